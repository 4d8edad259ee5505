import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import {
  type ModerationAct,
  type ModerationQueueEvent,
  type ModerationVerb,
  moderated,
  moderationQueueMachine,
} from '../../../../machines/moderationQueueMachine';
import type { AlbumPhoto } from '../../../shared/album';
import type { PostAudience } from '../../../shared/socialTypes';
import type { Wedding } from '../../../shared/weddings';
import { useApi, useSessionUser, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { usePager } from '../../lib/usePager';
import { useWeddingCall } from '../weddings/WeddingContext';
import { type AlbumPhotosPage, albumApi } from './albumApi';
import { albumStore, onAlbumSignal } from './albumStore';

// The couple's moderation page's calls (only that page loads them): the queue, paged, and what it does with photos.

const TO_STATUS = { approve: 'approved', hide: 'hidden' } as const;

/**
 * The couple's moderation queue: the photos a page at a time (the pager, "Show more"), and the moderation machine's
 * actions with their answers over the list. The socket's album changes by others ask the machine, which reads the
 * first page again at once, or after an action that is running.
 */
export function useModerationQueue(wedding: Wedding) {
  const api = useApi(albumApi);
  const store = useStore(albumStore);
  const call = useWeddingCall();
  const me = useRef(useSessionUser()?.id);
  const queue = useRef<{ send(event: ModerationQueueEvent): void } | null>(null);
  const list = usePager<AlbumPhoto, AlbumPhotosPage>(`album-photos:${wedding.id}`, {
    first: (signal) => call(api.photos(wedding.id, signal)),
    page: (link, signal) => call(api.page(link, signal)),
    received: (_, first) => {
      if (first) queue.current?.send({ type: 'queue.loaded' });
    },
  });
  const latest = useRef(list);
  latest.current = list;
  const actor = useActorRef(
    moderationQueueMachine.provide({
      actions: { refresh: () => latest.current.refresh() },
      actors: {
        act: fromPromise<AlbumPhoto | null, ModerationAct>(async ({ input }) => {
          if (input.verb === 'delete') {
            await call(api.remove(wedding.id, input.id));
            return null;
          }
          return call(api.setStatus(wedding.id, input.id, TO_STATUS[input.verb]));
        }),
        // The couple's own moderation is in the queue already (its answer): only others' changes read it again.
        feed: fromCallback<ModerationQueueEvent>(({ sendBack }) =>
          onAlbumSignal(store, (signal) => {
            if (signal.kind === 'settings') return;
            if (signal.kind === 'removed' && signal.by === me.current) return;
            if (signal.kind === 'photo' && 'by' in signal.data && signal.data.by === me.current) return;
            sendBack({ type: 'queue.changed' });
          }),
        ),
      },
    }),
  );
  queue.current = actor;
  const changed = useSelector(actor, (s) => s.context.changed);
  const acting = useSelector(actor, (s) => s.context.acting);
  const error = useSelector(actor, (s) => s.context.error);
  const loaded = list.status === 'ready' ? list.items : EMPTY;
  const photos = useMemo(() => moderated(loaded, changed), [loaded, changed]);
  // The server's counts when the first page was read, less what the couple's answers since changed among those shown.
  let count = 0;
  let waiting = 0;
  if (list.status === 'ready') {
    const was = new Map(loaded.map((p) => [p.id, p.status]));
    const gone = Object.entries(changed).filter(([id, now]) => was.has(id) && !now).length;
    const decided = Object.entries(changed).filter(
      ([id, now]) => was.get(id) === 'pending' && now?.status !== 'pending',
    );
    count = list.count - gone;
    waiting = Math.max(0, list.first.waiting - decided.length);
  }
  return {
    list,
    photos,
    count,
    waiting,
    acting,
    error,
    act: (id: string, verb: ModerationVerb) => actor.send({ type: 'photo.act', id, verb }),
  };
}

const EMPTY: AlbumPhoto[] = [];

/**
 * Putting a photo in the website's gallery, posting approved ones to the wedding's page, and the ZIP (whole or a
 * selection): a link the server makes for a few minutes, which the browser opens so the file streams to disk.
 */
export function useAlbumExtras(wedding: Wedding) {
  const api = useApi(albumApi);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  const toGallery = useAction(
    (photo: string) => call(api.toGallery(wedding.id, photo)),
    () => toasts.succeeded('Added to the website’s gallery.'),
  );
  const download = useAction(
    (photos: string[] | undefined) => call(api.downloadLink(wedding.id, photos)),
    (link) => {
      // An attachment: the browser saves it and the page stays.
      window.location.assign(link.url);
    },
  );
  const post = useAction(
    (body: { photos: string[]; text: string; audience: PostAudience }) => call(api.post(wedding.id, body)),
    (_, body) => {
      const what = body.photos.length === 1 ? 'the photo' : `${body.photos.length} photos`;
      toasts.succeeded(`Posted ${what} to the wedding’s page.`);
    },
  );
  return { toGallery, download, post };
}
