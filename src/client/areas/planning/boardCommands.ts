import { useActorRef } from '@xstate/react';
import type { Selection } from '@xstate/store';
import { createContext, useContext } from 'react';
import { useLocation } from 'wouter';
import { type ActorRefFrom, fromCallback, fromPromise } from 'xstate';
import { type BoardMove, taskBoardMachine } from '../../../../machines/taskBoardMachine';
import { placeAt } from '../../../shared/planning';
import type { Wedding } from '../../../shared/weddings';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { weddingPath } from '../../lib/format';
import { boardStore } from './boardStore';
import { runOfShowStore } from './runOfShowStore';
import { tasksApi } from './tasksApi';

export type BoardRef = ActorRefFrom<typeof taskBoardMachine>;
export const BoardContext = createContext<BoardRef | null>(null);

export function useBoard(): BoardRef {
  const board = useContext(BoardContext);
  if (!board) throw new Error('useBoard outside a board');
  return board;
}

/** The list a board shows, selected from its store: the board store's tasks, or the run-of-show's items. */
export type BoardList = Selection<readonly { id: string }[]>;

/** Tells the board machine when tasks disappear from the list (deleted by someone, or with their section). */
export function storeFeed(list: BoardList) {
  return fromCallback(({ sendBack }) => {
    let last = list.get();
    const subscription = list.subscribe((tasks) => {
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

export interface BoardDeps {
  /** The list the board shows: the tasks, or the run-of-show. */
  list: BoardList;
  /** Saves a move: the task board's PATCH, or the run-of-show's whole-list reorder. */
  save(move: BoardMove): Promise<unknown>;
  /** Shows a move before it is saved. */
  show(move: BoardMove): void;
  reload(): void;
  failed(): void;
  /** What else opening and closing a task does (the run-of-show's address follows it); the selection is the machine's. */
  open?(id: string): void;
  close?(): void;
}

/** The board machine with its real side effects, for the task board and the run-of-show alike. */
export function boardMachine(deps: BoardDeps) {
  return taskBoardMachine.provide({
    actions: {
      openTask: (_, { id }) => deps.open?.(id),
      closeTask: () => deps.close?.(),
      showMove: (_, move) => deps.show(move),
      reloadBoard: () => deps.reload(),
      notifyMoveFailed: () => deps.failed(),
    },
    actors: {
      moveTask: fromPromise<unknown, BoardMove>(({ input }) => deps.save(input)),
      taskFeed: storeFeed(deps.list),
    },
  });
}

function useMoveFailedToast(message: string) {
  const toasts = useCallToasts();
  return () => toasts.show('error', message);
}

/** The task board: a move is one PATCH of the task's section and position; the open task is the page's address. */
export function useTaskBoard(wedding: Wedding): BoardRef {
  const api = useApi(tasksApi);
  const store = useStore(boardStore);

  const [, navigate] = useLocation();
  const failed = useMoveFailedToast('The task could not be moved. The board shows it where it is.');
  // The address may already say it (a link to the task, or Back): then nothing is pushed. Read when the machine
  // acts, not when it was made.
  const go = (path: string) => {
    if (window.location.pathname !== path) navigate(path);
  };
  return useActorRef(
    boardMachine({
      list: store.select((context) => context.tasks),
      save: (move) => api.updateTask(move.taskId, { section: move.section, position: move.index }),
      show: (move) => store.trigger.taskMoved({ id: move.taskId, section: move.section, position: move.index }),
      reload: () => store.trigger.resynced(),
      failed,
      open: (id) => go(weddingPath(wedding.slug, `tasks/${id}`)),
      close: () => go(weddingPath(wedding.slug, 'tasks')),
    }),
  );
}

/** The run-of-show as one list: a move saves the whole new order; the open item is the page's address. */
export function useRunOfShowBoard(wedding: Wedding): BoardRef {
  const api = useApi(tasksApi);
  const store = useStore(runOfShowStore);

  const [, navigate] = useLocation();
  const failed = useMoveFailedToast('The run-of-show changed meanwhile. It now shows the latest order.');
  const ids = () => store.getSnapshot().context.items.map((t) => t.id);
  return useActorRef(
    boardMachine({
      list: store.select((context) => context.items),
      // The list is already shown in its new order: that order is what is saved.
      save: () => api.reorderDay(wedding.id, ids()),
      show: (move) =>
        store.trigger.reordered({
          order: placeAt(ids(), move.taskId, move.index).map((id, position) => ({ id, position })),
        }),
      reload: () => store.trigger.resynced(),
      failed,
      open: (id) => navigate(weddingPath(wedding.slug, `tasks/dday/${id}`)),
      close: () => navigate(weddingPath(wedding.slug, 'tasks/dday')),
    }),
  );
}
