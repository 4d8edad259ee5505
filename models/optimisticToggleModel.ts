import { setup } from 'xstate';

// What a user can observe of an optimistic on/off (a task's done box): what it shows and whether a request is out.
// Each state is named by what the server last said and what the box shows. The server's answers are explicit
// events; the server here always does what it was asked.
export const optimisticToggleModel = setup({
  types: {
    events: {} as { type: 'CLICK' } | { type: 'SERVER_OK' } | { type: 'SERVER_FAILS' } | { type: 'CHANGED_ELSEWHERE' },
  },
}).createMachine({
  id: 'optimisticToggleModel',
  initial: 'off',
  states: {
    off: { on: { CLICK: 'turningOn', CHANGED_ELSEWHERE: 'on' } },
    on: { on: { CLICK: 'turningOff', CHANGED_ELSEWHERE: 'off' } },
    /** Asked for on; shows on. */
    turningOn: { on: { CLICK: 'turningOnUndone', SERVER_OK: 'on', SERVER_FAILS: 'off' } },
    /** Asked for on, then clicked back: shows off; once on is saved, off is sent. */
    turningOnUndone: { on: { CLICK: 'turningOn', SERVER_OK: 'turningOff', SERVER_FAILS: 'off' } },
    turningOff: { on: { CLICK: 'turningOffUndone', SERVER_OK: 'off', SERVER_FAILS: 'on' } },
    turningOffUndone: { on: { CLICK: 'turningOff', SERVER_OK: 'turningOn', SERVER_FAILS: 'on' } },
  },
});
