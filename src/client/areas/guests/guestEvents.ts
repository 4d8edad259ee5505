import { useSelector } from '@xstate/store-react';
import type { GuestEventBody, InvitationsBody } from '../../../shared/guestEvents';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { guestEventsApi } from './guestEventsApi';
import { guestsStore, selectGuestsRevision } from './guestsStore';

// Issue 38: the guest list's events, live like the list itself (the socket's guest events refetch them).

/** The counts per event (invited, yes, no, waiting, meals): the guest list and the dashboard card show them. */
export function useEventCounts(weddingId: string) {
  const api = useApi(guestEventsApi);
  const revision = useSelector(useStore(guestsStore), selectGuestsRevision);
  const resource = useData(`event-counts:${weddingId}`, () => api.counts(weddingId), revision);
  return resource.status === 'ready' ? resource.data.results : null;
}

/** The couple's events with who is invited to each, and the calls that change them. */
export function useGuestEvents(weddingId: string) {
  const api = useApi(guestEventsApi);
  const store = useStore(guestsStore);
  const toasts = useCallToasts();
  const revision = useSelector(store, selectGuestsRevision);
  const resource = useData(
    `guest-events:${weddingId}`,
    async () => {
      const events = (await api.events(weddingId)).results;
      const invites = await Promise.all(events.map((e) => api.invitations(e.id).then((p) => p.results)));
      return events.map((event, i) => ({ event, invites: invites[i]! }));
    },
    revision,
  );
  const changed = (message: string) => {
    store.trigger.changed();
    toasts.succeeded(message);
  };
  // The new event's form waits for the answer and shows a refusal under its fields: a plain call.
  const create = (body: GuestEventBody) =>
    api.create(weddingId, body).then((e) => {
      changed(`${e.name} added.`);
      return e;
    });
  const invite = useAction(
    ({ id, body }: { id: string; name: string; body: InvitationsBody }) => api.invite(id, body),
    (_, { name, body }) =>
      changed(body.invited === false ? `Invitations to ${name} withdrawn.` : `Invited to ${name}.`),
  );
  const remove = useAction(
    ({ id }: { id: string; name: string }) => api.remove(id),
    (_, { name }) => changed(`${name} removed.`),
  );
  return { resource, create, invite, remove };
}
export type GuestEventsList = ReturnType<typeof useGuestEvents>;
