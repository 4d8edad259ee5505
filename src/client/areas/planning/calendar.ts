import type { WeddingEvent } from '../../../shared/planning';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useItemEditor } from '../../lib/useItemEditor';
import { useWeddingCall } from '../weddings/WeddingContext';
import { calendarApi } from './calendarApi';
import { calendarStore } from './calendarStore';

/** An event's fields as the event form holds them. */
export const eventBody = (v: Record<string, string>) => ({
  title: v.title ?? '',
  start_time: v.start_time || null,
  end_time: v.end_time || null,
  place: v.place ?? '',
  notes: v.notes ?? '',
  public: v.public === 'true',
});

/** A calendar event's edit form and its delete. */
export function useEventEditor(event: WeddingEvent) {
  const api = useApi(calendarApi);
  const store = useStore(calendarStore);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  return useItemEditor({
    save: async (v) => store.trigger.saved({ event: await api.updateEvent(event.id, eventBody(v)) }),
    remove: () => call(api.deleteEvent(event.id)),
    deleted: () => {
      toasts.succeeded(`“${event.title}” was deleted.`);
      store.trigger.deleted({ id: event.id });
    },
  });
}

/** The new event form's submit: the form machine shows a refusal under its fields. */
export function useCreateEvent(wedding: string, date: string) {
  const api = useApi(calendarApi);
  const store = useStore(calendarStore);
  return async (v: Record<string, string>) =>
    store.trigger.saved({
      event: await api.createEvent({ account: wedding, date, ...eventBody(v) }),
    });
}
