const long = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date as people read it: "Saturday 12 June 2027". The date has no zone, so UTC keeps the day. */
export const formatDate = (date: string) => long.format(new Date(`${date}T00:00:00Z`)).replace(',', '');

export const weddingPath = (slug: string, rest = '') => `/wedding/${slug}${rest ? `/${rest}` : ''}`;

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
