import { UTCDateMini } from '@date-fns/utc/date/mini';
import {
  addDays,
  addMonths,
  addYears,
  differenceInCalendarDays,
  endOfWeek,
  formatISO,
  lastDayOfMonth,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

// Calendar dates as the API and the spec write them ("2027-06-12"), and the arithmetic both sides do on them: the one
// place for it. date-fns does the work on midnight UTC (`in: utc`), a day that always exists and always lasts 24
// hours, so the browser's zone never shows through (a local midnight can be skipped: Apia had no 30 December 2011);
// only ISO strings go in and out. date-fns rather than js-joda, whose classes cannot be tree-shaken: 42 KB gzipped on
// every planning page, against a few KB for these functions (issue "Fast and sturdy", budgets.json).
// tests/unit/calendarDate.test.ts checks every function against js-joda in six time zones.

// The minimal UTC date: the full `UTCDate` (and `utc()`, which makes one) builds three Intl formatters when its module
// loads, for its own toString: some 15 ms of a phone's start-up on every page that uses a date, for nothing here.
const utc = (value: Date | number | string) => new UTCDateMini(+new Date(value));
const day = (date: string) => parseISO(date, { in: utc });
const iso = (date: Date) => formatISO(date, { representation: 'date' });
const MONDAY = { weekStartsOn: 1 } as const;

export const plusDays = (date: string, days: number) => iso(addDays(day(date), days));
/** Months later (or earlier, negative), the day clamped to the month's length: 31 January plus one is 28 or 29 February. */
export const plusMonths = (date: string, months: number) => iso(addMonths(day(date), months));
/** Years later, 29 February becoming 28 February in a common year. */
export const plusYears = (date: string, years: number) => iso(addYears(day(date), years));
/** Whole days from `from` to `to`: negative when `to` comes first. */
export const daysBetween = (from: string, to: string) => differenceInCalendarDays(day(to), day(from));
/** The Monday on or before `date` (weeks run Monday to Sunday). */
export const mondayOf = (date: string) => iso(startOfWeek(day(date), MONDAY));
/** The Sunday on or after `date`. */
export const sundayOf = (date: string) => iso(endOfWeek(day(date), MONDAY));
export const firstOfMonth = (date: string) => iso(startOfMonth(day(date)));
export const lastOfMonth = (date: string) => iso(lastDayOfMonth(day(date)));
/** The first day of the month `months` before or after the one `date` is in. */
export const shiftMonth = (date: string, months: number) => plusMonths(firstOfMonth(date), months);

/** The days from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = day(from), n = daysBetween(from, to); n >= 0; n--, d = addDays(d, 1)) out.push(iso(d));
  return out;
}

/** Midnight UTC of a date, as epoch milliseconds (the countdown's zone is a fixed offset from it). */
export const utcMidnightMs = (date: string) => day(date).getTime();
