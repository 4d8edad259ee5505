import fc from 'fast-check';
import { afterEach, expect, test, vi } from 'vitest';

// A phone pays some 15 ms of its start-up for the first Intl formatter a page makes (ICU's data, at 4x CPU slowdown
// in Lighthouse). The modules that most pages load must not make one just by being imported: only when a date is
// formatted (bench/README.md, "Lighthouse on the app").

const LONG = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

afterEach(() => {
  vi.restoreAllMocks();
});

function countFormatters(): string[] {
  const made: string[] = [];
  for (const kind of ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'] as const) {
    const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
    vi.spyOn(Intl, kind).mockImplementation(function (this: unknown, ...args: unknown[]) {
      made.push(kind);
      return new Real(...args);
    } as never);
  }
  return made;
}

test('importing the date modules makes no Intl formatter; formatting makes one, once', async () => {
  const made = countFormatters();
  const calendar = await import('../../src/shared/calendarDate');
  const { formatDate } = await import('../../src/client/lib/format');
  const { formatShortDate, formatMonth } = await import('../../src/client/pages/planning/dates');
  const { weddingToday } = await import('../../src/shared/weddingDay');
  expect(made).toEqual([]);
  expect(calendar.plusDays('2027-06-12', 1)).toBe('2027-06-13');
  expect(made).toEqual([]);
  const long = new Intl.DateTimeFormat(undefined, LONG);
  made.length = 0;
  expect(formatDate('2027-06-12')).toBe(long.format(new Date('2027-06-12T00:00:00Z')));
  expect(formatDate('2027-06-13')).toContain('13');
  // One formatter for every long date of the page.
  expect(made).toEqual(['DateTimeFormat']);
  expect(formatShortDate('2027-06-12')).toMatch(/12/);
  expect(formatMonth('2027-06-12')).toMatch(/2027/);
  expect(weddingToday(Date.UTC(2027, 5, 12, 21, 30))).toBe('2027-06-13');
  // The wedding's day is js-joda's arithmetic at a fixed offset: no formatter.
  expect(made).toEqual(['DateTimeFormat', 'DateTimeFormat', 'DateTimeFormat']);
});

test("the long date is Intl's in the reader's locale, the calendar day kept whatever the zone", async () => {
  const { formatDate } = await import('../../src/client/lib/format');
  const intl = new Intl.DateTimeFormat(undefined, LONG);
  fc.assert(
    fc.property(
      fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }),
      (d) => {
        const date = d.toISOString().slice(0, 10);
        expect(formatDate(date)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
      },
    ),
    { numRuns: 2000 },
  );
});

test('counts take their word by Intl.PluralRules, made on the first count and not on import', async () => {
  const made: string[] = [];
  const Real = Intl.PluralRules;
  vi.spyOn(Intl, 'PluralRules').mockImplementation(function (this: unknown, ...args: unknown[]) {
    made.push('PluralRules');
    return new Real(...(args as ConstructorParameters<typeof Intl.PluralRules>));
  } as never);
  const { plural } = await import('../../src/client/lib/format');
  expect(made.length).toBeLessThanOrEqual(1);
  expect([
    plural(1, 'household'),
    plural(0, 'household'),
    plural(3, 'new section'),
    plural(2, 'person', 'people'),
  ]).toEqual(['1 household', '0 households', '3 new sections', '2 people']);
  expect(made.length).toBeLessThanOrEqual(1);
});
