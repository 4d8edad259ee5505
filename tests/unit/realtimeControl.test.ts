import { describe, expect, test } from 'vitest';
import { isSocketMessage } from '../../src/shared/realtime';
import { dispatchInto, notification, task, W } from './support/planningFixtures';

// The socket's control messages, and what the stores do around them: a resync refetches, the first ready of a session
// refetches what was fetched before it, and what arrives while a list is fetched is kept.

function setup() {
  const harness = dispatchInto();
  harness.stores.board.trigger.seeded({ weddingId: W, tasks: [task('t1')] });
  harness.stores.notifications.trigger.seeded({ notifications: [notification('n1')], count: 1 });
  return harness;
}

describe('socket control messages', () => {
  test('resync tells every store (views keyed on it refetch) and re-fetches the profile', () => {
    const { stores, send, calls } = setup();
    send({ stream: 'socket', action: 'resync', data: {} });
    for (const store of [stores.board, stores.runOfShow, stores.comments, stores.calendar]) {
      expect(store.getSnapshot().context.resyncs).toBe(1);
    }
    expect(stores.messages.getSnapshot().context.resyncs).toBe(1);
    expect(stores.notifications.getSnapshot().context.resyncs).toBe(1);
    expect(calls).toEqual(['refreshProfile']);
    // Seeding again keeps the count, so a view keyed on it does not refetch in a loop.
    stores.notifications.trigger.seeded({ notifications: [], count: 0 });
    stores.board.trigger.seeded({ weddingId: W, tasks: [] });
    expect(stores.notifications.getSnapshot().context.resyncs).toBe(1);
    expect(stores.board.getSnapshot().context.resyncs).toBe(1);
  });

  test('the first ready of a session refetches what was fetched before it, once; later readies change nothing', () => {
    const { stores, send } = setup();
    const resyncs = () => [
      stores.board.getSnapshot().context.resyncs,
      stores.notifications.getSnapshot().context.resyncs,
    ];
    send({ stream: 'socket', action: 'ready', data: {} });
    expect(resyncs()).toEqual([1, 1]);
    send({ stream: 'socket', action: 'ready', data: {} });
    expect(resyncs()).toEqual([1, 1]);
    // A store nothing was fetched into has nothing to refetch.
    expect(stores.calendar.getSnapshot().context).toMatchObject({ resyncs: 0, live: true });
    const fresh = dispatchInto();
    fresh.send({ stream: 'socket', action: 'ready', data: {} });
    expect(fresh.stores.notifications.getSnapshot().context).toMatchObject({ resyncs: 0, live: true });
  });

  test("Funds and the guest list refetch on the session's first ready only; a reconnect replays what it missed", () => {
    const { stores, send } = setup();
    const seen = () => [stores.funds.getSnapshot().context.version, stores.guests.getSnapshot().context.revision];
    send({ stream: 'socket', action: 'ready', data: {} });
    expect(seen()).toEqual([1, 1]);
    send({ stream: 'socket', action: 'ready', data: {} });
    expect(seen()).toEqual([1, 1]);
    // A resync still refetches both, and so does a new session's first ready.
    send({ stream: 'socket', action: 'resync', data: {} });
    expect(seen()).toEqual([2, 2]);
    stores.funds.trigger.reset();
    stores.guests.trigger.reset();
    send({ stream: 'socket', action: 'ready', data: {} });
    expect(seen()).toEqual([1, 1]);
  });

  test('a notification delivered while the list was being fetched stays on top of the fetched list', () => {
    const { stores, send } = setup();
    const later = notification('n9', '2030-01-02T00:00:00.000Z');
    send({ stream: 'notifications', action: 'create', data: { notification: later } });
    stores.notifications.trigger.seeded({ notifications: [notification('n2'), notification('n1')], count: 2 });
    const context = stores.notifications.getSnapshot().context;
    expect(context.notifications.map((n) => n.id)).toEqual(['n9', 'n2', 'n1']);
    expect(context.count).toBe(3);
  });

  test('an unknown stream is only logged', () => {
    const { stores, send, calls } = setup();
    const before = JSON.stringify(stores.board.getSnapshot().context);
    send({ stream: 'weather', action: 'update', data: {} } as never);
    expect(calls).toEqual(['realtime: unknown message']);
    expect(JSON.stringify(stores.board.getSnapshot().context)).toBe(before);
  });

  test('a frame is a message only with an id and data, on a stream and action this client knows', () => {
    expect(isSocketMessage({ id: 1, stream: 'socket', action: 'ready', data: {} })).toBe(true);
    expect(isSocketMessage({ id: 2, stream: 'account_tasks', action: 'delete', data: { id: 't' } })).toBe(true);
    expect(isSocketMessage({ id: 3, stream: 'account_tasks', action: 'explode', data: {} })).toBe(false);
    expect(isSocketMessage({ id: 4, stream: 'weather', action: 'update', data: {} })).toBe(false);
    expect(isSocketMessage({ stream: 'socket', action: 'ready', data: {} })).toBe(false);
    expect(isSocketMessage({ id: 5, stream: 'socket', action: 'ready', data: null })).toBe(false);
    expect(isSocketMessage('ready')).toBe(false);
  });
});
