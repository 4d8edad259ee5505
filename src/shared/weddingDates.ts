import { isCalendarDate } from './weddings';

/**
 * A wedding date already past is accepted, with a warning (README: a couple may set up a wedding after the day to
 * share it, and settings must still save after the day); the warning makes a mistyped year plain before saving.
 */
export const PAST_DATE_WARNING = 'This date has passed. Check the year; a countdown and due dates need a date ahead.';

/** The warning for a wedding date seen from `today` (both ISO dates), or null for today, a later day or no date. */
export function pastDateWarning(date: string, today: string): string | null {
  // ISO dates order as strings do.
  return isCalendarDate(date) && date < today ? PAST_DATE_WARNING : null;
}

/**
 * The day it is for the person at the screen (their own calendar): what "today" means in a form they fill in. Without
 * js-joda, which the forms that only check a date do not load.
 */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
