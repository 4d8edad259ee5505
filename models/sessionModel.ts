import { setup } from 'xstate';

// What a user can observe of the session. Opening the app, the server's answers and a 401 are explicit events.
export const sessionModel = setup({
  types: {
    events: {} as
      | { type: 'OPEN_WITH_TOKEN' }
      | { type: 'OPEN_SIGNED_OUT' }
      | { type: 'LOGIN' }
      | { type: 'SERVER_OK' }
      | { type: 'SERVER_FAILS' }
      | { type: 'SERVER_401' }
      | { type: 'REFRESH' }
      | { type: 'UPDATE_USER' }
      | { type: 'LOGOUT' },
  },
}).createMachine({
  id: 'sessionModel',
  initial: 'notOpened',
  states: {
    notOpened: { on: { OPEN_WITH_TOKEN: 'loggedIn.validating', OPEN_SIGNED_OUT: 'loggedOut' } },
    loggedOut: { on: { LOGIN: 'loggedIn.ready' } },
    loggedIn: {
      initial: 'validating',
      states: {
        // Self-targets: createTestModel skips transitions without a target.
        validating: { on: { SERVER_OK: 'ready', SERVER_FAILS: 'ready', UPDATE_USER: 'validating' } },
        ready: { on: { REFRESH: 'validating', UPDATE_USER: 'ready' } },
      },
      on: { LOGIN: '.ready', LOGOUT: 'loggingOut', SERVER_401: 'expired' },
    },
    loggingOut: { on: { SERVER_OK: 'loggedOut', SERVER_FAILS: 'loggedOut', LOGIN: 'loggedIn.ready' } },
    expired: { on: { LOGIN: 'loggedIn.ready' } },
  },
});
