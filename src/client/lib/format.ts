// By hand rather than with Intl: the app speaks British English only, and the first Intl formatter a page makes costs
// a phone some 15 ms of its start-up (ICU's data), on every wedding page, whose header shows the date.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A calendar date as people read it: "Saturday 12 June 2027". The date has no zone, so UTC keeps the day. */
export function formatDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
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
