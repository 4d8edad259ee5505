import { LocalDate } from '@js-joda/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
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
