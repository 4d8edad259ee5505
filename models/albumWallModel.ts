import { setup } from 'xstate';

// What a room sees of the live wall. Server answers, the slide clock and the connection are explicit events: the
// wall loads (or fails and tries again), slides advance, a newly approved photo comes next, a removed one goes, and
// the connection drops and comes back (the wall reads the album again to catch up).
export const albumWallModel = setup({
  types: {
    events: {} as
      | { type: 'OPEN' }
      | { type: 'LOAD_OK' }
      | { type: 'LOAD_FAILED' }
      | { type: 'RETRY' }
      | { type: 'TICK' }
      | { type: 'PHOTO_APPROVED' }
      | { type: 'PHOTO_REMOVED' }
      | { type: 'CONNECTION_LOST' }
      | { type: 'CONNECTION_BACK' }
      | { type: 'CAUGHT_UP' }
      | { type: 'CATCH_UP_FAILED' },
  },
}).createMachine({
  id: 'albumWallModel',
  initial: 'notOpened',
  states: {
    notOpened: { on: { OPEN: 'loading' } },
    loading: { on: { LOAD_OK: 'live', LOAD_FAILED: 'failed' } },
    failed: { on: { RETRY: 'loading' } },
    live: {
      on: { TICK: 'live', PHOTO_APPROVED: 'live', PHOTO_REMOVED: 'live', CONNECTION_LOST: 'offline' },
    },
    offline: { on: { TICK: 'offline', CONNECTION_BACK: 'catchingUp' } },
    catchingUp: { on: { CAUGHT_UP: 'live', CATCH_UP_FAILED: 'offline', CONNECTION_LOST: 'offline' } },
  },
});
