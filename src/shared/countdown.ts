import { plusYears, utcMidnightMs } from './calendarDate';
import { weddingTexts } from './weddings';

/**
 * Spec section 9: the countdown runs in GMT+3 whatever the viewer's zone ("Etc/GMT-3" is POSIX for UTC+3). That zone
 * has no transitions, so the fixed offset is the same zone without the tz database (@js-joda/timezone, 10 KB gzipped
 * on every wedding page).
 */
export const COUNTDOWN_ZONE = 'Etc/GMT-3';
/** Spec section 9: a year, for anniversaries, is 365 days. */
export const ANNIVERSARY_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Countdown {
  /** 'upcoming' until the wedding day starts in GMT+3; 'anniversary' from then on. */
  mode: 'upcoming' | 'anniversary';
  /** The day counted down to: the wedding day, or the next anniversary (an ISO date). */
  target: string;
  /** The anniversary's number of years; 0 while upcoming. */
  years: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** When a calendar day (an ISO date) starts in GMT+3, as epoch milliseconds. */
export function dayStartMs(date: string): number {
  return utcMidnightMs(date) - 3 * HOUR;
}

function parts(ms: number) {
  const left = Math.max(0, ms);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/**
 * Spec section 4. Before the wedding day: the time left until it starts. From then on: years = elapsed time
 * divided by 365 days, rounded down, plus one; the next anniversary is the wedding's month and day in the
 * wedding's year plus that many years (a 29 February wedding falls on 28 February in common years).
 */
export function countdown(weddingDate: string, nowMs: number): Countdown {
  const start = dayStartMs(weddingDate);
  if (nowMs < start) return { mode: 'upcoming', target: weddingDate, years: 0, ...parts(start - nowMs) };
  const years = Math.floor((nowMs - start) / ANNIVERSARY_YEAR_MS) + 1;
  const next = plusYears(weddingDate, years);
  return { mode: 'anniversary', target: next, years, ...parts(dayStartMs(next) - nowMs) };
}

/** 'YEAR' for one, 'YEARS' otherwise (spec: the number of years with YEAR or YEARS). */
export function yearsLabel(years: number): string {
  return `${years} ${years === 1 ? weddingTexts.year : weddingTexts.years}`;
}
