import { LocalDate } from '@js-joda/core';

const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "12 Jun": a due date on a task card. */
export const formatShortDate = (date: string) => short.format(utc(date));

/** "June 2031": a calendar month's heading. */
export const formatMonth = (date: string) => monthYear.format(utc(date));

/** The first day of the month before or after the one `date` is in. */
export const shiftMonth = (date: string, months: number) =>
  LocalDate.parse(date).withDayOfMonth(1).plusMonths(months).toString();

export const firstOfMonth = (date: string) => LocalDate.parse(date).withDayOfMonth(1).toString();
export const lastOfMonth = (date: string) => {
  const day = LocalDate.parse(date);
  return day.withDayOfMonth(day.lengthOfMonth()).toString();
};
