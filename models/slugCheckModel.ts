import { setup } from 'xstate';

// What a user can observe of the web address check. The pause and the server's answers are explicit events.
export const slugCheckModel = setup({
  types: {
    events: {} as
      | { type: 'TYPE' }
      | { type: 'CLEAR' }
      | { type: 'PAUSE' }
      | { type: 'SERVER_AVAILABLE' }
      | { type: 'SERVER_TAKEN' }
      | { type: 'SERVER_FAILS' },
  },
}).createMachine({
  id: 'slugCheckModel',
  initial: 'idle',
  on: { TYPE: '.waiting', CLEAR: '.idle' },
  states: {
    idle: {},
    waiting: { on: { PAUSE: 'checking' } },
    checking: { on: { SERVER_AVAILABLE: 'available', SERVER_TAKEN: 'taken', SERVER_FAILS: 'unchecked' } },
    available: {},
    taken: {},
    unchecked: {},
  },
});
