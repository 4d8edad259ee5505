import { LocalDate } from '@js-joda/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { templateDueDates } from '../../src/shared/planning';

// Template due dates spread over the time left until the wedding (issue 9: 23 tasks due "today").

const ahead = (months_before: number, days_before = 0) => ({ months_before, days_before });
const template = [ahead(12), ahead(9), ahead(6), ahead(3), ahead(1), ahead(0, 7), ahead(0, 1), ahead(-1)];

describe('templateDueDates', () => {
  test('with time enough, each task is due that long before the day', () => {
    expect(templateDueDates('2031-06-14', template, '2030-01-01')).toEqual([
      '2030-06-14',
      '2030-09-14',
      '2030-12-14',
      '2031-03-14',
      '2031-05-14',
      '2031-06-07',
      '2031-06-13',
      '2031-07-14',
    ]);
  });

  test('200 days before the wedding, a 12-month template is spread from today to the day, in order', () => {
    const dates = templateDueDates('2030-07-20', template, '2030-01-01');
    expect(dates[0]).toBe('2030-01-01');
    expect(new Set(dates.slice(0, 7)).size).toBe(7);
    expect([...dates.slice(0, 7)].sort()).toEqual(dates.slice(0, 7));
    expect(dates.filter((d) => d === '2030-01-01')).toHaveLength(1);
    expect(dates[7]).toBe('2030-08-20');
  });

  test('a wedding already past puts the work before it on today, and nothing in the past', () => {
    expect(templateDueDates('2029-12-01', [ahead(6), ahead(0, 1)], '2030-01-10')).toEqual(['2030-01-10', '2030-01-10']);
  });

  const iso = fc.integer({ min: 0, max: 3650 }).map((n) => LocalDate.parse('2028-01-01').plusDays(n).toString());
  const befores = fc.array(
    fc.record({ months_before: fc.integer({ min: -3, max: 18 }), days_before: fc.integer({ min: 0, max: 60 }) }),
    { minLength: 1, maxLength: 40 },
  );

  test('property: never before today', () => {
    fc.assert(
      fc.property(iso, iso, befores, (wedding, today, bs) =>
        templateDueDates(wedding, bs, today).every((d) => d >= today),
      ),
    );
  });

  test('property: work before the day is never after the day and keeps its order', () => {
    fc.assert(
      fc.property(iso, iso, befores, (wedding, today, bs) => {
        fc.pre(today <= wedding);
        const dates = templateDueDates(wedding, bs, today);
        const days = bs.map((b) => LocalDate.parse(wedding).minusMonths(b.months_before).minusDays(b.days_before));
        return bs.every((_, i) =>
          bs.every((__, j) => {
            if (days[i]!.toString() >= wedding || days[j]!.toString() >= wedding) return true;
            const earlier = days[i]!.isBefore(days[j]!);
            return (!earlier || dates[i]! <= dates[j]!) && dates[i]! <= wedding;
          }),
        );
      }),
    );
  });

  test('property: with days left and two different offsets before the day, not all on one day', () => {
    fc.assert(
      fc.property(iso, fc.integer({ min: 1, max: 400 }), befores, (today, left, bs) => {
        const wedding = LocalDate.parse(today).plusDays(left).toString();
        const before = bs
          .map((b) => LocalDate.parse(wedding).minusMonths(b.months_before).minusDays(b.days_before).toString())
          .filter((d) => d < wedding);
        fc.pre(new Set(before).size >= 2);
        const dates = templateDueDates(wedding, bs, today).filter((_, i) => {
          const b = bs[i]!;
          return LocalDate.parse(wedding).minusMonths(b.months_before).minusDays(b.days_before).toString() < wedding;
        });
        return new Set(dates).size >= 2;
      }),
    );
  });
});
