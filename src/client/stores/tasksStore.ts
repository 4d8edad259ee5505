import { createStore } from '@xstate/store';
import { produce } from 'immer';
import type { Item, TaskItem } from '../../shared/realtime';
import { removeById, replaceById, upsertAt } from './items';

export interface TasksContext {
  tasks: TaskItem[];
  selectedTask: TaskItem | null;
  weddingDayTasks: TaskItem[];
  taskComments: Item[];
  weddingDayComments: Item[];
  /** Resyncs so far: the history this client needed was gone, so what it shows is fetched again (views key on it). */
  resyncs: number;
}

const empty = (): TasksContext => ({
  tasks: [],
  selectedTask: null,
  weddingDayTasks: [],
  taskComments: [],
  weddingDayComments: [],
  resyncs: 0,
});

/** Tasks, wedding-day tasks and both kinds of comments of the open wedding: seeded by REST, folded with socket events. */
export function createTasksStore(initial: Partial<TasksContext> = {}) {
  return createStore({
    context: { ...empty(), ...initial },
    on: {
      seeded: (context, event: Partial<Omit<TasksContext, 'resyncs'>>) => ({ ...context, ...event }),
      selected: (context, event: { task: TaskItem | null }) => ({ ...context, selectedTask: event.task }),
      taskCreated: (context, event: { task: TaskItem; index?: number }) =>
        produce(context, (draft) => upsertAt(draft.tasks, event.task, event.index)),
      taskUpdated: (context, event: { task: TaskItem }) =>
        produce(context, (draft) => {
          replaceById(draft.tasks, event.task);
          if (draft.selectedTask?.id === event.task.id) draft.selectedTask = event.task;
        }),
      taskDeleted: (context, event: { id: string }) =>
        produce(context, (draft) => {
          removeById(draft.tasks, event.id);
          if (draft.selectedTask?.id === event.id) draft.selectedTask = null;
        }),
      weddingDayTaskCreated: (context, event: { task: TaskItem }) =>
        produce(context, (draft) => upsertAt(draft.weddingDayTasks, event.task)),
      // The new order may name each task by id alone (with its position): known tasks keep their other fields.
      weddingDayTasksReordered: (context, event: { tasks: Item[] }) => {
        const known = new Map(context.weddingDayTasks.map((t) => [t.id, t]));
        const weddingDayTasks = event.tasks.map((t) => ({ ...known.get(t.id), ...t }) as TaskItem);
        return { ...context, weddingDayTasks };
      },
      weddingDayTaskUpdated: (context, event: { task: TaskItem }) =>
        produce(context, (draft) => replaceById(draft.weddingDayTasks, event.task)),
      weddingDayTaskDeleted: (context, event: { id: string }) =>
        produce(context, (draft) => removeById(draft.weddingDayTasks, event.id)),
      taskCommentAdded: (context, event: { comment: Item }) =>
        produce(context, (draft) => upsertAt(draft.taskComments, event.comment)),
      weddingDayCommentAdded: (context, event: { comment: Item }) =>
        produce(context, (draft) => upsertAt(draft.weddingDayComments, event.comment)),
      resynced: (context) => ({ ...context, resyncs: context.resyncs + 1 }),
      reset: () => empty(),
    },
  });
}

export type TasksStore = ReturnType<typeof createTasksStore>;
