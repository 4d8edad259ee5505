import { LocalDate } from '@js-joda/core';
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

// shared/calendarDate.ts does both sides' date arithmetic with js-joda's LocalDate. The reference here is independent
// of it: plain UTC arithmetic on Date.UTC. Each zone below has clock changes (one at midnight: Santiago's day starts at
// 01:00 once a year), or none, or a date-line jump (Apia skipped 30 December 2011): none may show through.
const ZONES = ['UTC', 'America/Santiago', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Apia', 'Asia/Kolkata'];
const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const reference = {
  plusDays: (date: string, n: number) => isoOf(utc(date) + n * DAY_MS),
  plusMonths: (date: string, n: number) => {
    const [y, m, d] = parts(date);
    const last = new Date(Date.UTC(y, m + n, 0)).getUTCDate();
    return isoOf(Date.UTC(y, m - 1 + n, Math.min(d, last)));
  },
  daysBetween: (a: string, b: string) => (utc(b) - utc(a)) / DAY_MS,
  mondayOf: (date: string) => isoOf(utc(date) - ((new Date(utc(date)).getUTCDay() + 6) % 7) * DAY_MS),
  sundayOf: (date: string) => isoOf(utc(date) + ((7 - new Date(utc(date)).getUTCDay()) % 7) * DAY_MS),
  lastOfMonth: (date: string) => {
    const [y, m] = parts(date);
    return isoOf(Date.UTC(y, m, 0));
  },
};
const anyDate = fc
  .integer({ min: utc('1900-01-01') / DAY_MS, max: utc('2200-12-31') / DAY_MS })
  .map((n) => isoOf(n * DAY_MS));

describe.each(ZONES)('calendarDate in %s agrees with UTC arithmetic', (zone) => {
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
        expect(dates.plusDays(d, n)).toBe(reference.plusDays(d, n));
        expect(dates.plusMonths(d, n)).toBe(reference.plusMonths(d, n));
        expect(dates.plusYears(d, n % 60)).toBe(reference.plusMonths(d, 12 * (n % 60)));
      }),
      { numRuns: 2000 },
    );
  });

  test('days between, weeks and months', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        expect(dates.daysBetween(a, b)).toBe(reference.daysBetween(a, b));
        expect(dates.mondayOf(a)).toBe(reference.mondayOf(a));
        expect(dates.sundayOf(a)).toBe(reference.sundayOf(a));
        expect(dates.firstOfMonth(a)).toBe(`${a.slice(0, 8)}01`);
        expect(dates.lastOfMonth(a)).toBe(reference.lastOfMonth(a));
      }),
      { numRuns: 2000 },
    );
  });

  test('a day at a fixed offset: when it starts, and which day an instant is in', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -12, max: 14 }), fc.integer({ min: 0, max: DAY_MS - 1 }), (d, h, ms) => {
        const start = dates.dayStartAtOffsetMs(d, h);
        expect(start).toBe(utc(d) - h * 3_600_000);
        expect(dates.dayAtOffset(start + ms, h)).toBe(d);
        expect(dates.dayAtOffset(start - 1, h)).toBe(reference.plusDays(d, -1));
      }),
      { numRuns: 2000 },
    );
  });

  test('a run of days has every day once, across the clock changes of the zone', () => {
    const days = dates.daysFrom('2011-12-25', '2012-04-30');
    expect(days).toEqual(Array.from({ length: days.length }, (_, i) => reference.plusDays('2011-12-25', i)));
    expect(days.at(-1)).toBe('2012-04-30');
    expect(dates.daysFrom('2027-03-02', '2027-03-01')).toEqual([]);
  });
});
