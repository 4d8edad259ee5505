import { expect, test } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  type ModerationAct,
  type ModerationQueueEvent,
  moderated,
  moderationQueueMachine,
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

/** The queue with a fake server for its actions, and a count of the list reads it asked for. */
function startQueue() {
  const server = createFakeServer();
  let feed: ((event: ModerationQueueEvent) => void) | undefined;
  const asked = { refreshes: 0 };
  const actor = createActor(
    moderationQueueMachine.provide({
      actions: { refresh: () => void asked.refreshes++ },
      actors: {
        act: server.actor<AlbumPhoto | null, ModerationAct>('act'),
        feed: fromCallback<ModerationQueueEvent>(({ sendBack }) => {
          feed = sendBack;
        }),
      },
    }),
  ).start();
  return { actor, server, asked, changed: () => feed!({ type: 'queue.changed' }) };
}

testModelPaths(moderationQueueModel, () => {
  let queue: ReturnType<typeof startQueue> | undefined;
  /** The album on the server; the list as the pager last read it; what the page should show. */
  let onServer: AlbumPhoto[] = [];
  let loaded: AlbumPhoto[] = [];
  let shown: AlbumPhoto[] = [];
  let error: string | null = null;
  let lastAct: ModerationAct | null = null;
  let refreshes = 0;
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
  const load = () => {
    loaded = onServer;
    shown = onServer;
    q().actor.send({ type: 'queue.loaded' });
  };
  const check = () => {
    expect(q().actor.getSnapshot().value).toBe('idle');
    expect(moderated(loaded, ctx().changed)).toEqual(shown);
    expect(ctx().error).toBe(error);
    expect(ctx().acting).toBeNull();
    expect(q().asked.refreshes).toBe(refreshes);
  };
  return {
    events: {
      OPEN: () => {
        queue = startQueue();
        onServer = [photo('p1'), photo('p2'), photo('p3', 'approved')];
        loaded = [];
        shown = [];
        error = null;
        refreshes = 0;
      },
      LOAD_OK: load,
      LOAD_FAILED: () => undefined,
      RETRY: () => undefined,
      APPROVE: () => act('approve'),
      HIDE: () => act('hide'),
      DELETE: () => act('delete'),
      ACT_OK: async () => {
        const { id, verb } = lastAct!;
        const status: AlbumPhotoStatus = verb === 'approve' ? 'approved' : 'hidden';
        const change = (list: AlbumPhoto[]) =>
          verb === 'delete' ? list.filter((p) => p.id !== id) : list.map((p) => (p.id === id ? photo(id, status) : p));
        onServer = change(onServer);
        if (ctx().stale) refreshes += 1;
        await q().server.succeed({ act: verb === 'delete' ? null : photo(id, status) });
        shown = change(shown);
      },
      ACT_FAILED: async () => {
        if (ctx().stale) refreshes += 1;
        await q().server.fail(new Error('No photo of this album has that id.'));
        error = 'No photo of this album has that id.';
      },
      SOCKET_CHANGED: () => {
        onServer = [photo(`new${n++}`), ...onServer];
        if (!ctx().acting) refreshes += 1;
        q().changed();
      },
      REFRESHED: load,
    },
    states: {
      notOpened: () => expect(queue).toBeUndefined(),
      loading: () => {
        expect(q().actor.getSnapshot().value).toBe('idle');
        expect(loaded).toEqual([]);
      },
      failed: () => expect(q().asked.refreshes).toBe(0),
      idle: check,
      refused: check,
      acting: () => {
        expect(q().actor.getSnapshot().value).toBe('acting');
        expect(ctx().stale).toBe(false);
        expect(ctx().acting).toEqual(lastAct);
        expect(ctx().error).toBeNull();
      },
      actingStale: () => {
        expect(q().actor.getSnapshot().value).toBe('acting');
        expect(ctx().stale).toBe(true);
        // The change waits for the action: no read yet.
        expect(q().asked.refreshes).toBe(refreshes);
      },
      refreshing: () => {
        // Asked at once, or when the action ended; the queue is free again.
        expect(q().actor.getSnapshot().value).toBe('idle');
        expect(q().asked.refreshes).toBe(refreshes);
        expect(ctx().stale).toBe(false);
        expect(ctx().acting).toBeNull();
        expect(ctx().error).toBe(error);
      },
    },
    stop: () => queue?.actor.stop(),
  };
});

test('a refusal without a message still says something, and the next action clears it', async () => {
  const { actor, server } = startQueue();
  expect(moderationQueueMachine.id).toBe('moderationQueue');
  actor.send({ type: 'photo.act', id: 'a', verb: 'approve' });
  await server.fail('no message');
  expect(actor.getSnapshot().context.error).toBe('That did not work. Please try again.');
  actor.send({ type: 'photo.act', id: 'a', verb: 'approve' });
  expect(actor.getSnapshot().context.error).toBeNull();
  actor.stop();
});

test('answers stay over the list until it is read again; a read during an action keeps them', async () => {
  const { actor, server } = startQueue();
  const list = [photo('a'), photo('b'), photo('c')];
  actor.send({ type: 'photo.act', id: 'b', verb: 'delete' });
  await server.succeed({ act: null });
  actor.send({ type: 'photo.act', id: 'c', verb: 'hide' });
  actor.send({ type: 'queue.loaded' });
  expect(actor.getSnapshot().context.changed).toEqual({ b: null });
  await server.succeed({ act: photo('c', 'hidden') });
  expect(moderated(list, actor.getSnapshot().context.changed)).toEqual([photo('a'), photo('c', 'hidden')]);
  actor.send({ type: 'queue.loaded' });
  expect(actor.getSnapshot().context.changed).toEqual({});
  expect(moderated(list, {})).toEqual(list);
  actor.stop();
});

test('an action refused after the album changed still reads the list again', async () => {
  const { actor, server, asked, changed } = startQueue();
  actor.send({ type: 'photo.act', id: 'a', verb: 'hide' });
  changed();
  expect(asked.refreshes).toBe(0);
  await server.fail(new Error('gone'));
  expect([asked.refreshes, actor.getSnapshot().context.stale, actor.getSnapshot().context.error]).toEqual([
    1,
    false,
    'gone',
  ]);
  actor.stop();
});
