import { Instant, LocalDate, LocalDateTime, LocalTime, ZonedDateTime, ZoneId } from '@js-joda/core';

// A wedding's own clock (issue 37): its day and its run-of-show are in its IANA zone, whatever the reader's. These
// need the tz database registered first (`loadZones` on the client; the server imports @js-joda/timezone whole).

/** Where the wedding's clock stands against its day: before it, on it (minutes since its midnight), or after it. */
export interface WeddingClock {
  day: 'before' | 'today' | 'after';
  /** Minutes since midnight in the wedding's zone. */
  minutes: number;
}

/** The calendar day (YYYY-MM-DD) it is at `nowMs` in `zone`. */
export function todayIn(zone: string, nowMs: number = Date.now()): string {
  return LocalDate.ofInstant(Instant.ofEpochMilli(nowMs), ZoneId.of(zone)).toString();
}

export function weddingClock(date: string, zone: string, nowMs: number): WeddingClock {
  const here = LocalDateTime.ofInstant(Instant.ofEpochMilli(nowMs), ZoneId.of(zone));
  const today = here.toLocalDate().toString();
  return {
    day: today < date ? 'before' : today > date ? 'after' : 'today',
    minutes: here.hour() * 60 + here.minute(),
  };
}

/** "Lisbon" for Europe/Lisbon, "New York" for America/New_York, "GMT+3" for Etc/GMT-3 (POSIX signs are inverted). */
export function zoneCity(zone: string): string {
  const fixed = /^Etc\/GMT([+-])(\d{1,2})$/.exec(zone);
  if (fixed) return `GMT${fixed[1] === '-' ? '+' : '-'}${fixed[2]}`;
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/**
 * `HH:MM` on the wedding's day in its zone, as the reader's zone has it, or null when both clocks agree. Says
 * "16:00 in Lisbon · 17:00 your time" with the day when it differs.
 */
export function readerTime(date: string, time: string, zone: string, readerZone: string): string | null {
  const there = ZonedDateTime.of(LocalDate.parse(date), LocalTime.parse(time), ZoneId.of(zone));
  const here = there.withZoneSameInstant(ZoneId.of(readerZone));
  if (here.toLocalDateTime().equals(there.toLocalDateTime())) return null;
  const clock = here.toLocalTime().toString().slice(0, 5);
  const shift = here.toLocalDate().compareTo(there.toLocalDate());
  return shift === 0 ? clock : `${clock} ${shift > 0 ? 'next day' : 'the day before'}`;
}

/** "16:00 in Lisbon · 17:00 your time", or "16:00" when the reader is on the wedding's clock. */
export function bothTimes(date: string, time: string, zone: string, readerZone: string): string {
  const mine = readerTime(date, time, zone, readerZone);
  return mine ? `${time} in ${zoneCity(zone)} · ${mine} your time` : time;
}
