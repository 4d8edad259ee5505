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
  // Run-of-show items happen on the wedding day. One without a time stays where the couple put it in the run-of-show:
  // it sorts with the timed item before it (or first, when none is).
  let before: string | null = null;
  const rows = [
    ...events.map((e) => ({
      item: { date: e.date, start: e.startTime, end: e.endTime, title: e.title, place: e.place },
      at: e.startTime,
    })),
    ...day.map((d) => {
      before = d.time ?? before;
      return { item: { date: wedding.date, start: d.time, end: null, title: d.title, place: d.place }, at: before };
    }),
  ].map((row, order) => ({ ...row, order }));
  return rows
    .sort((a, b) => compare(a, b) || a.order - b.order)
    .slice(0, SCHEDULE_LIMIT)
    .map((x) => x.item);
}

/** By day, then by time; an all-day event (no time) comes first on its day. */
function compare(a: { item: ScheduleItem; at: string | null }, b: { item: ScheduleItem; at: string | null }): number {
  if (a.item.date !== b.item.date) return a.item.date < b.item.date ? -1 : 1;
  if (a.at === b.at) return 0;
  if (a.at === null) return -1;
  if (b.at === null) return 1;
  return a.at < b.at ? -1 : 1;
}
