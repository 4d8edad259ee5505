import { useSelector } from '@xstate/store-react';
import { useState } from 'react';
import type { AddOnBody, AddOnName, AddOns, LogisticsBody } from '../../../shared/site';
import type { Wedding } from '../../../shared/weddings';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { useWeddingCall } from '../weddings/WeddingContext';
import { siteApi } from './siteApi';
import { selectSiteRevision, siteStore } from './siteStore';

// The parts of the website the couple edits on pages of their own (logistics, add-ons, the gallery), kept live: the
// socket's `account_website` events bump the site store's revision (stores/dispatch.ts), and each of these fetches
// again; the last answer stays on screen meanwhile (useData's `revision`), so a form's draft is never unmounted.

function useLiveSitePart<T>(part: string, wedding: Wedding, load: () => Promise<T>) {
  const store = useStore(siteStore);
  const live = useSelector(store, selectSiteRevision);
  const resource = useData(`${part}:${wedding.id}`, load, live);
  return {
    data: resource.status === 'ready' ? resource.data : null,
    error: resource.status === 'failed' ? resource.error : null,
    retry: resource.retry,
  };
}

export function useLogistics(wedding: Wedding) {
  const api = useApi(siteApi);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  const logistics = useLiveSitePart('logistics', wedding, () => call(api.logistics(wedding.id)));
  // Saved from the version the form started from (issue 31): someone else's save meanwhile is a 409 (its toast names
  // them), and the form offers theirs or keeps the user's over it, knowingly.
  const save = useAction(
    ({ body, version }: { body: LogisticsBody; version: number }) => call(api.saveLogistics(wedding.id, body, version)),
    () => toasts.succeeded('Logistics saved. Guests see the update on the website and in guest info.'),
  );
  return { logistics, save };
}

export function useGuestInfo(wedding: Wedding) {
  const api = useApi(siteApi);
  const call = useWeddingCall();
  return useData(`guest-info:${wedding.id}`, () => call(api.guestInfo(wedding.id)));
}

export function useAddOns(wedding: Wedding) {
  const api = useApi(siteApi);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  const fetched = useLiveSitePart('add-ons', wedding, () => call(api.addOns(wedding.id)));
  // A save's answer shows at once, over the list it was made on; the next fetch (which the save's own event starts)
  // replaces both, so a change the other partner makes later is never hidden behind an older save of ours.
  const [saved, setSaved] = useState<{ on: AddOns | null; parts: Partial<AddOns> }>({ on: null, parts: {} });
  const save = useAction(
    ({ name, body }: { name: AddOnName; body: AddOnBody }) => call(api.updateAddOn(wedding.id, name, body)),
    (state, { name, body }) => {
      setSaved((before) => ({
        on: fetched.data,
        parts: before.on === fetched.data ? { ...before.parts, [name]: state } : { [name]: state },
      }));
      toasts.succeeded(body.enabled === undefined ? 'Saved.' : `${name} is ${body.enabled ? 'on' : 'off'}.`);
    },
  );
  const base = fetched.data;
  const addOns: AddOns | null = base ? { ...base, ...(saved.on === base ? saved.parts : {}) } : null;
  return { addOns, failed: Boolean(fetched.error), save };
}

/** The gallery's photos, live, with an upload (one file at a time, as ImageUpload sends) and a removal. */
export function useGallery(wedding: Wedding) {
  const api = useApi(siteApi);
  const store = useStore(siteStore);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  const photos = useLiveSitePart('gallery', wedding, async () => (await call(api.galleryPhotos(wedding.id))).results);
  // The save's event refetches too; bumping here shows the photo without waiting for the socket.
  const add = async (file: File) => {
    await api.addGalleryPhotos(wedding.id, [file]);
    store.trigger.changed();
  };
  const remove = useAction(
    (photo: string) => call(api.removeGalleryPhoto(wedding.id, photo)),
    () => {
      store.trigger.changed();
      toasts.succeeded('Photo removed from the gallery.');
    },
  );
  return { photos: photos.data, error: photos.error, add, remove };
}
