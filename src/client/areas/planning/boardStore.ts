import { createStore } from '@xstate/store';
import { castDraft, produce } from 'immer';
import type { Task, TaskSection } from '../../../shared/planning';
import { part } from '../../app/parts';
import { removeById } from '../../app/storeItems';
import { countComment, placeSection, placeTask, removeTask } from './board';
import { emptyScope, ofThisWedding, type PlanningScope, scopeTransitions, seededFor } from './planningScope';

export interface BoardContext extends PlanningScope {
  /** The board's sections, in order. */
  sections: TaskSection[];
  /** Every task of the board in one flat list; a section's tasks are those with its id, in list order (board.ts). */
  tasks: Task[];
}

/** Whether the board already holds a later version of `task` (by the server's `updated_at`). */
function staleFor(tasks: readonly Task[], task: Task): boolean {
  const held = tasks.find((t) => t.id === task.id);
  return held !== undefined && Date.parse(held.updated_at) > Date.parse(task.updated_at);
}

const empty = (): BoardContext => ({ ...emptyScope(), sections: [], tasks: [] });

/**
 * The task board of the open wedding: its sections and their tasks, seeded by REST and folded with socket events.
 * Which task is open is the board machine's (taskBoardMachine), never the store's.
 */
export function createBoardStore(initial: Partial<BoardContext> = {}) {
  return createStore({
    context: { ...empty(), ...initial },
    on: {
      seeded: (context, event: { weddingId: string; sections?: TaskSection[]; tasks?: Task[] }) => {
        const { weddingId, ...lists } = event;
        return seededFor(context, empty, weddingId, lists);
      },
      // A task goes to its section at its position, or replaces itself if already there, unless what is there is
      // newer: an answer can arrive after a live update of a later change (a slow PATCH answer behind another
      // member's edit), and the later change must stay.
      taskCreated: (context, event: { task: Task }) =>
        ofThisWedding(context, event.task.account) && !staleFor(context.tasks, event.task)
          ? { ...context, tasks: placeTask(context.tasks, event.task) }
          : context,
      taskUpdated: (context, event: { task: Task }) =>
        context.tasks.some((t) => t.id === event.task.id) && !staleFor(context.tasks, event.task)
          ? { ...context, tasks: placeTask(context.tasks, event.task) }
          : context,
      /** This user's own move, shown before the server confirms it (its `update` event then changes nothing). */
      taskMoved: (context, event: { id: string; section: string; position: number }) => {
        const task = context.tasks.find((t) => t.id === event.id);
        if (!task) return context;
        return {
          ...context,
          tasks: placeTask(context.tasks, { ...task, section: event.section, position: event.position }),
        };
      },
      taskDeleted: (context, event: { id: string }) => ({ ...context, tasks: removeTask(context.tasks, event.id) }),
      /** A comment on a task was added (1) or removed (-1): the board shows how many each task has. */
      commentCounted: (context, event: { id: string; delta: number }) => ({
        ...context,
        tasks: countComment(context.tasks, event.id, event.delta),
      }),
      sectionCreated: (context, event: { section: TaskSection }) =>
        ofThisWedding(context, event.section.account)
          ? produce(context, (draft) => placeSection(draft.sections, event.section))
          : context,
      sectionUpdated: (context, event: { section: TaskSection }) =>
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
        }),
      ...scopeTransitions,
      reset: () => empty(),
    },
  });
}

export type BoardStore = ReturnType<typeof createBoardStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const boardStore = part('board', () => createBoardStore());
