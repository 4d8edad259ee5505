import { assign, fromCallback, type SnapshotFrom, setup } from 'xstate';
import { missingAction, missingActor } from './notProvided';

/** A place on the board: a section and an index among its tasks. */
export interface BoardPlace {
  section: string;
  index: number;
}

export interface BoardMove extends BoardPlace {
  taskId: string;
}

export interface TaskBoardContext {
  selectedId: string | null;
  /** The task being dragged and where it started. */
  drag: BoardMove | null;
  /** Where it would land if dropped now. */
  over: BoardPlace | null;
  /** The move being saved. */
  saving: BoardMove | null;
}

export type TaskBoardEvent =
  | { type: 'task.selected'; id: string }
  | { type: 'selection.cleared' }
  | { type: 'task.removed'; id: string }
  | { type: 'drag.started'; taskId: string; section: string; index: number }
  /**
   * The pointer is over row `row` of `section` (the row count for the section's empty end). With `pointer`, the
   * drop lands before or after that row by which half of it the pointer is in.
   */
  | { type: 'drag.over'; section: string; row: number; pointer?: PointerOverRow }
  | { type: 'drag.dropped' }
  | { type: 'drag.cancelled' }
  | { type: 'move.requested'; taskId: string; section: string; index: number };

/** Where the pointer is over a row: its height on screen and the row's top and height. */
export interface PointerOverRow {
  y: number;
  top: number;
  height: number;
}

/** The index a drop lands at, counted without the dragged task itself when it comes from the same list. */
export function dropIndex(drag: BoardPlace | null, section: string, row: number, pointer?: PointerOverRow): number {
  const after = pointer !== undefined && pointer.y > pointer.top + pointer.height / 2;
  const raw = after ? row + 1 : row;
  return drag && drag.section === section && drag.index < raw ? raw - 1 : raw;
}

const samePlace = (a: BoardPlace | null, b: BoardPlace | null) =>
  a !== null && b !== null && a.section === b.section && a.index === b.index;

/**
 * The task board's selection and drag and drop (spec section 4: a task moved by drag and drop, the selected task's
 * detail). Selection and dragging are independent regions. A drop somewhere new, or a keyboard move, is shown at once
 * (`showMove`) and saved (`moveTask`); a failed save reloads the board so it shows the truth again. `taskFeed` tells
 * the board when a task disappears (deleted by someone else, or with its section), which ends its selection or drag.
 */
export const taskBoardMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: { context: {} as TaskBoardContext, events: {} as TaskBoardEvent },
  actions: {
    openTask: (_, _params: { id: string }) => {
      throw new Error('openTask not provided');
    },
    closeTask: missingAction('closeTask'),
    showMove: (_, _params: BoardMove) => {
      throw new Error('showMove not provided');
    },
    reloadBoard: missingAction('reloadBoard'),
    notifyMoveFailed: missingAction('notifyMoveFailed'),
    select: assign({ selectedId: (_, params: { id: string }) => params.id }),
    unselect: assign({ selectedId: null }),
    startDrag: assign((_, params: BoardMove) => ({
      drag: params,
      over: { section: params.section, index: params.index },
    })),
    dragOver: assign({
      over: ({ context }, params: { section: string; row: number; pointer?: PointerOverRow }) => {
        const index = dropIndex(context.drag, params.section, params.row, params.pointer);
        // The same place keeps the same object, so views selecting it do not re-render on every pointer move.
        return samePlace(context.over, { section: params.section, index })
          ? context.over
          : { section: params.section, index };
      },
    }),
    endDrag: assign({ drag: null, over: null }),
    startSaving: assign({ saving: (_, params: BoardMove) => params }),
    endSaving: assign({ saving: null }),
  },
  guards: {
    'is the selected task': ({ context, event }) => event.type === 'task.removed' && event.id === context.selectedId,
    'is the dragged task': ({ context, event }) => event.type === 'task.removed' && event.id === context.drag?.taskId,
    // `over` is never null while dragging: the drag starts over its own place, and each move over the board sets one.
    'is over a new place': ({ context }) => !samePlace(context.over, context.drag),
    'is a place on the board': ({ event }) => event.type === 'move.requested' && event.index >= 0,
  },
  actors: {
    moveTask: missingActor<unknown, BoardMove>('moveTask'),
    taskFeed: fromCallback(() => {
      throw new Error('taskFeed not provided');
    }),
  },
}).createMachine({
  id: 'taskBoard',
  context: { selectedId: null, drag: null, over: null, saving: null },
  invoke: { src: 'taskFeed' },
  type: 'parallel',
  states: {
    selection: {
      initial: 'none',
      states: {
        none: {
          on: {
            'task.selected': {
              target: 'selected',
              actions: [
                { type: 'select', params: ({ event }) => ({ id: event.id }) },
                { type: 'openTask', params: ({ event }) => ({ id: event.id }) },
              ],
            },
          },
        },
        selected: {
          on: {
            // Another task opens in place: `selected` has no entry or exit actions, so there is nothing to re-enter.
            'task.selected': {
              actions: [
                { type: 'select', params: ({ event }) => ({ id: event.id }) },
                { type: 'openTask', params: ({ event }) => ({ id: event.id }) },
              ],
            },
            'selection.cleared': { target: 'none', actions: ['unselect', 'closeTask'] },
            'task.removed': { guard: 'is the selected task', target: 'none', actions: ['unselect', 'closeTask'] },
          },
        },
      },
    },
    drag: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'drag.started': {
              target: 'dragging',
              actions: {
                type: 'startDrag',
                params: ({ event }) => ({ taskId: event.taskId, section: event.section, index: event.index }),
              },
            },
            'move.requested': {
              guard: 'is a place on the board',
              target: 'saving',
              actions: [
                {
                  type: 'startSaving',
                  params: ({ event }) => ({ taskId: event.taskId, section: event.section, index: event.index }),
                },
                {
                  type: 'showMove',
                  params: ({ event }) => ({ taskId: event.taskId, section: event.section, index: event.index }),
                },
              ],
            },
          },
        },
        dragging: {
          on: {
            'drag.over': {
              actions: {
                type: 'dragOver',
                params: ({ event }) => ({ section: event.section, row: event.row, pointer: event.pointer }),
              },
            },
            'drag.dropped': [
              {
                guard: 'is over a new place',
                target: 'saving',
                actions: [
                  {
                    type: 'startSaving',
                    params: ({ context }) => ({ taskId: context.drag!.taskId, ...context.over! }),
                  },
                  {
                    type: 'showMove',
                    params: ({ context }) => ({ taskId: context.drag!.taskId, ...context.over! }),
                  },
                  'endDrag',
                ],
              },
              { target: 'idle', actions: 'endDrag' },
            ],
            'drag.cancelled': { target: 'idle', actions: 'endDrag' },
            'task.removed': { guard: 'is the dragged task', target: 'idle', actions: 'endDrag' },
          },
        },
        saving: {
          invoke: {
            src: 'moveTask',
            input: ({ context }) => context.saving!,
            onDone: { target: 'idle', actions: 'endSaving' },
            onError: { target: 'idle', actions: ['endSaving', 'reloadBoard', 'notifyMoveFailed'] },
          },
        },
      },
    },
  },
});

export type TaskBoardMachine = typeof taskBoardMachine;
export type TaskBoardSnapshot = SnapshotFrom<TaskBoardMachine>;

/**
 * Where a drop in `section` would land now: the id of the item it would go before, `'end'` after the last one, or
 * null when nothing is dragged over this section. `ids` are the section's items in order, the dragged one included.
 */
export function dropTarget(snapshot: TaskBoardSnapshot, section: string, ids: readonly string[]): string | null {
  const { over, drag } = snapshot.context;
  // Only a drag sets `drag` and `over`; every way out of dragging clears them.
  if (!over || !drag || over.section !== section) return null;
  const rest = ids.filter((id) => id !== drag.taskId);
  return rest[over.index] ?? 'end';
}
