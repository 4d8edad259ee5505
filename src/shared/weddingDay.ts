import { onFirstUse } from './onFirstUse';

// Spec section 9 runs the wedding's days in GMT+3 whatever the viewer's zone (the countdown's COUNTDOWN_ZONE);
// Funds judges due dates by the same calendar, so the schedule, the dashboard and the reminders agree on "today".
// Intl alone (no tz database) knows this fixed zone, so the Funds pages carry no date library for it.

/** "Etc/GMT-3" is POSIX for UTC+3. */
export const WEDDING_ZONE = 'Etc/GMT-3';

// Made on first use: a formatter costs a phone's start-up whether or not the page asks for the day.
const isoDay = onFirstUse(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: WEDDING_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** The calendar day (YYYY-MM-DD) it is at `nowMs` in the wedding's zone. */
export function weddingToday(nowMs: number = Date.now()): string {
  return isoDay().format(nowMs);
}

/** Milliseconds from `nowMs` until the next day starts in the wedding's zone (a fixed offset: no DST). */
export function msUntilNextWeddingDay(nowMs: number = Date.now()): number {
  const offset = 3 * 3_600_000;
  const day = 86_400_000;
  return day - ((nowMs + offset) % day);
}
