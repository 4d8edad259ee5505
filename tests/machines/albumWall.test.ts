import { expect, test } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { type AlbumWallEvent, albumWallMachine, currentPhoto } from '../../machines/albumWallMachine';
import { albumWallModel } from '../../models/albumWallModel';
import type { AlbumPhoto, AlbumWall } from '../../src/shared/album';
import { createFakeServer, settle } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

const photo = (id: string): AlbumPhoto => ({
  id,
  status: 'approved',
  uploader_name: '',
  width: 4,
  height: 3,
  bytes: 1,
  src: `/media/${id}`,
  srcset: '',
  original: `/media/${id}-o`,
  in_gallery: false,
  created_at: '2031-06-14T18:00:00Z',
});
const wall = (ids: string[]): AlbumWall => ({
  account: 'w',
  name: 'Ana & Ben',
  upload_url: 'http://x/album/t',
  token: 't',
  photos: ids.map(photo),
});

function startWall() {
  const server = createFakeServer();
  const clock = new SimulatedClock();
  let feed: ((event: AlbumWallEvent) => void) | undefined;
  const actor = createActor(
    albumWallMachine.provide({
      actors: {
        load: server.actor<AlbumWall, unknown>('load'),
        feed: fromCallback<AlbumWallEvent>(({ sendBack }) => {
          feed = sendBack;
        }),
      },
    }),
    { clock },
  ).start();
  return { actor, server, clock, send: (event: AlbumWallEvent) => feed!(event) };
}

testModelPaths(albumWallModel, () => {
  let wallActor: ReturnType<typeof startWall> | undefined;
  /** What the wall should show: the photos in slide order and the one on screen. */
  let expected: string[] = [];
  let at = 0;
  let next = 0;
  const w = () => {
    if (!wallActor) throw new Error('The wall is not open');
    return wallActor;
  };
  const ids = () =>
    w()
      .actor.getSnapshot()
      .context.photos.map((p) => p.id);
  const onScreen = () => currentPhoto(w().actor.getSnapshot().context)?.id ?? null;
  const checkSlides = () => {
    expect(ids()).toEqual(expected);
    expect(onScreen()).toBe(expected[at] ?? null);
  };
  return {
    events: {
      OPEN: () => {
        wallActor = startWall();
      },
      LOAD_OK: async () => {
        expected = ['a', 'b', 'c'];
        at = 0;
        await w().server.succeed({ load: wall(expected) });
      },
      LOAD_FAILED: () => w().server.fail(new Error('offline')),
      RETRY: () => w().actor.send({ type: 'wall.retry' }),
      TICK: () => {
        w().clock.increment(6000);
        at = expected.length ? (at + 1) % expected.length : 0;
      },
      PHOTO_APPROVED: () => {
        const id = `new${next++}`;
        w().send({ type: 'photo.approved', photo: photo(id) });
        expected.splice(at + 1, 0, id);
        // The same photo again (a replay after a reconnection) is not shown twice.
        w().send({ type: 'photo.approved', photo: photo(id) });
      },
      PHOTO_REMOVED: () => {
        const gone = expected[at]!;
        w().send({ type: 'photo.removed', id: gone });
        w().send({ type: 'photo.removed', id: 'never-was' });
        expected = expected.filter((id) => id !== gone);
        at = expected.length ? at % expected.length : 0;
      },
      CONNECTION_LOST: () => w().send({ type: 'connection.lost' }),
      CONNECTION_BACK: () => w().send({ type: 'connection.back' }),
      CAUGHT_UP: async () => {
        const shown = expected[at];
        // The album as the server has it now: one missed while offline, the one on screen kept on screen.
        expected = [`missed${next++}`, ...expected];
        await w().server.succeed({ load: wall(expected) });
        at = shown ? expected.indexOf(shown) : 0;
      },
      CATCH_UP_FAILED: () => w().server.fail(new Error('still offline')),
    },
    states: {
      notOpened: () => expect(wallActor).toBeUndefined(),
      loading: () => {
        expect(w().actor.getSnapshot().value).toBe('loading');
        expect(w().server.requests.at(-1)?.open).toBe(true);
      },
      failed: () => expect(w().actor.getSnapshot().value).toBe('failed'),
      live: () => {
        expect(w().actor.getSnapshot().value).toEqual({ showing: { slides: 'playing', link: 'live' } });
        expect(w().actor.getSnapshot().context.online).toBe(true);
        checkSlides();
      },
      offline: () => {
        expect(w().actor.getSnapshot().value).toEqual({ showing: { slides: 'playing', link: 'offline' } });
        expect(w().actor.getSnapshot().context.online).toBe(false);
        checkSlides();
      },
      catchingUp: () => {
        expect(w().actor.getSnapshot().value).toEqual({ showing: { slides: 'playing', link: 'catchingUp' } });
        expect(w().server.requests.at(-1)?.open).toBe(true);
        checkSlides();
      },
    },
    stop: () => wallActor?.actor.stop(),
  };
});

test('an empty wall shows the first approved photo at once, and goes back to empty when it is removed', async () => {
  const { actor, server, send } = startWall();
  await server.succeed({ load: wall([]) });
  expect(currentPhoto(actor.getSnapshot().context)).toBeNull();
  send({ type: 'photo.approved', photo: photo('first') });
  expect(currentPhoto(actor.getSnapshot().context)?.id).toBe('first');
  send({ type: 'photo.removed', id: 'first' });
  expect(actor.getSnapshot().context).toMatchObject({ photos: [], index: 0 });
  actor.stop();
});

test('removing a photo before the one on screen keeps the same photo on screen', async () => {
  const { actor, server, clock, send } = startWall();
  expect(actor.id).toBeDefined();
  expect(albumWallMachine.id).toBe('albumWall');
  await server.succeed({ load: wall(['a', 'b', 'c', 'd']) });
  clock.increment(6000);
  clock.increment(6000);
  clock.increment(6000);
  expect(currentPhoto(actor.getSnapshot().context)?.id).toBe('d');
  send({ type: 'photo.removed', id: 'a' });
  expect(currentPhoto(actor.getSnapshot().context)?.id).toBe('d');
  expect(actor.getSnapshot().context.index).toBe(2);
  // A photo after the one on screen goes without moving the slide.
  send({ type: 'photo.removed', id: 'c' });
  expect(actor.getSnapshot().context.photos.map((p) => p.id)).toEqual(['b', 'd']);
  expect(currentPhoto(actor.getSnapshot().context)?.id).toBe('d');
  // A catch-up that no longer has the photo on screen starts from the first.
  send({ type: 'connection.lost' });
  send({ type: 'connection.back' });
  await server.succeed({ load: wall(['x', 'y']) });
  expect(currentPhoto(actor.getSnapshot().context)?.id).toBe('x');
  await settle();
  actor.stop();
});

test('a wall that could not load tries again by itself after 5 s', async () => {
  const { actor, server, clock } = startWall();
  expect(actor.getSnapshot().value).toBe('loading');
  await server.fail(new Error('offline'));
  expect(actor.getSnapshot().value).toBe('failed');
  clock.increment(4999);
  expect(actor.getSnapshot().value).toBe('failed');
  clock.increment(1);
  expect(actor.getSnapshot().value).toBe('loading');
  await server.succeed({ load: wall(['a', 'b']) });
  clock.increment(5999);
  expect(currentPhoto(actor.getSnapshot().context)?.id).toBe('a');
  clock.increment(1);
  expect(currentPhoto(actor.getSnapshot().context)?.id).toBe('b');
  clock.increment(6000);
  expect(currentPhoto(actor.getSnapshot().context)?.id).toBe('a');
  actor.stop();
});
