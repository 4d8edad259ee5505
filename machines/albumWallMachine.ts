import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AlbumPhoto, AlbumWall } from '../src/shared/album';

// The live wall (issue 36): a full-screen slideshow of the album's approved photos for the room's projector. A new
// approved photo is shown next, as soon as the socket brings it; when the connection drops the slides keep playing
// from what is loaded, and when it is back the wall reads the album again to catch up on what it missed.

export interface AlbumWallContext {
  wall: AlbumWall | null;
  photos: AlbumPhoto[];
  /** The slide on screen. */
  index: number;
  online: boolean;
}

export type AlbumWallEvent =
  | { type: 'wall.retry' }
  | { type: 'photo.approved'; photo: AlbumPhoto }
  | { type: 'photo.removed'; id: string }
  | { type: 'connection.lost' }
  | { type: 'connection.back' };

/** The photo on screen, if any. */
export const currentPhoto = (c: AlbumWallContext): AlbumPhoto | null => c.photos[c.index] ?? null;

export const albumWallMachine = setup({
  types: { context: {} as AlbumWallContext, events: {} as AlbumWallEvent },
  actions: {
    show: assign(({ context }, params: { wall: AlbumWall }) => {
      // A catch-up keeps the slide on screen: the list changes around it.
      const onScreen = currentPhoto(context)?.id;
      const at = onScreen ? params.wall.photos.findIndex((p) => p.id === onScreen) : -1;
      return { wall: params.wall, photos: params.wall.photos, index: Math.max(0, at) };
    }),
    advance: assign(({ context }) => ({
      index: context.photos.length ? (context.index + 1) % context.photos.length : 0,
    })),
    showNext: assign(({ context }, params: { photo: AlbumPhoto }) => {
      if (context.photos.some((p) => p.id === params.photo.id)) return {};
      const photos = [...context.photos];
      // Next after the one on screen, so the room sees it within a slide; an empty wall shows it at once.
      photos.splice(context.index + 1, 0, params.photo);
      return { photos };
    }),
    remove: assign(({ context }, params: { id: string }) => {
      const at = context.photos.findIndex((p) => p.id === params.id);
      if (at < 0) return {};
      const photos = context.photos.filter((p) => p.id !== params.id);
      const index = at < context.index ? context.index - 1 : context.index;
      return { photos, index: photos.length ? index % photos.length : 0 };
    }),
    goOffline: assign({ online: false }),
    goOnline: assign({ online: true }),
  },
  actors: {
    load: fromPromise<AlbumWall>(() => {
      throw new Error('load not provided');
    }),
    /** The socket's album events and the connection's state, sent back as this machine's events. */
    feed: fromCallback<AlbumWallEvent>(() => {
      throw new Error('feed not provided');
    }),
  },
  delays: {
    slide: 6000,
    retry: 5000,
  },
}).createMachine({
  id: 'albumWall',
  context: { wall: null, photos: [], index: 0, online: true },
  invoke: { src: 'feed' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'showing', actions: { type: 'show', params: ({ event }) => ({ wall: event.output }) } },
        onError: 'failed',
      },
    },
    failed: {
      after: { retry: 'loading' },
      on: { 'wall.retry': 'loading' },
    },
    showing: {
      type: 'parallel',
      on: {
        'photo.approved': { actions: { type: 'showNext', params: ({ event }) => ({ photo: event.photo }) } },
        'photo.removed': { actions: { type: 'remove', params: ({ event }) => ({ id: event.id }) } },
      },
      states: {
        slides: {
          initial: 'playing',
          states: {
            playing: { after: { slide: { target: 'playing', reenter: true, actions: 'advance' } } },
          },
        },
        link: {
          initial: 'live',
          states: {
            live: { on: { 'connection.lost': { target: 'offline', actions: 'goOffline' } } },
            offline: { on: { 'connection.back': { target: 'catchingUp', actions: 'goOnline' } } },
            catchingUp: {
              invoke: {
                src: 'load',
                onDone: { target: 'live', actions: { type: 'show', params: ({ event }) => ({ wall: event.output }) } },
                // Still the wall it was: the next reconnection tries again.
                onError: { target: 'offline', actions: 'goOffline' },
              },
              on: { 'connection.lost': { target: 'offline', actions: 'goOffline' } },
            },
          },
        },
      },
    },
  },
});
