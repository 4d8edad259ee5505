import { useSelector } from '@xstate/react';
import { type DragEvent, memo } from 'react';
import { dueGroup, type Task } from '../../../shared/planning';
import { Assignees } from './Assignees';
import { useBoard } from './boardActor';
import { formatShortDate } from './dates';
import * as css from './Planning.css';
import { useAct, usePlanningApi, useTasksStore } from './usePlanning';

interface Props {
  task: Task;
  index: number;
  count: number;
  today: string;
  /** The drop would land just before this task. */
  dropBefore: boolean;
  onDragOver(event: DragEvent<HTMLElement>, index: number): void;
  onDrop(event: DragEvent<HTMLElement>): void;
}

/** One task on the board: select it, tick it done, drag it, or move it up and down with the keyboard. */
export const TaskCard = memo(function TaskCard({ task, index, count, today, dropBefore, onDragOver, onDrop }: Props) {
  const board = useBoard();
  const store = useTasksStore();
  const { tasks: api } = usePlanningApi();
  const act = useAct();
  const selected = useSelector(board, (s) => s.context.selectedId === task.id);
  const dragging = useSelector(board, (s) => s.context.drag?.taskId === task.id);
  const saving = useSelector(board, (s) => s.context.saving?.taskId === task.id);
  const busy = useSelector(board, (s) => s.matches({ drag: 'saving' }));
  const done = task.status === 'done';
  const overdue = !done && dueGroup(task.due_date, today) === 'overdue';
  const move = (to: number) =>
    board.send({ type: 'move.requested', taskId: task.id, section: task.section, index: to });
  // Ticked at once; the server's answer (or, if it fails, the task as it was) replaces it.
  const toggle = async () => {
    store.trigger.taskUpdated({ task: { ...task, status: done ? 'todo' : 'done' } });
    const updated = await act(api.setStatus(task.id, done ? 'todo' : 'done'));
    store.trigger.taskUpdated({ task: updated ?? task });
  };
  return (
    <li
      className={css.task}
      draggable
      aria-current={selected || undefined}
      aria-busy={saving || undefined}
      data-dragging={dragging || undefined}
      data-drop={dropBefore || undefined}
      data-task-id={task.id}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', task.id);
        board.send({ type: 'drag.started', taskId: task.id, section: task.section, index });
      }}
      onDragEnd={() => board.send({ type: 'drag.cancelled' })}
      onDragOver={(e) => onDragOver(e, index)}
      onDrop={onDrop}
    >
      <span className={css.grip} aria-hidden="true">
        ⠿
      </span>
      <input
        type="checkbox"
        className={css.checkbox}
        checked={done}
        aria-label={`Done: ${task.title}`}
        onChange={() => void toggle()}
      />
      <button
        type="button"
        className={`${css.taskTitle} ${done ? css.done : ''}`}
        onClick={() => board.send({ type: 'task.selected', id: task.id })}
      >
        {task.title}
      </button>
      <span className={css.meta}>
        {task.status === 'in_progress' ? <span className={css.chip.progress}>In progress</span> : null}
        {task.due_date ? (
          <span className={overdue ? css.chip.overdue : css.chip.normal}>{formatShortDate(task.due_date)}</span>
        ) : null}
        <Assignees ids={task.assignees} />
        {task.comments_count ? (
          <span className={css.chip.normal} title="Comments">
            💬 {task.comments_count}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        className={css.iconButton}
        aria-label={`Move “${task.title}” up`}
        disabled={index === 0 || busy}
        onClick={() => move(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={css.iconButton}
        aria-label={`Move “${task.title}” down`}
        disabled={index === count - 1 || busy}
        onClick={() => move(index + 1)}
      >
        ↓
      </button>
    </li>
  );
});
