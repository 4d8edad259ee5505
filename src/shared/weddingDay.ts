import { dayAtOffset, dayStartAtOffsetMs, plusDays } from './calendarDate';

// Spec section 9 runs the wedding's days in GMT+3 whatever the viewer's zone (the countdown's COUNTDOWN_ZONE);
// Funds judges due dates by the same calendar, so the schedule, the dashboard and the reminders agree on "today".

/** "Etc/GMT-3" is POSIX for UTC+3: a fixed offset, no clock changes. */
export const WEDDING_ZONE = 'Etc/GMT-3';
const WEDDING_OFFSET_HOURS = 3;

/** The calendar day (YYYY-MM-DD) it is at `nowMs` in the wedding's zone. */
export function weddingToday(nowMs: number = Date.now()): string {
  return dayAtOffset(nowMs, WEDDING_OFFSET_HOURS);
}

/** Milliseconds from `nowMs` until the next day starts in the wedding's zone. */
export function msUntilNextWeddingDay(nowMs: number = Date.now()): number {
  return dayStartAtOffsetMs(plusDays(weddingToday(nowMs), 1), WEDDING_OFFSET_HOURS) - nowMs;
}

/**
 * The calendar day (YYYY-MM-DD) it is at `nowMs` in an IANA `zone`, through the platform's own tz data (Intl, in
 * browsers and in Node): for the pages that only need "today" in the wedding's zone, without loading js-joda's zones.
 */
export function todayInZone(zone: string, nowMs: number = Date.now()): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(nowMs).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** One formatter per zone, made on first use: a page asks for "today" on every render. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
