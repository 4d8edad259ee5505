import { setup } from 'xstate';

// What a user can observe of a validated form (first name, email, password). TYPE_VALID and TYPE_INVALID fill
// every field (each time with other values); the server's answers are SERVER_OK, SERVER_REJECTS (problem+json) and
// SERVER_FAILS (no answer). LEAVE is a link away from the page: with unsaved changes (anything typed since the form
// opened or last saved) the form asks first, and the user STAYs or CONFIRMs; with none it just goes.
const asked = (back: string) => ({ on: { STAY: `#formModel.editing.${back}`, CONFIRM_LEAVE: '#formModel.left' } });

export const formModel = setup({
  types: {
    events: {} as
      | { type: 'TYPE_VALID' }
      | { type: 'TYPE_INVALID' }
      | { type: 'VALIDATE_ALL' }
      | { type: 'SUBMIT' }
      | { type: 'SERVER_OK' }
      | { type: 'SERVER_REJECTS' }
      | { type: 'SERVER_FAILS' }
      | { type: 'LEAVE' }
      | { type: 'STAY' }
      | { type: 'CONFIRM_LEAVE' },
  },
}).createMachine({
  id: 'formModel',
  initial: 'editing',
  states: {
    editing: {
      initial: 'blank',
      states: {
        blank: { on: { VALIDATE_ALL: 'missing', SUBMIT: 'missing', LEAVE: '#formModel.left' } },
        missing: { on: { VALIDATE_ALL: 'missing', SUBMIT: 'missing', LEAVE: '#formModel.left' } },
        invalid: { on: { VALIDATE_ALL: 'invalid', SUBMIT: 'invalid', LEAVE: '#formModel.leaving.invalid' } },
        valid: { on: { VALIDATE_ALL: 'valid', SUBMIT: '#formModel.submitting', LEAVE: '#formModel.leaving.valid' } },
        rejected: {
          on: { VALIDATE_ALL: 'rejected', SUBMIT: '#formModel.submitting', LEAVE: '#formModel.leaving.rejected' },
        },
        offline: {
          on: { VALIDATE_ALL: 'offline', SUBMIT: '#formModel.submitting', LEAVE: '#formModel.leaving.offline' },
        },
      },
      on: { TYPE_VALID: '.valid', TYPE_INVALID: '.invalid' },
    },
    leaving: {
      initial: 'valid',
      states: {
        invalid: asked('invalid'),
        valid: asked('valid'),
        rejected: asked('rejected'),
        offline: asked('offline'),
      },
    },
    submitting: {
      on: {
        SUBMIT: 'submitting',
        SERVER_OK: 'succeeded',
        SERVER_REJECTS: 'editing.rejected',
        SERVER_FAILS: 'editing.offline',
        // The save in flight still reaches the server.
        LEAVE: 'left',
      },
    },
    succeeded: { on: { TYPE_VALID: 'editing.valid', TYPE_INVALID: 'editing.invalid', LEAVE: 'left' } },
    left: { type: 'final' },
  },
});
