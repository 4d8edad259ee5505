import { assign, type SnapshotFrom, setup } from 'xstate';
import { missingAction, missingActor } from './notProvided';

export interface ItemEditorContext {
  /** Why the last save was refused, for the edit form to show under its fields; null once it is saved. */
  saveError: unknown;
}

export type ItemEditorEvent =
  | { type: 'edit.started' }
  | { type: 'edit.cancelled' }
  /** The edit form's values, already checked field by field, and the item's version they come from (issue 31). */
  | { type: 'edit.submitted'; values: Record<string, string>; version?: number | null }
  | { type: 'delete.requested' }
  | { type: 'delete.cancelled' }
  | { type: 'delete.confirmed' };

/**
 * Anything a user wrote and may change or take back (a task, a section, a comment, an event, a run-of-show item):
 * viewed, edited in a form, or deleted after the one same question. Each kind of item provides `save` (its values
 * to the server and into its store) and `delete`; `deleted` says so and takes it off the screen. A refused save
 * stays in the form with the server's reasons; a failed delete goes back to viewing with one toast.
 */
export const itemEditorMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: { context: {} as ItemEditorContext, events: {} as ItemEditorEvent },
  actions: {
    storeSaveError: assign((_, params: { error: unknown }) => ({ saveError: params.error })),
    clearSaveError: assign({ saveError: null }),
    deleted: missingAction('deleted'),
    notifyDeleteFailed: (_, _params: { error: unknown }) => {
      throw new Error('notifyDeleteFailed not provided');
    },
  },
  actors: {
    save: missingActor<unknown, { values: Record<string, string>; version: number | null }>('save'),
    delete: missingActor<unknown, void>('delete'),
  },
}).createMachine({
  id: 'itemEditor',
  context: { saveError: null },
  initial: 'viewing',
  states: {
    viewing: { on: { 'edit.started': 'editing', 'delete.requested': 'confirmingDelete' } },
    editing: {
      on: {
        'edit.submitted': 'saving',
        'edit.cancelled': { target: 'viewing', actions: 'clearSaveError' },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ event }) =>
          event.type === 'edit.submitted'
            ? { values: event.values, version: event.version ?? null }
            : { values: {}, version: null },
        onDone: { target: 'viewing', actions: 'clearSaveError' },
        onError: {
          target: 'editing',
          actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmingDelete: { on: { 'delete.confirmed': 'deleting', 'delete.cancelled': 'viewing' } },
    deleting: {
      invoke: {
        src: 'delete',
        onDone: { target: 'deleted', actions: 'deleted' },
        onError: {
          target: 'viewing',
          actions: { type: 'notifyDeleteFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Gone for good: the view that showed it unmounts. */
    deleted: { type: 'final' },
  },
});

export type ItemEditorSnapshot = SnapshotFrom<typeof itemEditorMachine>;
export type ItemEditorMode = 'view' | 'edit' | 'confirmDelete';

/** What the item shows: itself, its edit form (also while saving), or the delete question (also while deleting). */
export function editorMode(snapshot: ItemEditorSnapshot): ItemEditorMode {
  if (snapshot.matches('editing') || snapshot.matches('saving')) return 'edit';
  if (snapshot.matches('confirmingDelete') || snapshot.matches('deleting')) return 'confirmDelete';
  return 'view';
}

/** The delete is on its way: the question's buttons wait. */
export const editorDeleting = (snapshot: ItemEditorSnapshot) => snapshot.matches('deleting');
