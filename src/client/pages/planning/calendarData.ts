import { useSelector } from '@xstate/store-react';
import type { CalendarFeed } from '../../../shared/planning';
import type { Wedding } from '../../../shared/weddings';
import { useApi } from '../../app/AppContext';
import { calendarApi } from '../../areas/planning/calendarApi';
import { useWeddingCall } from '../../areas/weddings/WeddingContext';
import { useData } from '../../lib/useData';
import { sameItems, useBoardStore, useCalendarStore } from './usePlanning';

/** The wedding's anniversaries fall on its month and day in later years. */
export const isAnniversary = (wedding: Pick<Wedding, 'date'>, day: string) =>
  day > wedding.date && day.slice(5) === wedding.date.slice(5);

/**
 * The calendar feed of a date range, with its events kept live: they are seeded into the calendar store, which the
 * socket's event messages keep current, and read back from it. The tasks due come with the feed, so it is fetched
 * again when the board is (a template applied, a resync).
 */
export function useCalendar(wedding: Wedding, from: string, to: string) {
  const calendar = useApi(calendarApi);
  const call = useWeddingCall();
  const store = useCalendarStore();
  const resyncs = useSelector(store, (s) => s.context.resyncs) + useSelector(useBoardStore(), (s) => s.context.resyncs);
  const feed = useData<CalendarFeed>(`calendar:${wedding.id}:${from}:${to}:${resyncs}`, async (signal) => {
    const data = await call(calendar.feed(wedding.id, from, to, signal));
    store.trigger.seeded({ weddingId: wedding.id, events: data.events });
    return data;
  });
  const events = useSelector(store, (s) => s.context.events.filter((e) => e.date >= from && e.date <= to), sameItems);
  return { feed, events };
}
