import { assign, fromCallback, setup } from 'xstate';
import { type Countdown, countdown } from '../src/shared/countdown';

export interface CountdownInput {
  /** The wedding date (ISO, a calendar date). */
  date: string;
  /** Epoch milliseconds when the card opens; the clock actor reports every second after that. */
  now: number;
}

export interface CountdownContext {
  date: string;
  now: number;
  view: Countdown;
}

export type CountdownEvent =
  | { type: 'clock.ticked'; now: number }
  | { type: 'date.changed'; date: string }
  | { type: 'card.clicked' };

/**
 * The countdown card (spec section 4): counts down to the wedding day, then, from its first second in GMT+3,
 * to the next anniversary with its number of years. The rule is `countdown()` of src/shared; the clock that
 * ticks each second and the navigation a click makes are provided by the app.
 */
export const countdownMachine = setup({
  types: { context: {} as CountdownContext, events: {} as CountdownEvent, input: {} as CountdownInput },
  actions: {
    storeNow: assign(({ context }, params: { now: number }) => ({
      now: params.now,
      view: countdown(context.date, params.now),
    })),
    storeDate: assign(({ context }, params: { date: string }) => ({
      date: params.date,
      view: countdown(params.date, context.now),
    })),
    openCalendar: (_, _params: { date: string }) => {
      throw new Error('openCalendar not provided');
    },
  },
  guards: {
    'wedding day is ahead': ({ context }) => context.view.mode === 'upcoming',
  },
  actors: {
    clock: fromCallback<CountdownEvent>(() => {
      throw new Error('clock not provided');
    }),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ date: input.date, now: input.now, view: countdown(input.date, input.now) }),
  invoke: { src: 'clock' },
  initial: 'deciding',
  on: {
    'clock.ticked': {
      target: '.deciding',
      actions: { type: 'storeNow', params: ({ event }) => ({ now: event.now }) },
    },
    'date.changed': {
      target: '.deciding',
      actions: { type: 'storeDate', params: ({ event }) => ({ date: event.date }) },
    },
    // Spec: clicking opens the wedding calendar on the wedding day, or on the next anniversary when past.
    'card.clicked': { actions: { type: 'openCalendar', params: ({ context }) => ({ date: context.view.target }) } },
  },
  states: {
    deciding: { always: [{ guard: 'wedding day is ahead', target: 'upcoming' }, { target: 'anniversary' }] },
    upcoming: {},
    anniversary: {},
  },
});
