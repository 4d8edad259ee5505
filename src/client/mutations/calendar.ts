import type { WeddingEvent } from '../../shared/planning';
import { useApp } from '../app/AppContext';
import { useWeddingCall } from '../components/wedding/WeddingContext';
import { useCallToasts } from './failure';
import { useItemEditor } from './useItemEditor';

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
  const { api, stores } = useApp();
  const call = useWeddingCall();
  const toasts = useCallToasts();
  return useItemEditor({
    save: async (v) => stores.calendar.trigger.saved({ event: await api.calendar.updateEvent(event.id, eventBody(v)) }),
    remove: () => call(api.calendar.deleteEvent(event.id)),
    deleted: () => {
      toasts.succeeded(`“${event.title}” was deleted.`);
      stores.calendar.trigger.deleted({ id: event.id });
    },
  });
}

/** The new event form's submit: the form machine shows a refusal under its fields. */
export function useCreateEvent(wedding: string, date: string) {
  const { api, stores } = useApp();
  return async (v: Record<string, string>) =>
    stores.calendar.trigger.saved({
      event: await api.calendar.createEvent({ account: wedding, date, ...eventBody(v) }),
    });
}
