import { onFirstUse } from '../../../shared/onFirstUse';

// Made on first use (shared/onFirstUse.ts): a formatter costs a phone's start-up whether or not it is used.
const short = onFirstUse(() => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' }));
const monthYear = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

const shortDates = new Map<string, string>();
/** "12 Jun": a due date on a task card (a board repeats dates, so each is formatted once). */
export function formatShortDate(date: string): string {
  let text = shortDates.get(date);
  if (text === undefined) {
    text = short().format(utc(date));
    shortDates.set(date, text);
  }
  return text;
}

/** "June 2031": a calendar month's heading. */
export const formatMonth = (date: string) => monthYear().format(utc(date));
