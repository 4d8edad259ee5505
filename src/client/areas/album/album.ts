import { useActorRef, useSelector } from '@xstate/react';
import { useSelector as useStoreSelector } from '@xstate/store-react';
import { useRef } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { type AlbumWallEvent, albumWallMachine, currentPhoto } from '../../../../machines/albumWallMachine';
import type { AlbumSettingsBody } from '../../../shared/album';
import type { Wedding } from '../../../shared/weddings';
import { useApi, useApp, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { useWeddingCall } from '../weddings/WeddingContext';
import { albumApi } from './albumApi';
import { albumStore, onAlbumSignal } from './albumStore';

// The guests' photo album in the app: its settings on the add-on page and the live wall (the couple's moderation
// queue is in ./moderation.ts, loaded by its page alone). The machines hear the socket through the album store.

/** The album's settings, counts and address, read again on every album event (the other partner's save included). */
export function useAlbumSettings(wedding: Wedding) {
  const api = useApi(albumApi);
  const store = useStore(albumStore);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  const seq = useStoreSelector(store, (s) => s.context.seq);
  const album = useData(`album:${wedding.id}`, () => call(api.album(wedding.id)), seq);
  const save = useAction(
    (body: AlbumSettingsBody) => call(api.update(wedding.id, body)),
    () => {
      album.reload();
      toasts.succeeded('Album settings saved.');
    },
  );
  const rotate = useAction(
    () => call(api.rotate(wedding.id)),
    () => {
      album.reload();
      toasts.succeeded('A new address is ready. Codes printed before no longer work.');
    },
  );
  return { album, save, rotate };
}

export function useAlbumWall(wedding: Wedding) {
  const api = useApi(albumApi);
  const store = useStore(albumStore);
  const { socket } = useApp();
  const call = useWeddingCall();
  const latest = useRef({ api, call });
  const wall = useActorRef(
    albumWallMachine.provide({
      actors: {
        load: fromPromise(() => latest.current.call(latest.current.api.wall(wedding.id))),
        feed: fromCallback<AlbumWallEvent>(({ sendBack }) => {
          const lost = () => sendBack({ type: 'connection.lost' });
          const back = () => sendBack({ type: 'connection.back' });
          window.addEventListener('offline', lost);
          window.addEventListener('online', back);
          // The socket leaving `connected` is the connection lost; its `ready` after a reconnection is it back.
          let connected = socket.getSnapshot().matches({ active: 'connected' });
          const watch = socket.subscribe((snapshot) => {
            const now = snapshot.matches({ active: 'connected' });
            if (connected && !now) lost();
            connected = now;
          });
          const stop = onAlbumSignal(store, (signal) => {
            if (signal.kind === 'ready') back();
            else if (signal.kind === 'removed') sendBack({ type: 'photo.removed', id: signal.id });
            else if (signal.kind === 'photo') {
              const { data } = signal;
              if (data.status === 'approved' && data.photo) sendBack({ type: 'photo.approved', photo: data.photo });
              else if (data.status !== 'approved') sendBack({ type: 'photo.removed', id: data.id });
            }
          });
          return () => {
            window.removeEventListener('offline', lost);
            window.removeEventListener('online', back);
            watch.unsubscribe();
            stop();
          };
        }),
      },
    }),
  );
  const photo = useSelector(wall, (s) => currentPhoto(s.context));
  const count = useSelector(wall, (s) => s.context.photos.length);
  const info = useSelector(wall, (s) => s.context.wall);
  const online = useSelector(wall, (s) => s.context.online);
  const failed = useSelector(wall, (s) => s.matches('failed'));
  return { photo, count, info, online, failed, retry: () => wall.send({ type: 'wall.retry' }) };
}
