import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type ToastRequest, toastMachine } from '../../machines/toastMachine';
import { toastModel } from '../../models/toastModel';
import { TOAST_DURATION_MS, TOAST_ID_MAX } from '../../src/shared/constants';
import type { ToastType } from '../../src/shared/types';
import { testModelPaths } from './support/modelPaths';

const TITLES: Record<ToastType, string> = { success: 'Success', error: 'Error', info: 'Info', warning: 'Warning' };
const TYPES: ToastType[] = ['success', 'error', 'info', 'warning'];

function startToasts() {
  const clock = new SimulatedClock();
  const actor = createActor(toastMachine, { clock }).start();
  const request = (toast: ToastRequest) => actor.send({ type: 'toast.requested', toast });
  /** The visible toast, then the queue, without ids. */
  const visibleThenQueued = () => {
    const { current, queue } = actor.getSnapshot().context;
    return [current, ...queue].flatMap((t) => (t ? [{ type: t.type, title: t.title, message: t.message }] : []));
  };
  return { actor, clock, request, visibleThenQueued };
}

testModelPaths(toastModel, () => {
  const { actor, clock, request, visibleThenQueued } = startToasts();
  const expected: Array<{ type: ToastType; title: string; message: string }> = [];
  let requests = 0;
  let latest: ToastRequest | undefined;

  const current = () => actor.getSnapshot().context.current;
  const expectShowing = (count: number) => {
    expect(actor.getSnapshot().value).toBe('showing');
    expect(expected).toHaveLength(count);
    expect(visibleThenQueued()).toEqual(expected);
    const id = current()?.id;
    expect(Number.isInteger(id)).toBe(true);
    expect(id).toBeGreaterThanOrEqual(0);
    expect(id).toBeLessThan(TOAST_ID_MAX);
  };

  return {
    events: {
      REQUEST: () => {
        requests += 1;
        const type = TYPES[requests % TYPES.length]!;
        latest = { type, message: `Message ${requests}` };
        expected.push({ type, title: TITLES[type], message: latest.message });
        request(latest);
      },
      REQUEST_AGAIN: () => request({ ...latest! }),
      REQUEST_EMPTY: () => request({ type: 'error', message: '   ' }),
      WAIT_4S: () => {
        const id = current()?.id;
        clock.increment(TOAST_DURATION_MS - 1);
        expect(current()?.id).toBe(id);
        clock.increment(1);
        expected.shift();
      },
      DISMISS: () => {
        actor.send({ type: 'toast.dismissed', id: current()?.id });
        expected.shift();
      },
    },
    states: {
      idle: () => {
        expect(actor.getSnapshot().value).toBe('idle');
        expect(actor.getSnapshot().context).toEqual({ current: null, queue: [] });
        expect(expected).toEqual([]);
      },
      'showing.alone': () => expectShowing(1),
      'showing.oneQueued': () => expectShowing(2),
      'showing.twoQueued': () => expectShowing(3),
    },
    stop: () => actor.stop(),
  };
});

describe('toasts beyond the model', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test('ids are random integers from 0 up to, not including, 10 million', () => {
    const random = vi.spyOn(Math, 'random');
    const { actor, request, clock } = startToasts();
    random.mockReturnValue(0);
    request({ type: 'info', message: 'Lowest' });
    expect(actor.getSnapshot().context.current?.id).toBe(0);
    random.mockReturnValue(1 - Number.EPSILON);
    request({ type: 'info', message: 'Highest' });
    clock.increment(TOAST_DURATION_MS);
    expect(actor.getSnapshot().context.current).toMatchObject({ message: 'Highest', id: TOAST_ID_MAX - 1 });
  });

  test('a toast identical to the visible or a queued one is dropped; one differing only in type or title is not', () => {
    const { request, visibleThenQueued } = startToasts();
    request({ type: 'success', message: 'Saved' });
    request({ type: 'success', message: 'Saved' });
    request({ type: 'success', title: 'Success', message: ' Saved ' });
    request({ type: 'info', message: 'Syncing' });
    request({ type: 'info', message: 'Syncing' });
    request({ type: 'error', message: 'Saved' });
    request({ type: 'success', title: 'Done', message: 'Saved' });
    request({ type: 'warning', title: 'Done', message: 'Saved' });
    expect(visibleThenQueued()).toEqual([
      { type: 'success', title: 'Success', message: 'Saved' },
      { type: 'info', title: 'Info', message: 'Syncing' },
      { type: 'error', title: 'Error', message: 'Saved' },
      { type: 'success', title: 'Done', message: 'Saved' },
      { type: 'warning', title: 'Done', message: 'Saved' },
    ]);
  });

  test('a toast that has closed can be shown again', () => {
    const { request, clock, visibleThenQueued } = startToasts();
    request({ type: 'warning', message: 'Slow connection' });
    clock.increment(TOAST_DURATION_MS);
    request({ type: 'warning', message: 'Slow connection' });
    expect(visibleThenQueued()).toEqual([{ type: 'warning', title: 'Warning', message: 'Slow connection' }]);
  });

  test('each type has its default title; a given title is kept', () => {
    for (const type of TYPES) {
      const { request, actor } = startToasts();
      request({ type, message: 'Hello' });
      expect(actor.getSnapshot().context.current?.title).toBe(TITLES[type]);
    }
    const { request, actor } = startToasts();
    request({ type: 'success', title: 'Invitation sent', message: 'We emailed Grace.' });
    expect(actor.getSnapshot().context.current?.title).toBe('Invitation sent');
  });

  test('a given title is trimmed, and a blank one gives way to the default', () => {
    const { request, visibleThenQueued } = startToasts();
    request({ type: 'success', title: '  Invitation sent ', message: 'We emailed Grace.' });
    request({ type: 'warning', title: '   ', message: 'Slow connection' });
    expect(visibleThenQueued()).toEqual([
      { type: 'success', title: 'Invitation sent', message: 'We emailed Grace.' },
      { type: 'warning', title: 'Warning', message: 'Slow connection' },
    ]);
  });

  test('the next toast gets a fresh 4 s, and a new request does not extend the visible one', () => {
    const { request, clock, visibleThenQueued } = startToasts();
    request({ type: 'info', message: 'First' });
    clock.increment(3000);
    request({ type: 'info', message: 'Second' });
    clock.increment(1000);
    expect(visibleThenQueued().map((t) => t.message)).toEqual(['Second']);
    clock.increment(TOAST_DURATION_MS - 1);
    expect(visibleThenQueued().map((t) => t.message)).toEqual(['Second']);
    clock.increment(1);
    expect(visibleThenQueued()).toEqual([]);
  });

  test('after a dismiss the next toast gets a fresh 4 s, not what was left of the dismissed one', () => {
    const { actor, request, clock, visibleThenQueued } = startToasts();
    request({ type: 'info', message: 'First' });
    request({ type: 'info', message: 'Second' });
    clock.increment(3000);
    actor.send({ type: 'toast.dismissed', id: actor.getSnapshot().context.current!.id });
    clock.increment(TOAST_DURATION_MS - 1);
    expect(visibleThenQueued().map((t) => t.message)).toEqual(['Second']);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  test('a dismiss for a toast that already closed does not close the next one; one without id closes the visible', () => {
    const random = vi.spyOn(Math, 'random');
    const { actor, request, clock, visibleThenQueued } = startToasts();
    random.mockReturnValue(0.1);
    request({ type: 'info', message: 'First' });
    const firstId = actor.getSnapshot().context.current!.id;
    random.mockReturnValue(0.2);
    request({ type: 'info', message: 'Second' });
    clock.increment(TOAST_DURATION_MS);
    actor.send({ type: 'toast.dismissed', id: firstId });
    expect(visibleThenQueued().map((t) => t.message)).toEqual(['Second']);
    actor.send({ type: 'toast.dismissed' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
