import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { LOADING_TICK_MS, pageFetchMachine } from '../../machines/pageFetchMachine';
import { pageFetchModel } from '../../models/pageFetchModel';
import { FETCH_MIN_DELAY_MS } from '../../src/shared/constants';
import { testModelPaths } from './support/modelPaths';

const FAILURE = 'The server is unavailable.';

function startPageFetch() {
  const clock = new SimulatedClock();
  /** Every event the machine received, its own delayed ones included. */
  const received: string[] = [];
  const actor = createActor(pageFetchMachine, {
    clock,
    inspect: (e) => void (e.type === '@xstate.event' && received.push(e.event.type)),
  }).start();
  return { actor, clock, received, context: () => actor.getSnapshot().context, value: () => actor.getSnapshot().value };
}

testModelPaths(pageFetchModel, () => {
  const { actor, clock, context, value } = startPageFetch();
  // The app stamps answers with its own clock; any distinct numbers do here.
  let timestamp: number | null = null;
  const stamp = () => {
    timestamp = 1_700_000_000_000 + clock.now();
    return timestamp;
  };
  const expectPending = (progress: number) => {
    expect(value()).toBe('pending');
    expect(context()).toMatchObject({ pending: true, error: null, progress, timestamp });
  };

  return {
    events: {
      START: () => actor.send({ type: 'fetch.started' }),
      TICK: () => clock.increment(LOADING_TICK_MS),
      SERVER_OK: () => actor.send({ type: 'fetch.succeeded', timestamp: stamp() }),
      SERVER_FAILS: () => actor.send({ type: 'fetch.failed', message: FAILURE, timestamp: stamp() }),
      WAIT_MINIMUM: () => {
        clock.increment(FETCH_MIN_DELAY_MS - 1);
        expect(value()).toBe('finishing');
        clock.increment(1);
      },
    },
    states: {
      idle: () => {
        expect(value()).toBe('idle');
        expect(context()).toMatchObject({ pending: false, error: null, timestamp, progress: timestamp ? 100 : 0 });
      },
      'pending.at0': () => expectPending(0),
      'pending.at30': () => expectPending(30),
      'pending.at75': () => expectPending(75),
      'pending.at90': () => expectPending(90),
      finishing: () => {
        expect(value()).toBe('finishing');
        expect(context()).toMatchObject({ pending: true, error: null, progress: 100, timestamp });
      },
      failed: () => {
        expect(value()).toBe('failed');
        expect(context()).toMatchObject({ pending: false, error: FAILURE, timestamp, progress: 100 });
      },
    },
    stop: () => actor.stop(),
  };
});

describe('page fetch beyond the model', () => {
  test('the loading bar grows by 30, then 45, and stops at 90 until the answer', () => {
    const { actor, clock, context } = startPageFetch();
    actor.send({ type: 'fetch.started' });
    const seen: number[] = [];
    for (let tick = 0; tick < 6; tick++) {
      clock.increment(LOADING_TICK_MS);
      seen.push(context().progress);
    }
    expect(seen).toEqual([30, 75, 90, 90, 90, 90]);
    actor.send({ type: 'fetch.succeeded', timestamp: 1 });
    expect(context().progress).toBe(100);
  });

  test('an answer after 150 ms keeps the indicator only for the remaining 50 ms', () => {
    const { actor, clock, value, context } = startPageFetch();
    actor.send({ type: 'fetch.started' });
    clock.increment(150);
    actor.send({ type: 'fetch.succeeded', timestamp: 1 });
    expect(value()).toBe('finishing');
    clock.increment(49);
    expect(context().pending).toBe(true);
    clock.increment(1);
    expect(value()).toBe('idle');
    expect(context().pending).toBe(false);
  });

  test('a restart begins a new minimum display; the old one cannot cut it short', () => {
    const { actor, clock, value } = startPageFetch();
    actor.send({ type: 'fetch.started' });
    actor.send({ type: 'fetch.succeeded', timestamp: 1 });
    clock.increment(150);
    actor.send({ type: 'fetch.started' });
    clock.increment(100);
    actor.send({ type: 'fetch.succeeded', timestamp: 2 });
    expect(value()).toBe('finishing');
    clock.increment(FETCH_MIN_DELAY_MS - 100 - 1);
    expect(value()).toBe('finishing');
    clock.increment(1);
    expect(value()).toBe('idle');
  });

  test('answers that arrive when no fetch is pending change nothing', () => {
    const { actor, context, value } = startPageFetch();
    actor.send({ type: 'fetch.succeeded', timestamp: 1 });
    actor.send({ type: 'fetch.failed', message: FAILURE, timestamp: 2 });
    expect(value()).toBe('idle');
    expect(context()).toMatchObject({ pending: false, error: null, timestamp: null, progress: 0 });
  });

  test('a failed fetch stops its minimum display: no timer of it is left to fire', () => {
    const { actor, clock, received, value } = startPageFetch();
    actor.send({ type: 'fetch.started' });
    clock.increment(100);
    actor.send({ type: 'fetch.failed', message: FAILURE, timestamp: 1 });
    clock.increment(FETCH_MIN_DELAY_MS);
    expect(value()).toBe('failed');
    expect(received).not.toContain('fetch.minimumElapsed');
  });
});
