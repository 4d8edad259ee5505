import { useActorRef } from '@xstate/react';
import { createContext, useContext } from 'react';
import { useLocation } from 'wouter';
import { type ActorRefFrom, fromCallback, fromPromise } from 'xstate';
import { type BoardMove, taskBoardMachine } from '../../../machines/taskBoardMachine';
import { placeAt } from '../../shared/planning';
import type { TaskItem } from '../../shared/realtime';
import type { Wedding } from '../../shared/weddings';
import { useApp } from '../app/AppContext';
import { weddingPath } from '../components/wedding/format';
import type { TasksContext, TasksStore } from '../stores/tasksStore';

export type BoardRef = ActorRefFrom<typeof taskBoardMachine>;
export const BoardContext = createContext<BoardRef | null>(null);

export function useBoard(): BoardRef {
  const board = useContext(BoardContext);
  if (!board) throw new Error('useBoard outside a board');
  return board;
}

/** Tells the board machine when tasks disappear from the store (deleted by someone, or with their section). */
export function storeFeed(store: TasksStore, items: (context: TasksContext) => TaskItem[]) {
  return fromCallback(({ sendBack }) => {
    let last: TaskItem[] = items(store.getSnapshot().context);
    const subscription = store.subscribe(({ context }) => {
      const tasks = items(context);
      if (tasks === last) return;
      if (tasks.length < last.length) {
        const now = new Set(tasks.map((t) => t.id));
        for (const task of last) if (!now.has(task.id)) sendBack({ type: 'task.removed', id: task.id });
      }
      last = tasks;
    });
    return () => subscription.unsubscribe();
  });
}

interface BoardDeps {
  store: TasksStore;
  /** The list the board shows: the tasks, or the run-of-show. */
  items(context: TasksContext): TaskItem[];
  /** Saves a move: the task board's PATCH, or the run-of-show's whole-list reorder. */
  save(move: BoardMove): Promise<unknown>;
  /** Shows a move before it is saved. */
  show(move: BoardMove): void;
  reload(): void;
  failed(): void;
  open(id: string): void;
  close(): void;
}

/** The board machine with its real side effects, for the task board and the run-of-show alike. */
function boardMachine(deps: BoardDeps) {
  return taskBoardMachine.provide({
    actions: {
      openTask: (_, { id }) => deps.open(id),
      closeTask: () => deps.close(),
      showMove: (_, move) => deps.show(move),
      reloadBoard: () => deps.reload(),
      notifyMoveFailed: () => deps.failed(),
    },
    actors: {
      moveTask: fromPromise<unknown, BoardMove>(({ input }) => deps.save(input)),
      taskFeed: storeFeed(deps.store, deps.items),
    },
  });
}

function useMoveFailedToast(message: string) {
  const { toast } = useApp();
  return () => toast.send({ type: 'toast.requested', toast: { type: 'error', message } });
}

/** The task board: a move is one PATCH of the task's section and position; the open task is the store's. */
export function useTaskBoard(): BoardRef {
  const { api, stores } = useApp();
  const store = stores.tasks;
  const failed = useMoveFailedToast('The task could not be moved. The board shows it where it is.');
  return useActorRef(
    boardMachine({
      store,
      items: (context) => context.tasks,
      save: (move) => api.tasks.updateTask(move.taskId, { section: move.section, position: move.index }),
      show: (move) => store.trigger.taskMoved({ id: move.taskId, section: move.section, position: move.index }),
      reload: () => store.trigger.resynced(),
      failed,
      open: (id) => {
        const task = store.getSnapshot().context.tasks.find((t) => t.id === id) ?? null;
        store.trigger.selected({ task });
      },
      close: () => store.trigger.selected({ task: null }),
    }),
  );
}

/** The run-of-show as one list: a move saves the whole new order; the open item is the page's address. */
export function useRunOfShowBoard(wedding: Wedding): BoardRef {
  const { api, stores } = useApp();
  const store = stores.tasks;
  const [, navigate] = useLocation();
  const failed = useMoveFailedToast('The run-of-show changed meanwhile. It now shows the latest order.');
  const ids = () => store.getSnapshot().context.weddingDayTasks.map((t) => t.id);
  return useActorRef(
    boardMachine({
      store,
      items: (context) => context.weddingDayTasks,
      // The list is already shown in its new order: that order is what is saved.
      save: () => api.tasks.reorderDay(wedding.id, ids()),
      show: (move) =>
        store.trigger.weddingDayTasksReordered({
          tasks: placeAt(ids(), move.taskId, move.index).map((id, position) => ({ id, position })),
        }),
      reload: () => store.trigger.resynced(),
      failed,
      open: (id) => navigate(weddingPath(wedding.slug, `tasks/dday/${id}`)),
      close: () => navigate(weddingPath(wedding.slug, 'tasks/dday')),
    }),
  );
}
