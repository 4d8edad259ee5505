import { ChronoUnit, DayOfWeek, LocalDate, TemporalAdjusters } from '@js-joda/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as dates from '../../src/shared/calendarDate';
import { pastDateWarning } from '../../src/shared/weddingDates';
import { isCalendarDate } from '../../src/shared/weddings';

// The client checks dates without js-joda (it stays out of the pages that only validate a date); js-joda is the
// reference the check must agree with, on any string shaped like a date.
const joda = (value: string) => {
  try {
    const year = LocalDate.parse(value).year();
    return year >= 1900 && year <= 2200;
  } catch {
    return false;
  }
};
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dateLike = fc
  .tuple(fc.integer({ min: 1800, max: 2300 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);

describe('isCalendarDate', () => {
  test('agrees with js-joda on every date-shaped string', () => {
    fc.assert(
      fc.property(dateLike, (value) => isCalendarDate(value) === joda(value)),
      { numRuns: 5000 },
    );
  });

  test('knows leap years and refuses what is not a date', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2027-04-31')).toBe(false);
    for (const bad of ['', '2027-4-01', '2027-04-01T00:00', ' 2027-04-01', 'tomorrow']) {
      expect(isCalendarDate(bad)).toBe(false);
    }
  });
});

test('pastDateWarning warns for a real day before today only', () => {
  expect(pastDateWarning('2026-11-23', '2026-11-24')).not.toBeNull();
  expect(pastDateWarning('2026-11-24', '2026-11-24')).toBeNull();
  expect(pastDateWarning('2027-01-01', '2026-11-24')).toBeNull();
  expect(pastDateWarning('2026-02-30', '2026-11-24')).toBeNull();
});

// shared/calendarDate.ts does both sides' date arithmetic with date-fns on local midnights; js-joda, which works
// on calendar dates alone, is the reference. Each zone below has clock changes (one at midnight: Santiago's day
// starts at 01:00 once a year), or none, or a date-line jump (Apia skipped 30 December 2011).
const ZONES = ['UTC', 'America/Santiago', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Apia', 'Asia/Kolkata'];
const anyDate = fc
  .integer({ min: LocalDate.parse('1900-01-01').toEpochDay(), max: LocalDate.parse('2200-12-31').toEpochDay() })
  .map((n) => LocalDate.ofEpochDay(n));

describe.each(ZONES)('calendarDate in %s agrees with js-joda', (zone) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  test('days, months and years later', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -800, max: 800 }), (d, n) => {
        expect(dates.plusDays(d.toString(), n)).toBe(d.plusDays(n).toString());
        expect(dates.plusMonths(d.toString(), n)).toBe(d.plusMonths(n).toString());
        expect(dates.plusYears(d.toString(), n % 60)).toBe(d.plusYears(n % 60).toString());
      }),
      { numRuns: 2000 },
    );
  });

  test('days between, weeks and months', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        expect(dates.daysBetween(a.toString(), b.toString())).toBe(a.until(b, ChronoUnit.DAYS));
        expect(dates.mondayOf(a.toString())).toBe(
          a.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY)).toString(),
        );
        expect(dates.sundayOf(a.toString())).toBe(a.with(TemporalAdjusters.nextOrSame(DayOfWeek.SUNDAY)).toString());
        expect(dates.firstOfMonth(a.toString())).toBe(a.withDayOfMonth(1).toString());
        expect(dates.lastOfMonth(a.toString())).toBe(a.with(TemporalAdjusters.lastDayOfMonth()).toString());
        expect(dates.utcMidnightMs(a.toString())).toBe(a.toEpochDay() * 86_400_000);
      }),
      { numRuns: 2000 },
    );
  });

  test('a run of days has every day once, across the clock changes of the zone', () => {
    const from = LocalDate.parse('2011-12-25');
    const days = dates.daysFrom(from.toString(), '2012-04-30');
    expect(days).toEqual(Array.from({ length: days.length }, (_, i) => from.plusDays(i).toString()));
    expect(days.at(-1)).toBe('2012-04-30');
    expect(dates.daysFrom('2027-03-02', '2027-03-01')).toEqual([]);
  });
});
