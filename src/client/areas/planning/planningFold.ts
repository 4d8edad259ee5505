import type { SocketData } from '../../../shared/realtime';
import type { MadeStores } from '../../app/stores';

export type PlanningFold<S extends keyof SocketData> = {
  [A in keyof SocketData[S]]: (data: SocketData[S][A], stores: MadeStores) => void;
};

/**
 * The planning streams of spec section 4 (plus the board's sections, templates and the calendar), action by action.
 * Typed by the table in shared/realtime.ts, so an action without a fold does not compile.
 */
export const foldAccountTasks: PlanningFold<'account_tasks'> = {
  create: ({ task }, { board }) => board?.trigger.taskCreated({ task }),
  update: ({ task }, { board }) => board?.trigger.taskUpdated({ task }),
  delete: ({ id }, { board }) => board?.trigger.taskDeleted({ id }),
  create_weddin_day_task: ({ task }, { runOfShow }) => runOfShow?.trigger.created({ item: task }),
  wedding_day_tasks_reorder: ({ tasks }, { runOfShow }) => runOfShow?.trigger.reordered({ order: tasks }),
  update_weddin_day_task: ({ task }, { runOfShow }) => runOfShow?.trigger.updated({ item: task }),
  delete_weddin_day_task: ({ id }, { runOfShow }) => runOfShow?.trigger.deleted({ id }),
  create_section: ({ section }, { board }) => board?.trigger.sectionCreated({ section }),
  update_section: ({ section }, { board }) => board?.trigger.sectionUpdated({ section }),
  delete_section: ({ id }, { board }) => board?.trigger.sectionDeleted({ id }),
  // Dozens of tasks at once: the board is fetched again rather than carried in one event.
  apply_template: (_, { board }) => board?.trigger.resynced(),
  create_event: ({ event }, { calendar }) => calendar?.trigger.saved({ event }),
  update_event: ({ event }, { calendar }) => calendar?.trigger.saved({ event }),
  delete_event: ({ id }, { calendar }) => calendar?.trigger.deleted({ id }),
};

export const foldComments: PlanningFold<'account_tasks_comments'> = {
  create: ({ comment }, { comments }) => comments?.trigger.added({ comment }),
  create_wedding_day_task_comment: ({ comment }, { comments }) => comments?.trigger.added({ comment }),
  update: ({ comment }, { comments }) => comments?.trigger.updated({ comment }),
  update_wedding_day_task_comment: ({ comment }, { comments }) => comments?.trigger.updated({ comment }),
  delete: ({ id, task }, { comments }) => comments?.trigger.deleted({ kind: 'task', target: task, id }),
  delete_wedding_day_task_comment: ({ id, wedding_day_task }, { comments }) =>
    comments?.trigger.deleted({ kind: 'weddingDayTask', target: wedding_day_task, id }),
};
