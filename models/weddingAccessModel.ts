import { setup } from 'xstate';

// What a user can observe of a wedding's access. The wedding fetch's answers are explicit events: the
// server allows (the user is on the committee) or says the user is a stranger to it.
export const weddingAccessModel = setup({
  types: {
    events: {} as
      | { type: 'OPEN_PAGE' }
      | { type: 'OPEN_DENIED_LINK' }
      | { type: 'SERVER_ALLOWS' }
      | { type: 'SERVER_SAYS_STRANGER' }
      | { type: 'SERVER_403' }
      | { type: 'SERVER_404' }
      | { type: 'SERVER_FAILS' }
      | { type: 'RETRY' }
      | { type: 'CALL_403' }
      | { type: 'GO_TO_OPEN_PAGE' }
      | { type: 'GO_TO_COUPLE_PAGE' }
      | { type: 'FOLLOW_DENIED_LINK' }
      | { type: 'RELOAD' },
  },
}).createMachine({
  id: 'weddingAccessModel',
  initial: 'notOpened',
  states: {
    notOpened: { on: { OPEN_PAGE: 'loading', OPEN_DENIED_LINK: 'loadingDenied' } },
    loading: {
      on: {
        SERVER_ALLOWS: 'accessible',
        SERVER_SAYS_STRANGER: 'notAccessible',
        SERVER_404: 'missing',
        SERVER_FAILS: 'failed',
      },
    },
    loadingDenied: { on: { SERVER_ALLOWS: 'deniedByLink', SERVER_404: 'missing' } },
    accessible: {
      on: {
        CALL_403: 'notAccessible',
        GO_TO_COUPLE_PAGE: 'notAccessible',
        GO_TO_OPEN_PAGE: 'accessible',
        FOLLOW_DENIED_LINK: 'deniedByLink',
        RELOAD: 'reloading',
      },
    },
    reloading: {
      on: {
        SERVER_ALLOWS: 'accessible',
        SERVER_403: 'refused',
        SERVER_404: 'missing',
        SERVER_FAILS: 'accessible',
      },
    },
    notAccessible: {
      on: { GO_TO_OPEN_PAGE: 'accessible', GO_TO_COUPLE_PAGE: 'notAccessible', FOLLOW_DENIED_LINK: 'deniedByLink' },
    },
    // The wedding's own page was refused while the user was on it: its link leads where they already are, so
    // only another page of the wedding changes anything.
    refused: { on: { GO_TO_COUPLE_PAGE: 'notAccessible' } },
    deniedByLink: { on: { GO_TO_OPEN_PAGE: 'accessible', GO_TO_COUPLE_PAGE: 'notAccessible' } },
    missing: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
