import { useSelector } from '@xstate/react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import GripVertical from 'lucide-react/icons/grip-vertical';
import MessageCircle from 'lucide-react/icons/message-circle';
import { type DragEvent, useMemo } from 'react';
import { Link } from 'wouter';
import { dropTarget } from '../../../../machines/taskBoardMachine';
import { planningTexts, type WeddingDayTask } from '../../../shared/planning';
import { isCouple } from '../../../shared/weddings';
import { type BoardRef, useRunOfShowBoard } from '../../areas/planning/boardCommands';
import { useDayCommands, useQueuedDayAnswers } from '../../areas/planning/runOfShow';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { Renewing } from '../../components/Renewing';
import { formatDate, weddingPath } from '../../lib/format';
import { keepFocusOn } from '../../lib/keepFocus';
import { useForm } from '../../lib/useForm';
import { muted, row, srOnly } from '../../styles/ui.css';
import { Assignees } from './Assignees';
import { DayItemDetail } from './DayItemDetail';
import * as css from './Planning.css';
import { RunSheetLinks } from './RunSheetLinks';
import { TimeOrderWarning } from './TimeOrderWarning';
import { nameOf, usePlanning, useWeddingDayTasks } from './usePlanning';
import { WeddingTime } from './WeddingTime';

const DAY = 'day';

function NewItemForm() {
  return <Renewing>{(renew, again) => <NewItemFields onAdded={renew} autoFocus={again} />}</Renewing>;
}

function NewItemFields({ onAdded, autoFocus }: { onAdded(): void; autoFocus: boolean }) {
  const { wedding } = usePlanning();
  const commands = useDayCommands();
  const form = useForm({ time: 'optional', title: 'text', place: 'optional' }, async (v) => {
    await commands.createItem(wedding.id, v);
    onAdded();
  });
  return (
    <section className={`${css.panel} ${css.compactForm}`} aria-label="Add to the run-of-show">
      <FormShell form={form} submitLabel="Add to the day" busyLabel="Adding…">
        <div className={row}>
          <TextField form={form} name="time" label="Time" type="time" autoFocus={autoFocus} />
          <TextField form={form} name="title" label="What happens" />
          <TextField form={form} name="place" label="Where" />
        </div>
      </FormShell>
    </section>
  );
}

interface ItemProps {
  item: WeddingDayTask;
  index: number;
  ids: string[];
  board: BoardRef;
  open: boolean;
}

function Item({ item, index, ids, board, open }: ItemProps) {
  const { wedding } = usePlanning();
  const { setDone } = useDayCommands();
  const dragging = useSelector(board, (s) => s.context.drag?.taskId === item.id);
  const dropHere = useSelector(board, (s) => dropTarget(s, DAY, ids) === item.id);
  const busy = useSelector(board, (s) => s.matches({ drag: 'saving' }));
  const move = (to: number) => board.send({ type: 'move.requested', taskId: item.id, section: DAY, index: to });
  const over = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    const { top, height } = event.currentTarget.getBoundingClientRect();
    board.send({ type: 'drag.over', section: DAY, row: index, pointer: { y: event.clientY, top, height } });
  };
  return (
    <li
      className={css.dayItem}
      draggable
      aria-current={open || undefined}
      data-dragging={dragging || undefined}
      data-drop={dropHere || undefined}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', item.id);
        board.send({ type: 'drag.started', taskId: item.id, section: DAY, index });
      }}
      onDragEnd={() => board.send({ type: 'drag.cancelled' })}
      onDragOver={over}
      onDrop={(e) => {
        e.preventDefault();
        board.send({ type: 'drag.dropped' });
      }}
    >
      <GripVertical className={css.grip} aria-hidden size={16} />
      <span className={css.time}>
        {item.time ? <WeddingTime date={wedding.date} time={item.time} zone={wedding.time_zone} /> : '—'}
      </span>
      <span className={css.dayBody}>
        <Link className={css.taskTitle} href={weddingPath(wedding.slug, `tasks/dday/${item.id}`)}>
          {item.title}
        </Link>
        {item.place ? <span className={muted}>{item.place}</span> : null}
      </span>
      <span className={css.meta}>
        <label className={css.chip.normal}>
          <input type="checkbox" checked={item.done} onChange={(e) => setDone(item, e.currentTarget.checked)} /> Done
          <span className={srOnly}>: {item.title}</span>
        </label>
        <Assignees ids={item.assignees} />
        {item.public ? <span className={css.chip.normal}>On the website</span> : null}
        {item.comments_count ? (
          <span className={css.chip.normal} title="Comments">
            <MessageCircle aria-hidden size={12} /> {item.comments_count}
            <span className={srOnly}>{item.comments_count === 1 ? ' comment' : ' comments'}</span>
          </span>
        ) : null}
      </span>
      {/* aria-disabled, not disabled: a button that becomes disabled under the keyboard would drop its focus. */}
      <button
        type="button"
        className={css.iconButton}
        aria-label={`Move “${item.title}” up`}
        aria-disabled={index === 0 || busy}
        onClick={(e) => {
          if (index === 0 || busy) return;
          move(index - 1);
          keepFocusOn(e.currentTarget);
        }}
      >
        <ArrowUp aria-hidden size={16} />
      </button>
      <button
        type="button"
        className={css.iconButton}
        aria-label={`Move “${item.title}” down`}
        aria-disabled={index === ids.length - 1 || busy}
        onClick={(e) => {
          if (index === ids.length - 1 || busy) return;
          move(index + 1);
          keepFocusOn(e.currentTarget);
        }}
      >
        <ArrowDown aria-hidden size={16} />
      </button>
    </li>
  );
}

/** Who has a part on the day, from the run-of-show's assignments. */
function People({ items }: { items: WeddingDayTask[] }) {
  const { members } = usePlanning();
  const parts = new Map<string, string[]>();
  for (const item of items) for (const id of item.assignees) parts.set(id, [...(parts.get(id) ?? []), item.title]);
  if (!parts.size) return null;
  return (
    <section className={css.panel} aria-labelledby="day-people-title">
      <h2 id="day-people-title" className={css.sectionName}>
        People on the day
      </h2>
      <ul className={css.comments}>
        {[...parts].map(([id, titles]) => (
          <li key={id}>
            <strong>{nameOf(members, id)}</strong>: {titles.join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** tasks/dday and tasks/dday/{item}: the run-of-show of the wedding day, reordered as a whole list. */
export function DayPage({ itemId }: { itemId?: string }) {
  const { wedding } = usePlanning();
  const items = useWeddingDayTasks();
  const ids = useMemo(() => items.map((t) => t.id), [items]);
  const board = useRunOfShowBoard(wedding);
  const open = items.find((t) => t.id === itemId);
  useQueuedDayAnswers();
  return (
    <div className={css.layout}>
      <div className={css.column}>
        <h2 className={css.sectionName}>
          {planningTexts.runOfShow}: {formatDate(wedding.date)}
        </h2>
        {items.length === 0 ? <p className={muted}>{planningTexts.noWeddingDayTasks}</p> : null}
        <TimeOrderWarning items={items} />
        <ol className={css.list} aria-label="Run-of-show">
          {items.map((item, index) => (
            <Item key={item.id} item={item} index={index} ids={ids} board={board} open={item.id === itemId} />
          ))}
        </ol>
        <NewItemForm />
      </div>
      <aside className={css.aside} aria-label="Run-of-show detail">
        {open ? <DayItemDetail key={open.id} item={open} /> : null}
        {itemId && !open ? <p className={muted}>This item is no longer in the run-of-show.</p> : null}
        <People items={items} />
        {isCouple(wedding) ? <RunSheetLinks /> : null}
      </aside>
    </div>
  );
}
