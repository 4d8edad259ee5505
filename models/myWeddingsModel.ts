import { setup } from 'xstate';

// What a user can observe of their weddings and invitations (the top menu's Invitations count, /weddings). Every
// signed-in page shows them, so opening one asks for them; the server's answers are explicit events. A refresh comes
// from something the user changed (here: an invitation declined). Which user's lists are shown is part of the state:
// after signing in as someone else, the last user's lists never show.
export const myWeddingsModel = setup({
  types: {
    events: {} as
      | { type: 'OPEN_SIGNED_IN' }
      | { type: 'SERVER_OK' }
      | { type: 'SERVER_FAILS' }
      | { type: 'REFRESH' }
      | { type: 'SIGN_OUT' }
      | { type: 'SIGN_IN_AS_OTHER' },
  },
}).createMachine({
  id: 'myWeddingsModel',
  initial: 'notOpened',
  states: {
    notOpened: { on: { OPEN_SIGNED_IN: 'fetching' } },
    /** Nothing shown yet; the lists are asked for. */
    fetching: { on: { SERVER_OK: 'ready', SERVER_FAILS: 'failed' } },
    ready: { on: { REFRESH: 'refreshing', SIGN_OUT: 'signedOut' } },
    /** The lists stay on screen while they are asked for again. */
    refreshing: { on: { SERVER_OK: 'ready', SERVER_FAILS: 'refreshFailed' } },
    /** Not retried on its own: the lists stay as they were until the next change. */
    refreshFailed: { on: { REFRESH: 'refreshing' } },
    failed: { on: { SIGN_OUT: 'signedOut' } },
    signedOut: { on: { SIGN_IN_AS_OTHER: 'fetching' } },
  },
});
