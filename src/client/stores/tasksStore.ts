import { createStore } from '@xstate/store';
import { castDraft, produce } from 'immer';
import type { Item, SectionItem, TaskItem } from '../../shared/realtime';
import { countComment, isPlaced, placeSection, placeTask, removeTask } from './board';
import { removeById, replaceById, upsertAt } from './items';

export interface TasksContext {
  tasks: TaskItem[];
  selectedTask: TaskItem | null;
  weddingDayTasks: TaskItem[];
  taskComments: Item[];
  weddingDayComments: Item[];
  /** Resyncs so far: the history this client needed was gone, so what it shows is fetched again (views key on it). */
  resyncs: number;
  /** The wedding these lists belong to: events about the user's other weddings are not folded in. */
  weddingId: string | null;
  /** The board's sections, in order; a section's tasks are those of `tasks` with its id (see board.ts). */
  sections: SectionItem[];
  /** The wedding calendar's own events. */
  calendarEvents: Item[];
  /** This session's socket has been ready once: what is fetched from now on cannot miss an event. */
  live: boolean;
}

/** Whether an item belongs to the wedding on show (items without an `account` are taken as they come). */
const ofThisWedding = (context: TasksContext, item: Item) =>
  context.weddingId === null || item.account === undefined || item.account === context.weddingId;

const empty = (): TasksContext => ({
  tasks: [],
  selectedTask: null,
  weddingDayTasks: [],
  taskComments: [],
  weddingDayComments: [],
  resyncs: 0,
  weddingId: null,
  sections: [],
  calendarEvents: [],
  live: false,
});

/** Tasks, wedding-day tasks and both kinds of comments of the open wedding: seeded by REST, folded with socket events. */
export function createTasksStore(initial: Partial<TasksContext> = {}) {
  return createStore({
    context: { ...empty(), ...initial },
    on: {
      seeded: (context, event: Partial<Omit<TasksContext, 'resyncs' | 'live'>>) => ({ ...context, ...event }),
      selected: (context, event: { task: TaskItem | null }) => ({ ...context, selectedTask: event.task }),
      // A task that names its section and position goes there (board.ts); a bare one goes to `index`.
      taskCreated: (context, event: { task: TaskItem; index?: number }) =>
        ofThisWedding(context, event.task)
          ? produce(context, (draft) => {
              if (isPlaced(event.task)) draft.tasks = castDraft(placeTask(context.tasks, event.task));
              else upsertAt(draft.tasks, event.task, event.index);
            })
          : context,
      taskUpdated: (context, event: { task: TaskItem }) =>
        produce(context, (draft) => {
          const known = context.tasks.some((t) => t.id === event.task.id);
          if (known && isPlaced(event.task)) draft.tasks = castDraft(placeTask(context.tasks, event.task));
          else replaceById(draft.tasks, event.task);
          if (draft.selectedTask?.id === event.task.id) draft.selectedTask = event.task;
        }),
      /** This user's own move, shown before the server confirms it (its `update` event then changes nothing). */
      taskMoved: (context, event: { id: string; section: string; position: number }) =>
        produce(context, (draft) => {
          const task = context.tasks.find((t) => t.id === event.id);
          if (task) {
            draft.tasks = castDraft(
              placeTask(context.tasks, { ...task, section: event.section, position: event.position }),
            );
          }
        }),
      taskDeleted: (context, event: { id: string }) =>
        produce(context, (draft) => {
          draft.tasks = castDraft(removeTask(context.tasks, event.id));
          if (draft.selectedTask?.id === event.id) draft.selectedTask = null;
        }),
      sectionCreated: (context, event: { section: SectionItem }) =>
        ofThisWedding(context, event.section)
          ? produce(context, (draft) => placeSection(draft.sections, event.section))
          : context,
      sectionUpdated: (context, event: { section: SectionItem }) =>
        context.sections.some((s) => s.id === event.section.id)
          ? produce(context, (draft) => placeSection(draft.sections, event.section))
          : context,
      /** The section goes with every task in it. */
      sectionDeleted: (context, event: { id: string }) =>
        produce(context, (draft) => {
          removeById(draft.sections, event.id);
          draft.sections.forEach((s, i) => {
            if (s.position !== i) s.position = i;
          });
          draft.tasks = castDraft(context.tasks.filter((t) => t.section !== event.id));
          if (draft.selectedTask?.section === event.id) draft.selectedTask = null;
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
      // A new comment also counts on its task (comments carry `task` or `wedding_day_task`).
      taskCommentAdded: (context, event: { comment: Item }) =>
        produce(context, (draft) => {
          if (!draft.taskComments.some((c) => c.id === event.comment.id)) {
            draft.tasks = castDraft(countComment(context.tasks, event.comment.task, 1));
          }
          upsertAt(draft.taskComments, event.comment);
        }),
      weddingDayCommentAdded: (context, event: { comment: Item }) =>
        produce(context, (draft) => {
          if (!draft.weddingDayComments.some((c) => c.id === event.comment.id)) {
            draft.weddingDayTasks = castDraft(countComment(context.weddingDayTasks, event.comment.wedding_day_task, 1));
          }
          upsertAt(draft.weddingDayComments, event.comment);
        }),
      taskCommentUpdated: (context, event: { comment: Item }) =>
        produce(context, (draft) => replaceById(draft.taskComments, event.comment)),
      weddingDayCommentUpdated: (context, event: { comment: Item }) =>
        produce(context, (draft) => replaceById(draft.weddingDayComments, event.comment)),
      // Counted down once: the author's own client removes it at once, and then hears of it again.
      taskCommentDeleted: (context, event: { id: string; task: string }) =>
        context.taskComments.some((c) => c.id === event.id)
          ? produce(context, (draft) => {
              removeById(draft.taskComments, event.id);
              draft.tasks = castDraft(countComment(context.tasks, event.task, -1));
            })
          : context,
      weddingDayCommentDeleted: (context, event: { id: string; wedding_day_task: string }) =>
        context.weddingDayComments.some((c) => c.id === event.id)
          ? produce(context, (draft) => {
              removeById(draft.weddingDayComments, event.id);
              draft.weddingDayTasks = castDraft(countComment(context.weddingDayTasks, event.wedding_day_task, -1));
            })
          : context,
      calendarEventSaved: (context, event: { event: Item }) =>
        ofThisWedding(context, event.event)
          ? produce(context, (draft) => upsertAt(draft.calendarEvents, event.event))
          : context,
      calendarEventDeleted: (context, event: { id: string }) =>
        produce(context, (draft) => removeById(draft.calendarEvents, event.id)),
      resynced: (context) => ({ ...context, resyncs: context.resyncs + 1 }),
      // A board fetched before the session's first `ready` may lack an event committed before the socket joined.
      socketReady: (context) =>
        context.live
          ? context
          : { ...context, live: true, resyncs: context.resyncs + (context.weddingId !== null ? 1 : 0) },
      reset: () => empty(),
    },
  });
}

export type TasksStore = ReturnType<typeof createTasksStore>;
