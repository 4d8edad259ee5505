import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { countdown, yearsLabel } from '../../src/shared/countdown';

// Fixed clocks, written as UTC instants: the wedding day starts at 21:00 UTC the day before (GMT+3).
const at = (iso: string) => Date.parse(iso);

describe('before the wedding day', () => {
  test('at noon the day before, half a day is left', () => {
    expect(countdown('2027-06-12', at('2027-06-11T09:00:00Z'))).toEqual({
      mode: 'upcoming',
      target: '2027-06-12',
      years: 0,
      days: 0,
      hours: 12,
      minutes: 0,
      seconds: 0,
    });
  });

  test('one second before midnight GMT+3, one second is left', () => {
    expect(countdown('2027-06-12', at('2027-06-11T20:59:59Z'))).toMatchObject({
      mode: 'upcoming',
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });

  test('months ahead, days, hours, minutes and seconds are all counted', () => {
    expect(countdown('2027-06-12', at('2027-01-01T10:20:30Z'))).toEqual({
      mode: 'upcoming',
      target: '2027-06-12',
      years: 0,
      days: 161,
      hours: 10,
      minutes: 39,
      seconds: 30,
    });
  });
});

describe('from the wedding day on', () => {
  test('at midnight GMT+3 the day itself is reached: NEXT ANNIVERSARY, 1 YEAR', () => {
    // 2027-06-12 to 2028-06-12 spans 29 February 2028: 366 days.
    expect(countdown('2027-06-12', at('2027-06-11T21:00:00Z'))).toEqual({
      mode: 'anniversary',
      target: '2028-06-12',
      years: 1,
      days: 366,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  test('one second after midnight GMT+3', () => {
    expect(countdown('2027-06-12', at('2027-06-11T21:00:01Z'))).toMatchObject({
      mode: 'anniversary',
      target: '2028-06-12',
      years: 1,
      days: 365,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  test('the zone is GMT+3 whatever the viewer’s: still the 11th in UTC is already the day', () => {
    expect(countdown('2027-06-12', at('2027-06-11T22:00:00Z')).mode).toBe('anniversary');
    expect(countdown('2027-06-12', at('2027-06-11T20:00:00Z')).mode).toBe('upcoming');
  });

  test('at noon on the wedding day', () => {
    expect(countdown('2027-06-12', at('2027-06-12T09:00:00Z'))).toMatchObject({ target: '2028-06-12', years: 1 });
  });

  test('one year after (a 365-day year later): 2 YEARS, counting to the second anniversary', () => {
    // 2021-06-12 to 2022-06-12 is exactly 365 days.
    expect(countdown('2021-06-12', at('2022-06-11T21:00:00Z'))).toMatchObject({
      mode: 'anniversary',
      target: '2023-06-12',
      years: 2,
      days: 365,
    });
    expect(countdown('2021-06-12', at('2022-06-11T20:59:59Z'))).toMatchObject({
      target: '2022-06-12',
      years: 1,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });

  test('many years after', () => {
    expect(countdown('2015-05-01', at('2026-11-22T12:00:00Z'))).toMatchObject({
      mode: 'anniversary',
      target: '2027-05-01',
      years: 12,
    });
  });

  test('the spec’s 365-day year runs ahead of the calendar across leap days', () => {
    // 2023-03-01 to 2024-02-29 is 365 days, so at noon on the 29th the rule already counts 2 years.
    expect(countdown('2023-03-01', at('2024-02-29T09:00:00Z'))).toMatchObject({ target: '2025-03-01', years: 2 });
  });
});

describe('a wedding on 29 February', () => {
  test('before the day, it counts to the leap day itself', () => {
    expect(countdown('2028-02-29', at('2028-02-27T21:00:00Z'))).toMatchObject({
      mode: 'upcoming',
      target: '2028-02-29',
      days: 1,
    });
  });

  test('its anniversaries in common years fall on 28 February', () => {
    expect(countdown('2024-02-29', at('2024-03-01T09:00:00Z'))).toMatchObject({ target: '2025-02-28', years: 1 });
    // 2024-02-29 to 2025-03-01 is 366 days: the second year has begun.
    expect(countdown('2024-02-29', at('2025-03-01T09:00:00Z'))).toMatchObject({ target: '2026-02-28', years: 2 });
  });

  test('in the next leap year it is 29 February again', () => {
    // 2024-02-29 + 3 × 365 days is 2027-02-28; from then the fourth anniversary is counted.
    expect(countdown('2024-02-29', at('2027-06-01T09:00:00Z'))).toMatchObject({ target: '2028-02-29', years: 4 });
  });
});

test('YEAR for one, YEARS otherwise', () => {
  expect(yearsLabel(1)).toBe('1 YEAR');
  expect(yearsLabel(2)).toBe('2 YEARS');
  expect(yearsLabel(12)).toBe('12 YEARS');
});

// Spec section 4 as properties over weddings from 1990 to 2100 and any instant within ten years of them, against plain
// UTC arithmetic (the module itself computes with js-joda).
describe('countdown properties, 1990 to 2100', () => {
  const DAY = 86_400_000;
  const YEAR = 365 * DAY;
  const weddingDay = fc
    .integer({ min: Date.UTC(1990, 0, 1) / DAY, max: Date.UTC(2100, 11, 31) / DAY })
    .map((n) => new Date(n * DAY).toISOString().slice(0, 10));
  /** When a day starts in GMT+3. */
  const startOf = (date: string) => Date.parse(`${date}T00:00:00Z`) - 3 * 3_600_000;
  /** The anniversary `years` on: the same month and day, 29 February falling on 28 February in a common year. */
  const anniversary = (date: string, years: number) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
    return new Date(Date.UTC(y + years, m - 1, Math.min(d, last))).toISOString().slice(0, 10);
  };
  const total = (c: { days: number; hours: number; minutes: number; seconds: number }) =>
    ((c.days * 24 + c.hours) * 60 + c.minutes) * 60 + c.seconds;
  const inRange = (c: { hours: number; minutes: number; seconds: number }) =>
    c.hours >= 0 && c.hours < 24 && c.minutes >= 0 && c.minutes < 60 && c.seconds >= 0 && c.seconds < 60;

  test('before the day: the whole seconds left until it starts in GMT+3', () => {
    fc.assert(
      fc.property(weddingDay, fc.integer({ min: 1, max: 10 * YEAR }), (date, before) => {
        const now = startOf(date) - before;
        const c = countdown(date, now);
        expect(c.mode).toBe('upcoming');
        expect([c.target, c.years]).toEqual([date, 0]);
        expect(inRange(c)).toBe(true);
        expect(total(c)).toBe(Math.floor(before / 1000));
      }),
      { numRuns: 3000 },
    );
  });

  test('from the day on: elapsed 365-day years plus one, counting to that anniversary in GMT+3', () => {
    fc.assert(
      fc.property(weddingDay, fc.integer({ min: 0, max: 10 * YEAR }), (date, after) => {
        const now = startOf(date) + after;
        const c = countdown(date, now);
        const years = Math.floor(after / YEAR) + 1;
        expect(c.mode).toBe('anniversary');
        expect([c.years, c.target]).toEqual([years, anniversary(date, years)]);
        expect(yearsLabel(c.years)).toBe(`${years} ${years === 1 ? 'YEAR' : 'YEARS'}`);
        expect(inRange(c)).toBe(true);
        expect(total(c)).toBe(Math.floor(Math.max(0, startOf(c.target) - now) / 1000));
      }),
      { numRuns: 3000 },
    );
  });
});
