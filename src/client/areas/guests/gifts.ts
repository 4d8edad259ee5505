import { useSelector } from '@xstate/store-react';
import { useRef } from 'react';
import type { Gift, GiftBody } from '../../../shared/site';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { siteApi } from '../site/siteApi';
import { guestsStore, selectGuestsRevision } from './guestsStore';

/**
 * A wedding's thank-you tracker, live: gift events on the guest list's stream refetch it, so the other partner's tick
 * shows here too. Adding is a plain call for its form; ticking a card is one action; removing goes through an editor.
 */
export function useGifts(weddingId: string) {
  const api = useApi(siteApi);
  const store = useStore(guestsStore);
  const toasts = useCallToasts();
  const revision = useSelector(store, selectGuestsRevision);
  // Each list remembers the revision it was fetched at, so a tick answered after it can be told apart.
  const resource = useData(
    `gifts:${weddingId}`,
    () => api.gifts(weddingId).then((page) => ({ gifts: page.results, revision })),
    revision,
  );
  // Ticks the server has answered, with the revision from which a fetched list includes them: until such a list
  // arrives the row shows the answer, so a tick never flips back while the list is fetched again.
  const answered = useRef(new Map<string, { gift: Gift; from: number }>());
  const changed = (message: string) => {
    store.trigger.changed();
    toasts.succeeded(message);
  };
  const create = (body: GiftBody) =>
    api.createGift(weddingId, body).then((gift) => {
      changed(`${gift.description} from ${gift.guest_name || gift.household_name} noted.`);
      return gift;
    });
  const card = useAction(
    ({ id, sent }: { id: string; sent: boolean }) => api.updateGift(id, { card_sent: sent }),
    (gift) => {
      answered.current.set(gift.id, { gift, from: store.getSnapshot().context.revision + 1 });
      changed(gift.card_sent ? `Card to ${gift.guest_name || gift.household_name} sent.` : 'Card not sent yet.');
    },
  );
  const remove = {
    run: (id: string) => api.deleteGift(id),
    done: () => changed('Gift removed.'),
  };
  // A refetch keeps showing the last list, so a tick does not blank the table while the new one loads.
  const last = useRef<{ gifts: Gift[]; revision: number } | null>(null);
  if (resource.status === 'ready') last.current = resource.data;
  const fetched = last.current;
  const gifts =
    fetched?.gifts.map((gift) => {
      const tick = answered.current.get(gift.id);
      return tick && tick.from > fetched.revision ? tick.gift : gift;
    }) ?? null;
  return { gifts, failed: resource.status === 'failed', create, card, remove };
}
export type GiftsList = ReturnType<typeof useGifts>;
