import { expect, test } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  type ModerationAct,
  type ModerationQueueEvent,
  moderationQueueMachine,
  pendingCount,
} from '../../machines/moderationQueueMachine';
import { moderationQueueModel } from '../../models/moderationQueueModel';
import type { AlbumPhoto, AlbumPhotoStatus } from '../../src/shared/album';
import { createFakeServer } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

const photo = (id: string, status: AlbumPhotoStatus = 'pending'): AlbumPhoto => ({
  id,
  status,
  uploader_name: 'Guest',
  width: 4,
  height: 3,
  bytes: 1,
  src: `/media/${id}`,
  srcset: '',
  original: `/media/${id}-o`,
  in_gallery: false,
  created_at: '2031-06-14T18:00:00Z',
});

function startQueue() {
  const server = createFakeServer();
  let feed: ((event: ModerationQueueEvent) => void) | undefined;
  const actor = createActor(
    moderationQueueMachine.provide({
      actors: {
        load: server.actor<AlbumPhoto[], unknown>('load'),
        act: server.actor<AlbumPhoto | null, ModerationAct>('act'),
        feed: fromCallback<ModerationQueueEvent>(({ sendBack }) => {
          feed = sendBack;
        }),
      },
    }),
  ).start();
  return { actor, server, changed: () => feed!({ type: 'queue.changed' }) };
}

testModelPaths(moderationQueueModel, () => {
  let queue: ReturnType<typeof startQueue> | undefined;
  /** The list the server has, and what the page should show. */
  let onServer: AlbumPhoto[] = [];
  let shown: AlbumPhoto[] = [];
  let error: string | null = null;
  let lastAct: ModerationAct | null = null;
  let n = 0;
  const q = () => {
    if (!queue) throw new Error('The queue is not open');
    return queue;
  };
  const ctx = () => q().actor.getSnapshot().context;
  const act = (verb: ModerationAct['verb']) => {
    const target = shown[0]!;
    lastAct = { id: target.id, verb };
    error = null;
    q().actor.send({ type: 'photo.act', id: target.id, verb });
    expect(q().server.inputs('act').at(-1)).toEqual(lastAct);
  };
  const answer = async () => {
    const { id, verb } = lastAct!;
    const status: AlbumPhotoStatus = verb === 'approve' ? 'approved' : 'hidden';
    onServer =
      verb === 'delete'
        ? onServer.filter((p) => p.id !== id)
        : onServer.map((p) => (p.id === id ? photo(id, status) : p));
    await q().server.succeed({ act: verb === 'delete' ? null : photo(id, status) });
    shown =
      verb === 'delete' ? shown.filter((p) => p.id !== id) : shown.map((p) => (p.id === id ? photo(id, status) : p));
    error = null;
  };
  const check = (value: unknown) => {
    expect(q().actor.getSnapshot().value).toEqual(value);
    expect(ctx().photos).toEqual(shown);
    expect(ctx().error).toBe(error);
  };
  return {
    events: {
      OPEN: () => {
        queue = startQueue();
        onServer = [photo('p1'), photo('p2'), photo('p3', 'approved')];
      },
      LOAD_OK: async () => {
        await q().server.succeed({ load: onServer });
        shown = onServer;
        expect(pendingCount(ctx())).toBe(2);
      },
      LOAD_FAILED: () => q().server.fail(new Error('offline')),
      RETRY: () => q().actor.send({ type: 'queue.retry' }),
      APPROVE: () => act('approve'),
      HIDE: () => act('hide'),
      DELETE: () => act('delete'),
      ACT_OK: answer,
      ACT_FAILED: async () => {
        await q().server.fail(new Error('No photo of this album has that id.'));
        error = 'No photo of this album has that id.';
      },
      SOCKET_CHANGED: () => {
        onServer = [photo(`new${n++}`), ...onServer];
        q().changed();
      },
      REFRESHED: async () => {
        await q().server.succeed({ load: onServer });
        shown = onServer;
      },
    },
    states: {
      notOpened: () => expect(queue).toBeUndefined(),
      loading: () => expect(q().actor.getSnapshot().value).toBe('loading'),
      failed: () => expect(q().actor.getSnapshot().value).toBe('failed'),
      idle: () => check({ ready: 'idle' }),
      refused: () => check({ ready: 'idle' }),
      acting: () => {
        check({ ready: 'acting' });
        expect(ctx().stale).toBe(false);
        expect(ctx().acting).toEqual(lastAct);
      },
      actingStale: () => {
        check({ ready: 'acting' });
        expect(ctx().stale).toBe(true);
      },
      refreshing: () => {
        expect(q().actor.getSnapshot().value).toEqual({ ready: 'refreshing' });
        expect(ctx().stale).toBe(false);
        expect(ctx().acting).toBeNull();
      },
      refreshingStale: () => {
        expect(q().actor.getSnapshot().value).toEqual({ ready: 'refreshing' });
        expect(ctx().stale).toBe(true);
      },
    },
    stop: () => queue?.actor.stop(),
  };
});

test('a refresh that fails keeps the list shown, and a refusal without a message still says something', async () => {
  const { actor, server, changed } = startQueue();
  await server.succeed({ load: [photo('a')] });
  changed();
  await server.fail(new Error('offline'));
  expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  expect(actor.getSnapshot().context.photos.map((p) => p.id)).toEqual(['a']);
  actor.send({ type: 'photo.act', id: 'a', verb: 'approve' });
  await server.fail('no message');
  expect(actor.getSnapshot().context.error).toBe('That did not work. Please try again.');
  actor.stop();
});

test('a deleted photo leaves the list and a hidden one stays with its new state, the others untouched', async () => {
  const { actor, server } = startQueue();
  expect(moderationQueueMachine.id).toBe('moderationQueue');
  await server.succeed({ load: [photo('a'), photo('b'), photo('c')] });
  actor.send({ type: 'photo.act', id: 'b', verb: 'delete' });
  expect(server.inputs('act').at(-1)).toEqual({ id: 'b', verb: 'delete' });
  await server.succeed({ act: null });
  expect(actor.getSnapshot().context.photos.map((p) => p.id)).toEqual(['a', 'c']);
  actor.send({ type: 'photo.act', id: 'c', verb: 'hide' });
  await server.succeed({ act: photo('c', 'hidden') });
  expect(actor.getSnapshot().context.photos).toEqual([photo('a'), photo('c', 'hidden')]);
  expect(pendingCount(actor.getSnapshot().context)).toBe(1);
  actor.stop();
});
