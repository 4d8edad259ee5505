import { setup } from 'xstate';

// What a user can observe of the countdown card. The clock is explicit: a tick within the same period, a tick
// that crosses the wedding day's first second (GMT+3), and one that crosses an anniversary.
export const countdownModel = setup({
  types: {
    events: {} as
      | { type: 'OPEN_BEFORE_THE_DAY' }
      | { type: 'OPEN_AFTER_THE_DAY' }
      | { type: 'TICK' }
      | { type: 'TICK_INTO_THE_DAY' }
      | { type: 'TICK_INTO_NEXT_YEAR' }
      | { type: 'MOVE_DATE_AHEAD' }
      | { type: 'MOVE_DATE_BACK' }
      | { type: 'CLICK' },
  },
}).createMachine({
  id: 'countdownModel',
  initial: 'notOpened',
  states: {
    notOpened: { on: { OPEN_BEFORE_THE_DAY: 'upcoming', OPEN_AFTER_THE_DAY: 'anniversary' } },
    upcoming: {
      on: {
        TICK: 'upcoming',
        TICK_INTO_THE_DAY: 'anniversary',
        MOVE_DATE_BACK: 'anniversary',
        MOVE_DATE_AHEAD: 'upcoming',
        CLICK: 'upcoming',
      },
    },
    anniversary: {
      on: {
        TICK: 'anniversary',
        TICK_INTO_NEXT_YEAR: 'anniversary',
        MOVE_DATE_AHEAD: 'upcoming',
        MOVE_DATE_BACK: 'anniversary',
        CLICK: 'anniversary',
      },
    },
  },
});
