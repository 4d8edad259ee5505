import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { weddingDayTasks, weddingEvents } from '../db/schema';
import type { WeddingRow } from '../services/weddings';

// The schedule section of the public site: the calendar events and run-of-show items the couple marked "Show on
// website", in time order. Only the time, title and place go out; notes stay with the couple and the committee.

export interface ScheduleItem {
  date: string;
  start: string | null;
  end: string | null;
  title: string;
  place: string;
}

/** At most this many: a schedule longer than that is a planning list, not something guests read. */
export const SCHEDULE_LIMIT = 100;

export async function publicSchedule(db: Db, wedding: Pick<WeddingRow, 'id' | 'date'>): Promise<ScheduleItem[]> {
  const [events, day] = await Promise.all([
    db
      .select()
      .from(weddingEvents)
      .where(and(eq(weddingEvents.weddingId, wedding.id), eq(weddingEvents.public, true)))
      .orderBy(asc(weddingEvents.date), asc(weddingEvents.startTime))
      .limit(SCHEDULE_LIMIT),
    db
      .select()
      .from(weddingDayTasks)
      .where(and(eq(weddingDayTasks.weddingId, wedding.id), eq(weddingDayTasks.public, true)))
      .orderBy(asc(weddingDayTasks.position))
      .limit(SCHEDULE_LIMIT),
  ]);
  const items = [
    ...events.map((e, order) => ({
      item: { date: e.date, start: e.startTime, end: e.endTime, title: e.title, place: e.place },
      order,
    })),
    // Run-of-show items happen on the wedding day; an item without a time keeps its place in the run-of-show.
    ...day.map((d, order) => ({
      item: { date: wedding.date, start: d.time, end: null, title: d.title, place: d.place },
      order: events.length + order,
    })),
  ];
  return items
    .sort((a, b) => compare(a.item, b.item) || a.order - b.order)
    .slice(0, SCHEDULE_LIMIT)
    .map((x) => x.item);
}

/** By day, then by start time; on the same day, an item without a time comes first (all day, or not timed yet). */
function compare(a: ScheduleItem, b: ScheduleItem): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.start === b.start) return 0;
  if (a.start === null) return -1;
  if (b.start === null) return 1;
  return a.start < b.start ? -1 : 1;
}
