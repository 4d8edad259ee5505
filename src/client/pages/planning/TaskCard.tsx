import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import GripVertical from 'lucide-react/icons/grip-vertical';
import MessageCircle from 'lucide-react/icons/message-circle';
import { type DragEvent, memo, useState } from 'react';
import type { Task } from '../../../shared/planning';
import { useBoard } from '../../areas/planning/boardCommands';
import { useTaskDone } from '../../areas/planning/taskDone';
import { keepFocusOn } from '../../lib/keepFocus';
import { srOnly } from '../../styles/ui.css';
import { ChangedMark } from '../history/ChangedMark';
import { Assignees } from './Assignees';
import { formatShortDate } from './dates';
import { useLongPress } from './longPress';
import { MoveMenu } from './MoveMenu';
import * as css from './Planning.css';

interface Props {
  task: Task;
  /** First and last of its section: no moving up, or down, from there. */
  first: boolean;
  last: boolean;
  today: string;
  /** The drop would land just before this task. */
  dropBefore: boolean;
  selected: boolean;
  dragging: boolean;
  /** Its move is being saved. */
  saving: boolean;
  /** The board has other sections to move it to (the Move menu). */
  movable: boolean;
  // The section's handlers find the task's place when the event happens, so they never change identity.
  onDragStart(id: string): void;
  onDragOver(event: DragEvent<HTMLElement>, id: string): void;
  onDrop(event: DragEvent<HTMLElement>): void;
  onMove(id: string, delta: -1 | 1): void;
}

/**
 * A card re-renders when what it shows changes. Its `position` is not shown: when a task moves, the others in its
 * section are renumbered, and none of them needs drawing again for it.
 */
function sameCard(a: Props, b: Props): boolean {
  for (const key of Object.keys(a) as (keyof Props)[]) {
    if (key !== 'task' && a[key] !== b[key]) return false;
  }
  if (a.task === b.task) return true;
  const keys = Object.keys(a.task);
  return (
    keys.length === Object.keys(b.task).length && keys.every((key) => key === 'position' || a.task[key] === b.task[key])
  );
}

/**
 * One task on the board: select it, tick it done, drag it, move it up and down with the keyboard, or to another
 * section with its Move menu (a long-press on the card opens it on a touch screen).
 */
export const TaskCard = memo(function TaskCard(props: Props) {
  const { task, first, last, today, dropBefore, selected, dragging, saving } = props;
  const board = useBoard();
  // Ticked at once; the latest click wins, and the server's answer goes into the store.
  const { done, saving: savingDone, toggle } = useTaskDone(task);
  // ISO dates compare as strings: cheaper than parsing for each of thousands of cards.
  const overdue = !done && task.due_date !== null && task.due_date < today;
  const [moving, setMoving] = useState(false);
  const longPress = useLongPress(() => props.movable && setMoving(true));
  return (
    <li
      className={css.taskCard}
      draggable
      aria-current={selected || undefined}
      aria-busy={saving || undefined}
      data-dragging={dragging || undefined}
      data-drop={dropBefore || undefined}
      data-task-id={task.id}
      {...longPress}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', task.id);
        props.onDragStart(task.id);
      }}
      onDragEnd={() => board.send({ type: 'drag.cancelled' })}
      onDragOver={(e) => props.onDragOver(e, task.id)}
      onDrop={props.onDrop}
    >
      <GripVertical className={css.grip} aria-hidden size={16} />
      {/* The label is the checkbox's 44 px tap area on a phone. */}
      <label className={css.checkArea}>
        <input
          type="checkbox"
          className={css.checkbox}
          checked={done}
          aria-label={`Done: ${task.title}`}
          aria-busy={savingDone || undefined}
          onChange={toggle}
        />
      </label>
      <button
        type="button"
        data-task-title
        className={`${css.taskTitle} ${done ? css.done : ''}`}
        onClick={() => board.send({ type: 'task.selected', id: task.id })}
      >
        {task.title}
      </button>
      <span className={css.meta}>
        <ChangedMark id={task.id} />
        {task.status === 'in_progress' ? <span className={css.chip.progress}>In progress</span> : null}
        {task.due_date ? (
          <span className={overdue ? css.chip.overdue : css.chip.normal}>{formatShortDate(task.due_date)}</span>
        ) : null}
        <Assignees ids={task.assignees} />
        {task.comments_count ? (
          <span className={css.chip.normal} title="Comments">
            <MessageCircle aria-hidden size={12} /> {task.comments_count}
            <span className={srOnly}>{task.comments_count === 1 ? ' comment' : ' comments'}</span>
          </span>
        ) : null}
      </span>
      <button
        type="button"
        className={css.iconButton}
        aria-label={`Move “${task.title}” up`}
        aria-disabled={first || saving}
        onClick={(e) => {
          if (first || saving) return;
          props.onMove(task.id, -1);
          keepFocusOn(e.currentTarget);
        }}
      >
        <ArrowUp aria-hidden size={16} />
      </button>
      <button
        type="button"
        className={css.iconButton}
        aria-label={`Move “${task.title}” down`}
        aria-disabled={last || saving}
        onClick={(e) => {
          if (last || saving) return;
          props.onMove(task.id, 1);
          keepFocusOn(e.currentTarget);
        }}
      >
        <ArrowDown aria-hidden size={16} />
      </button>
      {props.movable ? <MoveMenu task={task} open={moving} setOpen={setMoving} /> : null}
    </li>
  );
}, sameCard);
