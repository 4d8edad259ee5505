import { ChronoUnit, DayOfWeek, Instant, LocalDate, TemporalAdjusters, ZoneOffset } from '@js-joda/core';

// Calendar dates as the API and the spec write them ("2027-06-12"), and the arithmetic both sides do on them: the one
// place for it. js-joda's LocalDate is a day of the calendar with no time and no zone, so the browser's zone never
// shows through (a local midnight can be skipped: Apia had no 30 December 2011); only ISO strings go in and out.

const day = (date: string) => LocalDate.parse(date);
const iso = (date: LocalDate) => date.toString();

export const plusDays = (date: string, days: number) => iso(day(date).plusDays(days));
/** Months later (or earlier, negative), the day clamped to the month's length: 31 January plus one is 28 or 29 February. */
export const plusMonths = (date: string, months: number) => iso(day(date).plusMonths(months));
/** Years later, 29 February becoming 28 February in a common year. */
export const plusYears = (date: string, years: number) => iso(day(date).plusYears(years));
/** Whole days from `from` to `to`: negative when `to` comes first. */
export const daysBetween = (from: string, to: string) => ChronoUnit.DAYS.between(day(from), day(to));
/** The Monday on or before `date` (weeks run Monday to Sunday). */
export const mondayOf = (date: string) => iso(day(date).with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY)));
/** The Sunday on or after `date`. */
export const sundayOf = (date: string) => iso(day(date).with(TemporalAdjusters.nextOrSame(DayOfWeek.SUNDAY)));
export const firstOfMonth = (date: string) => iso(day(date).withDayOfMonth(1));
export const lastOfMonth = (date: string) => iso(day(date).with(TemporalAdjusters.lastDayOfMonth()));
/** The first day of the month `months` before or after the one `date` is in. */
export const shiftMonth = (date: string, months: number) => plusMonths(firstOfMonth(date), months);

/** The days from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = day(from), end = day(to); !d.isAfter(end); d = d.plusDays(1)) out.push(iso(d));
  return out;
}

/** When a calendar day starts at a fixed offset from UTC (hours east), as epoch milliseconds. */
export const dayStartAtOffsetMs = (date: string, offsetHours: number) =>
  day(date).atStartOfDay(ZoneOffset.ofHours(offsetHours)).toInstant().toEpochMilli();

/** The calendar day it is at `nowMs` at a fixed offset from UTC (hours east). */
export const dayAtOffset = (nowMs: number, offsetHours: number) =>
  iso(LocalDate.ofInstant(Instant.ofEpochMilli(nowMs), ZoneOffset.ofHours(offsetHours)));
