import type { WeddingEvent } from '../../../shared/planning';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useItemEditor } from '../../lib/useItemEditor';
import { saveVersioned } from '../../lib/versioned';
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

/** An event as the event form holds it. */
export const eventValues = (event: WeddingEvent) => ({
  title: event.title,
  start_time: event.start_time ?? '',
  end_time: event.end_time ?? '',
  place: event.place,
  notes: event.notes,
  public: event.public ? 'true' : '',
});

/** A calendar event's edit form and its delete; a save from a stale version is merged or shown (issue 31). */
export function useEventEditor(event: WeddingEvent) {
  const api = useApi(calendarApi);
  const store = useStore(calendarStore);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  return useItemEditor({
    save: async (v, version) => {
      const saved = (e: WeddingEvent) => store.trigger.saved({ event: e });
      saved(
        await saveVersioned({
          save: () => api.updateEvent(event.id, eventBody(v), version),
          read: () => api.event(event.id),
          values: eventValues,
          current: saved,
        }),
      );
    },
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
