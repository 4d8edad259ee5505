import { createStore } from '@xstate/store';
import type { SocketData } from '../../../shared/realtime';
import { part } from '../../app/parts';

/** One album event as the socket brought it. */
export type AlbumSignal =
  | { kind: 'photo'; action: 'create' | 'update'; data: SocketData['album']['create'] | SocketData['album']['update'] }
  | { kind: 'removed'; id: string; by?: string }
  | { kind: 'settings' }
  | { kind: 'ready' };

/**
 * The album's socket events, one at a time: the moderation queue and the wall subscribe (their `feed` actors) and
 * turn each into an event of their machine. `seq` counts them, so two equal events in a row are both seen.
 */
export function createAlbumStore() {
  return createStore({
    context: { seq: 0, last: null as AlbumSignal | null },
    on: {
      received: (context, event: { signal: AlbumSignal }) => ({ seq: context.seq + 1, last: event.signal }),
      reset: () => ({ seq: 0, last: null }),
    },
  });
}

export type AlbumStore = ReturnType<typeof createAlbumStore>;

export const albumStore = part('album', () => createAlbumStore());

/** Calls `listener` with every album event from now on; returns the unsubscribe. */
export function onAlbumSignal(store: AlbumStore, listener: (signal: AlbumSignal) => void): () => void {
  let seen = store.getSnapshot().context.seq;
  const subscription = store.subscribe((snapshot) => {
    if (snapshot.context.seq === seen || !snapshot.context.last) return;
    seen = snapshot.context.seq;
    listener(snapshot.context.last);
  });
  return () => subscription.unsubscribe();
}
