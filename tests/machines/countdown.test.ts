import { LocalDate } from '@js-joda/core';
import { expect, test } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { type CountdownEvent, countdownMachine } from '../../machines/countdownMachine';
import { countdownModel } from '../../models/countdownModel';
import { ANNIVERSARY_YEAR_MS, dayStartMs } from '../../src/shared/countdown';
import { testModelPaths } from './support/modelPaths';

const DAY = 86_400_000;

/** The card with a fake clock the test ticks and a recorded navigation. */
function startCard(date: string, now: number) {
  let tick: ((event: CountdownEvent) => void) | undefined;
  const opened: string[] = [];
  const actor = createActor(
    countdownMachine.provide({
      actors: {
        clock: fromCallback<CountdownEvent>(({ sendBack }) => {
          tick = sendBack;
        }),
      },
      actions: { openCalendar: (_, { date: day }) => opened.push(day) },
    }),
    { input: { date, now } },
  ).start();
  return { actor, opened, tick: (at: number) => tick!({ type: 'clock.ticked', now: at }) };
}

testModelPaths(countdownModel, () => {
  let card: ReturnType<typeof startCard> | undefined;
  let date = '';
  let now = 0;
  const open = () => {
    if (!card) throw new Error('The card is not open');
    return card;
  };
  const tickTo = (at: number) => {
    now = at;
    open().tick(at);
  };
  const moveDate = (to: string) => {
    date = to;
    open().actor.send({ type: 'date.changed', date: to });
  };
  const today = () => LocalDate.parse(new Date(now + 3 * 3_600_000).toISOString().slice(0, 10));

  return {
    events: {
      OPEN_BEFORE_THE_DAY: () => {
        date = '2027-06-12';
        now = Date.parse('2027-06-10T12:00:00Z');
        card = startCard(date, now);
      },
      OPEN_AFTER_THE_DAY: () => {
        date = '2020-03-10';
        now = Date.parse('2026-11-22T12:00:00Z');
        card = startCard(date, now);
      },
      TICK: () => tickTo(now + 1000),
      TICK_INTO_THE_DAY: () => tickTo(dayStartMs(date)),
      TICK_INTO_NEXT_YEAR: () => {
        const { view } = open().actor.getSnapshot().context;
        tickTo(dayStartMs(view.target));
        expect(open().actor.getSnapshot().context.view.years).toBe(view.years + 1);
      },
      MOVE_DATE_AHEAD: () => moveDate(today().plusDays(100).toString()),
      MOVE_DATE_BACK: () => moveDate(today().minusYears(3).minusDays(20).toString()),
      CLICK: () => {
        const before = open().opened.length;
        open().actor.send({ type: 'card.clicked' });
        expect(open().opened.slice(before)).toEqual([open().actor.getSnapshot().context.view.target]);
      },
    },
    states: {
      notOpened: () => expect(card).toBeUndefined(),
      upcoming: () => {
        const { value, context } = open().actor.getSnapshot();
        expect(value).toBe('upcoming');
        const left = dayStartMs(date) - now;
        expect(context.view).toEqual({
          mode: 'upcoming',
          target: date,
          years: 0,
          days: Math.floor(left / DAY),
          hours: Math.floor((left % DAY) / 3_600_000),
          minutes: Math.floor((left % 3_600_000) / 60_000),
          seconds: Math.floor((left % 60_000) / 1000),
        });
      },
      anniversary: () => {
        const { value, context } = open().actor.getSnapshot();
        expect(value).toBe('anniversary');
        const start = dayStartMs(date);
        const years = Math.floor((now - start) / ANNIVERSARY_YEAR_MS) + 1;
        expect(context.view).toMatchObject({
          mode: 'anniversary',
          years,
          target: LocalDate.parse(date).plusYears(years).toString(),
        });
        expect(dayStartMs(context.view.target)).toBeGreaterThan(now);
      },
    },
    stop: () => card?.actor.stop(),
  };
});

test('the clock is stopped with the card', () => {
  let stopped = false;
  const actor = createActor(
    countdownMachine.provide({
      actors: { clock: fromCallback(() => () => (stopped = true)) },
      actions: { openCalendar: () => {} },
    }),
    { input: { date: '2030-01-01', now: 0 } },
  ).start();
  actor.stop();
  expect(stopped).toBe(true);
});
