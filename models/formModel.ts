import { setup } from 'xstate';

// What a user can observe of a validated form (first name, email, password). TYPE_VALID and TYPE_INVALID fill
// every field; the server's answers are SERVER_OK, SERVER_REJECTS (problem+json) and SERVER_FAILS (no answer).
export const formModel = setup({
  types: {
    events: {} as
      | { type: 'TYPE_VALID' }
      | { type: 'TYPE_INVALID' }
      | { type: 'VALIDATE_ALL' }
      | { type: 'SUBMIT' }
      | { type: 'SERVER_OK' }
      | { type: 'SERVER_REJECTS' }
      | { type: 'SERVER_FAILS' },
  },
}).createMachine({
  id: 'formModel',
  initial: 'editing',
  states: {
    editing: {
      initial: 'blank',
      states: {
        blank: { on: { VALIDATE_ALL: 'missing', SUBMIT: 'missing' } },
        missing: { on: { VALIDATE_ALL: 'missing', SUBMIT: 'missing' } },
        invalid: { on: { VALIDATE_ALL: 'invalid', SUBMIT: 'invalid' } },
        valid: { on: { VALIDATE_ALL: 'valid', SUBMIT: '#formModel.submitting' } },
        rejected: { on: { VALIDATE_ALL: 'rejected', SUBMIT: '#formModel.submitting' } },
        offline: { on: { VALIDATE_ALL: 'offline', SUBMIT: '#formModel.submitting' } },
      },
      on: { TYPE_VALID: '.valid', TYPE_INVALID: '.invalid' },
    },
    submitting: {
      on: {
        SUBMIT: 'submitting',
        SERVER_OK: 'succeeded',
        SERVER_REJECTS: 'editing.rejected',
        SERVER_FAILS: 'editing.offline',
      },
    },
    succeeded: { on: { TYPE_VALID: 'editing.valid', TYPE_INVALID: 'editing.invalid' } },
  },
});
