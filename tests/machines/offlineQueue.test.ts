import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type OfflineQueueEmitted, offlineQueueMachine, type QueuedChange } from '../../machines/offlineQueueMachine';
import { offlineQueueModel } from '../../models/offlineQueueModel';
import { ApiError } from '../../src/shared/apiError';
import { testModelPaths } from './support/modelPaths';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Pending {
  change: QueuedChange;
  resolve(item: unknown): void;
  reject(error: unknown): void;
}

const changeOf = (n: number): QueuedChange => ({
  key: `key-${n}`,
  label: `change ${n}`,
  method: 'PATCH',
  url: '/api/v1/wedding-day-tasks/item/',
  body: { done: true, version: 1 },
  version: 1,
  at: n * 1_000,
});

/** The machine with a send the test answers, what it kept on the device and what it told the app. */
function start(queue: QueuedChange[] = []) {
  const sends: Pending[] = [];
  const persisted: QueuedChange[][] = [];
  const told: OfflineQueueEmitted[] = [];
  const actor = createActor(
    offlineQueueMachine.provide({
      actors: {
        send: fromPromise<unknown, QueuedChange>(
          ({ input }) => new Promise((resolve, reject) => sends.push({ change: input, resolve, reject })),
        ),
      },
      actions: { persist: ({ context }) => persisted.push(context.queue) },
    }),
    { input: { queue } },
  );
  actor.on('*', (event) => told.push(event));
  actor.start();
  return { actor, sends, persisted, told };
}

const THEIRS = { id: 'item', version: 7, time: '17:45' };

testModelPaths(offlineQueueModel, () => {
  const q = start();
  let n = 0;
  const made: QueuedChange[] = [];
  let restored: QueuedChange[] | undefined;
  const ctx = () => q.actor.getSnapshot().context;
  const value = () => q.actor.getSnapshot().value;
  const pending = () => q.sends.at(-1)!;
  /** The server answers every change still to go, in order. */
  const answerAll = async () => {
    await flush();
    while (value() === 'syncing') {
      const head = pending();
      head.resolve({ id: 'item', version: 2, key: head.change.key });
      await flush();
    }
  };
  const appliedKeys = () =>
    q.told.filter((e) => e.type === 'applied').map((e) => (e as { change: QueuedChange }).change.key.split('+')[0]);
  return {
    events: {
      CHANGE: async () => {
        n += 1;
        const change = changeOf(n);
        made.push(change);
        q.actor.send({ type: 'change.queued', change });
        await flush();
      },
      // What the app does when a change sent straight away finds no network (areas/offline/offlineQueue.ts).
      FAIL_CHANGE: async () => {
        n += 1;
        const change = changeOf(n);
        made.push(change);
        q.actor.send({ type: 'network.lost', at: 500 });
        q.actor.send({ type: 'change.queued', change });
        await flush();
      },
      RESTORE: async () => {
        const change = { ...changeOf(99), key: 'kept-from-reload' };
        made.unshift(change);
        restored = [change];
        q.actor.send({ type: 'queue.restored', changes: [change] });
        await flush();
      },
      LOSE: () => q.actor.send({ type: 'network.lost', at: 500 }),
      SHOW_COPY: () => q.actor.send({ type: 'copy.shown', at: 700 }),
      BACK: async () => {
        q.actor.send({ type: 'network.back' });
        await flush();
      },
      ANSWER_ALL: answerAll,
      NO_ANSWER: async () => {
        pending().reject(new ApiError(0, undefined));
        await flush();
      },
      CHANGED_SINCE: async () => {
        pending().reject(new ApiError(409, { type: 'about:blank', title: 'Conflict', status: 409, current: THEIRS }));
        await flush();
      },
      REFUSED: async () => {
        const refused = pending().change;
        pending().reject(
          new ApiError(403, { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Not yours.' }),
        );
        await answerAll();
        made.splice(made.indexOf(refused), 1);
        expect(q.told.filter((e) => e.type === 'refused')).toContainEqual({
          type: 'refused',
          change: refused,
          status: 403,
          detail: 'Not yours.',
        });
      },
      KEEP_MINE: async () => {
        q.actor.send({ type: 'conflict.keepMine' });
        await flush();
        // Sent again over their version, under a key of its own: knowingly over theirs.
        expect(pending().change.body.version).toBe(7);
        expect(pending().change.version).toBe(7);
        expect(pending().change.key).toMatch(/\+7$/);
      },
      TAKE_THEIRS: async () => {
        const dropped = ctx().queue[0]!;
        q.actor.send({ type: 'conflict.takeTheirs' });
        expect(q.told.at(-1)).toEqual({ type: 'applied', change: dropped, item: THEIRS });
        await answerAll();
      },
      SIGN_OUT: () => {
        made.length = 0;
        q.actor.send({ type: 'queue.cleared' });
      },
    },
    states: {
      online: () => {
        expect(value()).toBe('online');
        expect(ctx().queue).toEqual([]);
        expect(ctx().offlineSince).toBeNull();
        expect(ctx().showingCopies).toBe(false);
        expect(ctx().conflict).toBeNull();
        // Every change made went, in the order made, once each (a refused one is said, not applied).
        expect(appliedKeys()).toEqual(made.map((c) => c.key));
        if (q.persisted.length) expect(q.persisted.at(-1)).toEqual([]);
      },
      offline: () => {
        expect(value()).toBe('offline');
        expect(ctx().offlineSince).toBe(500);
        expect(ctx().showingCopies).toBe(false);
        expect(ctx().queue).toEqual([]);
      },
      showingCopies: () => {
        expect(value()).toBe('offline');
        expect(ctx().showingCopies).toBe(true);
        expect(ctx().offlineSince).not.toBeNull();
      },
      waiting: () => {
        expect(value()).toBe('offline');
        expect(ctx().offlineSince).not.toBeNull();
        const waitingKeys = ctx().queue.map((c) => c.key.split('+')[0]);
        expect(waitingKeys).toEqual(made.slice(appliedKeys().length).map((c) => c.key));
        // Kept on the device as it is, for a reload (a queue restored from the device is there already).
        expect(q.persisted.at(-1) ?? restored).toEqual(ctx().queue);
      },
      sending: () => {
        expect(value()).toBe('syncing');
        expect(pending().change).toBe(ctx().queue[0]);
        expect(ctx().conflict).toBeNull();
      },
      conflict: () => {
        expect(value()).toBe('conflict');
        expect(ctx().conflict).toEqual({ change: ctx().queue[0], theirs: THEIRS });
      },
    },
    stop: () => q.actor.stop(),
  };
});

test('offline since the first loss; a copy shown while online is also offline; a change waits behind a conflict', async () => {
  const q = start([changeOf(1)]);
  await flush();
  expect(q.actor.getSnapshot().value).toBe('syncing');
  q.sends[0]!.reject(new ApiError(0, undefined));
  await flush();
  // Offline since the change that could not go was made.
  expect(q.actor.getSnapshot().context.offlineSince).toBe(1_000);
  q.actor.send({ type: 'network.lost', at: 9_000 });
  q.actor.send({ type: 'copy.shown', at: 9_500 });
  expect(q.actor.getSnapshot().context).toMatchObject({ offlineSince: 1_000, showingCopies: true });
  q.actor.send({ type: 'network.back' });
  await flush();
  q.sends[1]!.reject(new ApiError(409, undefined));
  await flush();
  expect(q.actor.getSnapshot().context.conflict).toEqual({ change: changeOf(1), theirs: null });
  q.actor.send({ type: 'change.queued', change: changeOf(2) });
  expect(q.actor.getSnapshot().value).toBe('conflict');
  // Keeping mine with no version known sends the change as it was.
  q.actor.send({ type: 'conflict.keepMine' });
  await flush();
  expect(q.sends[2]!.change).toMatchObject({ body: changeOf(1).body, key: 'key-1+x' });

  const fresh = start();
  fresh.actor.send({ type: 'copy.shown', at: 3 });
  expect(fresh.actor.getSnapshot().context).toMatchObject({ offlineSince: 3, showingCopies: true });
  expect(fresh.actor.getSnapshot().value).toBe('offline');
});

test('a refusal with no answer body says status 0 and no detail; a machine without its send fails loudly', async () => {
  const q = start([changeOf(1)]);
  await flush();
  q.sends[0]!.reject('boom');
  await flush();
  expect(q.told.at(-1)).toEqual({ type: 'refused', change: changeOf(1), status: 0, detail: null });
  const errors: unknown[] = [];
  const bare = createActor(offlineQueueMachine, { input: undefined });
  bare.subscribe({ error: (error) => errors.push(error) });
  bare.start();
  expect(bare.getSnapshot().context.queue).toEqual([]);
  bare.send({ type: 'change.queued', change: changeOf(1) });
  expect(String(errors[0])).toContain('persist not provided');
});

test('a later change to the same item starts from the version the earlier one made; other items keep theirs', async () => {
  const other = { ...changeOf(3), url: '/api/v1/wedding-day-tasks/other/' };
  const older = { ...changeOf(4), version: 0, body: { done: true, version: 0 } };
  const q = start([changeOf(1), changeOf(2), other, older]);
  await flush();
  q.sends[0]!.resolve({ id: 'item', version: 2 });
  await flush();
  expect(q.sends[1]!.change).toEqual({ ...changeOf(2), version: 2, body: { done: true, version: 2 } });
  expect(q.actor.getSnapshot().context.queue.slice(1)).toEqual([other, older]);
  // An answer without a version, or a change without one, rebases nothing.
  q.sends[1]!.resolve('no version');
  await flush();
  expect(q.sends[2]!.change).toEqual(other);
  const unversioned = { ...changeOf(5), version: undefined };
  const p = start([unversioned, changeOf(6)]);
  await flush();
  p.sends[0]!.resolve({ version: 9 });
  await flush();
  expect(p.sends[1]!.change).toEqual(changeOf(6));
});

test('a 409 whose body has no item shows no version of theirs; a machine without its send fails loudly', async () => {
  const q = start([changeOf(1)]);
  await flush();
  q.sends[0]!.reject(new ApiError(409, { type: 'about:blank', title: 'Conflict', status: 409, current: 'text' }));
  await flush();
  expect(q.actor.getSnapshot().context.conflict).toEqual({ change: changeOf(1), theirs: null });
  const errors: unknown[] = [];
  const bare = createActor(offlineQueueMachine.provide({ actions: { persist: () => {} } }), {
    input: { queue: [changeOf(1)] },
  });
  bare.on('refused', (event) => errors.push(event.detail));
  bare.start();
  await flush();
  expect(errors).toEqual(['send not provided']);
});
