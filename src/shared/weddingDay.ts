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
