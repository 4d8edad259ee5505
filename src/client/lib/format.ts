import { onFirstUse } from '../../shared/onFirstUse';

// The one date style of the app (issue 40), in the reader's own locale: "Saturday 12 June 2027" for a British reader,
// "Saturday, June 12, 2027" for an American one. Made on first use, not on import: the first Intl formatter costs a
// phone some 15 ms of its start-up (ICU's data), which a page that shows no date never pays.
const longDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat(undefined, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const longDates = new Map<string, string>();

/** A calendar date as people read it, in their locale. The date has no zone, so UTC keeps the day. */
export function formatDate(date: string): string {
  let text = longDates.get(date);
  if (text === undefined) {
    // The spec's style, "Saturday 14 June 2031": no comma between the weekday and a day that follows it.
    text = longDate()
      .format(new Date(`${date.slice(0, 10)}T00:00:00Z`))
      .replace(/^([^\s,\d]+), (?=\d)/u, '$1 ');
    longDates.set(date, text);
  }
  return text;
}

/** A moment's clock time on this device, 24-hour ("14:02"): when a draft was kept, a change seen, the signal lost. */
export const clockOf = (ms: number): string =>
  new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);

export const weddingPath = (slug: string, rest = '') => `/wedding/${slug}${rest ? `/${rest}` : ''}`;

let rules: Intl.PluralRules | undefined;

/** "1 household", "3 households": the count with the word its number takes (Intl.PluralRules, made on first use). */
export function plural(n: number, one: string, many = `${one}s`): string {
  rules ??= new Intl.PluralRules('en-GB');
  return `${n} ${rules.select(n) === 'one' ? one : many}`;
}
