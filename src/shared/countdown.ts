import { Duration } from '@js-joda/core';
import { dayStartAtOffsetMs, plusYears } from './calendarDate';
import { weddingTexts } from './weddings';

/**
 * Spec section 9: the countdown runs in GMT+3 whatever the viewer's zone ("Etc/GMT-3" is POSIX for UTC+3). That zone
 * has no transitions, so it is a fixed offset (js-joda's ZoneOffset), with no need of the tz database.
 */
export const COUNTDOWN_ZONE = 'Etc/GMT-3';
const COUNTDOWN_OFFSET_HOURS = 3;
/** Spec section 9: a year, for anniversaries, is 365 days. */
export const ANNIVERSARY_YEAR_MS = 365 * 86_400_000;

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
  return dayStartAtOffsetMs(date, COUNTDOWN_OFFSET_HOURS);
}

function parts(ms: number) {
  const left = Duration.ofMillis(Math.max(0, ms));
  return {
    days: left.toDays(),
    hours: left.toHours() % 24,
    minutes: left.toMinutes() % 60,
    seconds: left.seconds() % 60,
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
