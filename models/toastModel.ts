import { setup } from 'xstate';

// What a user can observe of toasts: the visible one and how many wait behind it (at most two, to stay finite).
// REQUEST asks for a new toast, REQUEST_AGAIN repeats the latest request, WAIT_4S is the clock.
export const toastModel = setup({
  types: {
    events: {} as
      | { type: 'REQUEST' }
      | { type: 'REQUEST_AGAIN' }
      | { type: 'REQUEST_EMPTY' }
      | { type: 'WAIT_4S' }
      | { type: 'DISMISS' },
  },
}).createMachine({
  id: 'toastModel',
  initial: 'idle',
  states: {
    idle: { on: { REQUEST: 'showing.alone', REQUEST_EMPTY: 'idle' } },
    showing: {
      initial: 'alone',
      states: {
        // Repeated and empty requests change nothing. Self-targets, because createTestModel skips targetless ones.
        alone: {
          on: {
            REQUEST: 'oneQueued',
            REQUEST_AGAIN: 'alone',
            REQUEST_EMPTY: 'alone',
            WAIT_4S: '#toastModel.idle',
            DISMISS: '#toastModel.idle',
          },
        },
        oneQueued: {
          on: {
            REQUEST: 'twoQueued',
            REQUEST_AGAIN: 'oneQueued',
            REQUEST_EMPTY: 'oneQueued',
            WAIT_4S: 'alone',
            DISMISS: 'alone',
          },
        },
        twoQueued: {
          on: { REQUEST_AGAIN: 'twoQueued', REQUEST_EMPTY: 'twoQueued', WAIT_4S: 'oneQueued', DISMISS: 'oneQueued' },
        },
      },
    },
  },
});
