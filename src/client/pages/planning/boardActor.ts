import type { Selection } from '@xstate/store';
import { createContext, useContext } from 'react';
import { type ActorRefFrom, fromCallback, fromPromise } from 'xstate';
import { type BoardMove, taskBoardMachine } from '../../../../machines/taskBoardMachine';
import type { TasksApi } from '../../api/tasks';

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

/** The task board's saves: one PATCH of the task's section and position. */
export function taskMoveSaver(api: TasksApi) {
  return (move: BoardMove) => api.updateTask(move.taskId, { section: move.section, position: move.index });
}

/** Where a drag over a row would drop: before or after it, counted without the dragged task itself. */
export function dropIndex(
  rowIndex: number,
  after: boolean,
  sameList: boolean,
  draggedIndex: number | undefined,
): number {
  const raw = after ? rowIndex + 1 : rowIndex;
  return sameList && draggedIndex !== undefined && draggedIndex < raw ? raw - 1 : raw;
}
