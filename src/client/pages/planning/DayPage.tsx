import { useActorRef, useSelector } from '@xstate/react';
import { type DragEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { placeAt, planningTexts, type WeddingDayTask } from '../../../shared/planning';
import { useApp } from '../../app/AppContext';
import * as formCss from '../../components/form/Form.css';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { formatDate, weddingPath } from '../../components/wedding/format';
import { button, muted, row } from '../../styles/ui.css';
import { Assignees } from './Assignees';
import { type BoardRef, boardMachine, dropIndex } from './boardActor';
import { Comments } from './Comments';
import * as css from './Planning.css';
import { Renewing } from './Renewing';
import { nameOf, useAct, usePlanning, usePlanningApi, useRunOfShowStore, useWeddingDayTasks } from './usePlanning';

const DAY = 'day';

function NewItemForm() {
  return <Renewing>{(renew, again) => <NewItemFields onAdded={renew} autoFocus={again} />}</Renewing>;
}

function NewItemFields({ onAdded, autoFocus }: { onAdded(): void; autoFocus: boolean }) {
  const { wedding } = usePlanning();
  const { tasks: api } = usePlanningApi();
  const store = useRunOfShowStore();
  const form = useForm({ time: 'optional', title: 'text', place: 'optional' }, async (v) => {
    const task = await api.createDayTask({
      account: wedding.id,
      time: v.time || null,
      title: v.title ?? '',
      place: v.place,
    });
    store.trigger.created({ item: task });
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

function Item(props: { item: WeddingDayTask; index: number; count: number; board: BoardRef; open: boolean }) {
  const { item, index, count, board, open } = props;
  const { wedding } = usePlanning();
  const dragging = useSelector(board, (s) => s.context.drag?.taskId === item.id);
  const dropHere = useSelector(board, (s) => {
    const { drag, over } = s.context;
    if (!s.matches({ drag: 'dragging' }) || !drag || !over) return false;
    return over.index === (index > drag.index ? index - 1 : index) && item.id !== drag.taskId;
  });
  const busy = useSelector(board, (s) => s.matches({ drag: 'saving' }));
  const move = (to: number) => board.send({ type: 'move.requested', taskId: item.id, section: DAY, index: to });
  const over = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    const { drag } = board.getSnapshot().context;
    const rect = event.currentTarget.getBoundingClientRect();
    const at = dropIndex(index, event.clientY > rect.top + rect.height / 2, true, drag?.index);
    if (board.getSnapshot().context.over?.index !== at) board.send({ type: 'drag.over', section: DAY, index: at });
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
      <span className={css.grip} aria-hidden="true">
        ⠿
      </span>
      <span className={css.time}>{item.time ?? '—'}</span>
      <span className={css.dayBody}>
        <Link className={css.taskTitle} href={weddingPath(wedding.slug, `tasks/dday/${item.id}`)}>
          {item.title}
        </Link>
        {item.place ? <span className={muted}>{item.place}</span> : null}
      </span>
      <span className={css.meta}>
        <Assignees ids={item.assignees} />
        {item.comments_count ? <span className={css.chip.normal}>💬 {item.comments_count}</span> : null}
      </span>
      <button
        type="button"
        className={css.iconButton}
        aria-label={`Move “${item.title}” up`}
        disabled={index === 0 || busy}
        onClick={() => move(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={css.iconButton}
        aria-label={`Move “${item.title}” down`}
        disabled={index === count - 1 || busy}
        onClick={() => move(index + 1)}
      >
        ↓
      </button>
    </li>
  );
}

function ItemDetail({ item }: { item: WeddingDayTask }) {
  const { wedding, members } = usePlanning();
  const { tasks: api } = usePlanningApi();
  const store = useRunOfShowStore();
  const act = useAct();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const form = useForm(
    { time: 'optional', title: 'text', place: 'optional', notes: 'optional' },
    async (v) => {
      const task = await api.updateDayTask(item.id, {
        time: v.time || null,
        title: v.title ?? '',
        place: v.place ?? '',
        notes: v.notes ?? '',
      });
      store.trigger.updated({ item: task });
      setEditing(false);
    },
    { time: item.time ?? '', title: item.title, place: item.place, notes: item.notes },
  );
  const toggle = async (userId: string, on: boolean) => {
    const assignees = on ? [...item.assignees, userId] : item.assignees.filter((id) => id !== userId);
    const task = await act(api.updateDayTask(item.id, { assignees }));
    if (task) store.trigger.updated({ item: task });
  };
  const remove = async () => {
    const deleted = await act(
      api.deleteDayTask(item.id).then(() => true),
      `“${item.title}” was removed.`,
    );
    if (!deleted) return;
    store.trigger.deleted({ id: item.id });
    navigate(weddingPath(wedding.slug, 'tasks/dday'));
  };
  return (
    <article className={css.panel} aria-labelledby="day-item-title">
      <div className={css.sectionHead}>
        <h2 id="day-item-title" className={css.detailTitle}>
          {item.time ? `${item.time} · ` : ''}
          {item.title}
        </h2>
        <Link className={button.quiet} href={weddingPath(wedding.slug, 'tasks/dday')}>
          Close
        </Link>
      </div>
      {editing ? (
        <div className={css.compactForm}>
          <FormShell form={form} submitLabel="Save" busyLabel="Saving…">
            <TextField form={form} name="time" label="Time" type="time" />
            <TextField form={form} name="title" label="What happens" />
            <TextField form={form} name="place" label="Where" />
            <TextAreaField form={form} name="notes" label="Notes" />
          </FormShell>
          <button type="button" className={button.quiet} onClick={() => setEditing(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <>
          <dl className={css.facts}>
            <dt>Where</dt>
            <dd>{item.place || <span className={muted}>Not set</span>}</dd>
            <dt>Notes</dt>
            <dd>{item.notes ? <p className={css.notes}>{item.notes}</p> : <span className={muted}>None</span>}</dd>
          </dl>
          <fieldset className={css.people}>
            <legend className={formCss.label}>Who is on it</legend>
            {members.map((member) => (
              <label key={member.auth_id} className={row}>
                <input
                  type="checkbox"
                  className={css.checkbox}
                  checked={item.assignees.includes(member.auth_id)}
                  onChange={(e) => void toggle(member.auth_id, e.target.checked)}
                />
                {member.user.full_name}
              </label>
            ))}
          </fieldset>
          <div className={row}>
            <button type="button" className={button.secondary} onClick={() => setEditing(true)}>
              Edit
            </button>
            <button type="button" className={button.quiet} onClick={() => void remove()}>
              Remove from the day
            </button>
          </div>
        </>
      )}
      <Comments kind="weddingDayTask" targetId={item.id} />
    </article>
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
  const { toast } = useApp();
  const store = useRunOfShowStore();
  const { tasks: api } = usePlanningApi();
  const [, navigate] = useLocation();
  const items = useWeddingDayTasks();
  const ids = () => store.getSnapshot().context.items.map((t) => t.id);
  const board = useActorRef(
    boardMachine({
      list: store.select((context) => context.items),
      // The list is already shown in its new order: that order is what is saved.
      save: () => api.reorderDay(wedding.id, ids()),
      show: (move) =>
        store.trigger.reordered({
          order: placeAt(ids(), move.taskId, move.index).map((id, position) => ({ id, position })),
        }),
      reload: () => store.trigger.resynced(),
      failed: () =>
        toast.send({
          type: 'toast.requested',
          toast: { type: 'error', message: 'The run-of-show changed meanwhile. It now shows the latest order.' },
        }),
      open: (id) => navigate(weddingPath(wedding.slug, `tasks/dday/${id}`)),
      close: () => navigate(weddingPath(wedding.slug, 'tasks/dday')),
    }),
  );
  const open = items.find((t) => t.id === itemId);
  return (
    <div className={css.layout}>
      <div className={css.column}>
        <h2 className={css.sectionName}>
          {planningTexts.runOfShow}: {formatDate(wedding.date)}
        </h2>
        {items.length === 0 ? <p className={muted}>{planningTexts.noWeddingDayTasks}</p> : null}
        <ol className={css.list} aria-label="Run-of-show">
          {items.map((item, index) => (
            <Item
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              board={board}
              open={item.id === itemId}
            />
          ))}
        </ol>
        <NewItemForm />
      </div>
      <aside className={css.aside} aria-label="Run-of-show detail">
        {open ? <ItemDetail key={open.id} item={open} /> : null}
        {itemId && !open ? <p className={muted}>This item is no longer in the run-of-show.</p> : null}
        <People items={items} />
      </aside>
    </div>
  );
}
