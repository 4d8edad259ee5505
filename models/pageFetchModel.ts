import { setup } from 'xstate';

// What a user can observe of a page fetch: the loading bar's width and whether it still shows.
// TICK is one loading-bar tick of the clock (300 ms, so it also passes the 200 ms minimum display);
// WAIT_MINIMUM is the rest of the minimum display after an answer that came at once.
export const pageFetchModel = setup({
  types: {
    events: {} as
      | { type: 'START' }
      | { type: 'TICK' }
      | { type: 'SERVER_OK' }
      | { type: 'SERVER_FAILS' }
      | { type: 'WAIT_MINIMUM' },
  },
}).createMachine({
  id: 'pageFetchModel',
  initial: 'idle',
  on: { START: '.pending.at0' },
  states: {
    idle: {},
    pending: {
      initial: 'at0',
      states: {
        at0: { on: { TICK: 'at30', SERVER_OK: '#pageFetchModel.finishing' } },
        at30: { on: { TICK: 'at75' } },
        at75: { on: { TICK: 'at90' } },
        at90: { on: { TICK: 'at90' } },
      },
      on: { SERVER_OK: 'idle', SERVER_FAILS: 'failed' },
    },
    finishing: { on: { WAIT_MINIMUM: 'idle' } },
    failed: {},
  },
});
