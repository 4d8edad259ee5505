import { setup } from 'xstate';

// What a user can observe of the real-time channel. Signing in and out are user events; the socket opening, dropping,
// delivering, being refused and running out of retries are explicit events the test makes the fake socket do.
// `gaveUp` and `refused` are the disconnected state with the reconnect-error flag, and after the server refused the
// token; they are states here because a test model keeps nothing in context.
export const socketModel = setup({
  types: {
    events: {} as
      | { type: 'SIGN_IN' }
      | { type: 'SIGN_OUT' }
      | { type: 'SOCKET_OPENS' }
      | { type: 'SOCKET_DROPS' }
      | { type: 'MESSAGE' }
      | { type: 'SOCKET_ERROR' }
      | { type: 'TOKEN_REFUSED' }
      | { type: 'RETRIES_EXHAUSTED' },
  },
}).createMachine({
  id: 'socketModel',
  initial: 'signedOut',
  states: {
    signedOut: { on: { SIGN_IN: 'connecting' } },
    connecting: {
      on: {
        SOCKET_OPENS: 'connected',
        SOCKET_DROPS: 'reconnecting',
        TOKEN_REFUSED: 'refused',
        SIGN_IN: 'connecting',
        SIGN_OUT: 'signedOut',
      },
    },
    connected: {
      on: {
        // Self-targets: createTestModel skips transitions without a target.
        MESSAGE: 'connected',
        SOCKET_ERROR: 'connected',
        SOCKET_DROPS: 'reconnecting',
        TOKEN_REFUSED: 'refused',
        SIGN_IN: 'connecting',
        SIGN_OUT: 'signedOut',
      },
    },
    reconnecting: {
      on: {
        SOCKET_OPENS: 'connected',
        SOCKET_DROPS: 'reconnecting',
        RETRIES_EXHAUSTED: 'gaveUp',
        TOKEN_REFUSED: 'refused',
        SIGN_IN: 'connecting',
        SIGN_OUT: 'signedOut',
      },
    },
    gaveUp: { on: { SIGN_IN: 'connecting', SIGN_OUT: 'signedOut' } },
    refused: { on: { SIGN_IN: 'connecting', SIGN_OUT: 'signedOut' } },
  },
});
