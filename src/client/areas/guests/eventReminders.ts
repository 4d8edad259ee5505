import { useSelector } from '@xstate/store-react';
import { isApiError } from '../../../shared/apiError';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { plural } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { eventExtrasApi } from './eventExtrasApi';
import { guestsStore, selectGuestsRevision } from './guestsStore';

/**
 * Issue 38's RSVP reminders for one event: the ones sent or waiting, and a new one, now or at a time, to the
 * households invited to the event who have not answered for it (the server leaves out who already has one waiting).
 */
export function useEventReminders(eventId: string) {
  const api = useApi(eventExtrasApi);
  const store = useStore(guestsStore);
  const toasts = useCallToasts();
  const revision = useSelector(store, selectGuestsRevision);
  const resource = useData(`event-reminders:${eventId}`, () => api.reminders(eventId), revision);
  const remind = useAction(
    (body: { message: string; send_at: string | null }) => api.remind(eventId, body),
    (r) => {
      store.trigger.changed();
      const who = plural(r.recipients.length, 'household');
      toasts.succeeded(r.send_at ? `Reminder scheduled for ${who}.` : `Reminder on its way to ${who}.`);
    },
    { inline: true },
  );
  const error = remind.error;
  // Why the last reminder was refused (nobody left to remind, a time gone by), under the form.
  const refusal = error
    ? isApiError(error)
      ? (Object.values(error.problem?.errors ?? {})[0]?.[0] ?? error.message)
      : 'The reminder was not sent.'
    : null;
  return { list: resource.status === 'ready' ? resource.data.results : [], remind, refusal };
}
