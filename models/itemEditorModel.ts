import { setup } from 'xstate';

// What a user can observe of an item they may edit or delete: the item, its edit form (busy while it saves), or the
// delete question (busy while it deletes). The server's answers are explicit events. A refused save keeps the form
// open with the server's reasons; a failed delete shows the item again with a toast.
export const itemEditorModel = setup({
  types: {
    events: {} as
      | { type: 'EDIT' }
      | { type: 'CANCEL_EDIT' }
      | { type: 'SUBMIT' }
      | { type: 'SERVER_SAVES' }
      | { type: 'SERVER_REFUSES' }
      | { type: 'ASK_DELETE' }
      | { type: 'KEEP' }
      | { type: 'CONFIRM_DELETE' }
      | { type: 'SERVER_DELETES' }
      | { type: 'SERVER_DELETE_FAILS' },
  },
}).createMachine({
  id: 'itemEditorModel',
  initial: 'viewing',
  states: {
    viewing: { on: { EDIT: 'editing', ASK_DELETE: 'confirmingDelete' } },
    editing: { on: { SUBMIT: 'saving', CANCEL_EDIT: 'viewing' } },
    saving: { on: { SERVER_SAVES: 'viewing', SERVER_REFUSES: 'editing' } },
    confirmingDelete: { on: { KEEP: 'viewing', CONFIRM_DELETE: 'deleting' } },
    deleting: { on: { SERVER_DELETES: 'deleted', SERVER_DELETE_FAILS: 'viewing' } },
    deleted: {},
  },
});
