import { setup } from 'xstate';

// What the holder of a run sheet link can observe (issue 37). The server's answers, the couple's edits and the
// wedding's clock are explicit events: the sheet arrives, fails (no signal) or is gone (the link was turned off);
// the couple moves an item; the clock reaches the next item; the reader marks a change seen.
export const runSheetModel = setup({
  types: {
    events: {} as
      | { type: 'OPEN' }
      | { type: 'OPEN_WITH_KEPT_SHEET' }
      | { type: 'LOADED' }
      | { type: 'LOADED_WITH_MOVES' }
      | { type: 'FAILED' }
      | { type: 'RETRY' }
      | { type: 'BACK_ONLINE' }
      | { type: 'GONE' }
      | { type: 'TICK' }
      | { type: 'MOVED' }
      | { type: 'SEE' },
  },
}).createMachine({
  id: 'runSheetModel',
  initial: 'notOpened',
  states: {
    notOpened: { on: { OPEN: 'loading', OPEN_WITH_KEPT_SHEET: 'keptLoading' } },
    loading: { on: { LOADED: 'live.clean', FAILED: 'failed', GONE: 'gone' } },
    /** The device kept the sheet and what it had seen from an earlier visit; an item moved meanwhile. */
    keptLoading: { on: { LOADED_WITH_MOVES: 'live.changed', FAILED: 'offline' } },
    failed: { on: { RETRY: 'loading' } },
    live: {
      initial: 'clean',
      states: {
        clean: {
          on: { TICK: 'clean', MOVED: 'changed', FAILED: '#runSheetModel.offline', GONE: '#runSheetModel.gone' },
        },
        changed: { on: { SEE: 'clean', MOVED: 'changed', TICK: 'changed' } },
      },
    },
    offline: { on: { FAILED: 'offline', BACK_ONLINE: 'live.clean' } },
    gone: {},
  },
});
