import '@js-joda/timezone';
import { describe, expect, test } from 'vitest';
import { bothTimes, readerTime, todayIn, weddingClock, zoneCity } from '../../src/shared/weddingClock';
import { todayInZone } from '../../src/shared/weddingDay';

// Issue 37: a wedding's own clock, and the reader's beside it.

test('both clocks when the reader is elsewhere, one when they agree; the day named when it differs', () => {
  expect(bothTimes('2031-06-14', '16:00', 'Europe/Lisbon', 'Europe/Paris')).toBe('16:00 in Lisbon · 17:00 your time');
  expect(bothTimes('2031-06-14', '16:00', 'Europe/Lisbon', 'Europe/Lisbon')).toBe('16:00');
  // Summer and winter: Lisbon is UTC+1 in June and UTC in January.
  expect(readerTime('2031-06-14', '16:00', 'Europe/Lisbon', 'UTC')).toBe('15:00');
  expect(readerTime('2031-01-14', '16:00', 'Europe/Lisbon', 'UTC')).toBeNull();
  expect(readerTime('2031-06-14', '20:00', 'America/New_York', 'Asia/Tokyo')).toBe('09:00 next day');
  expect(readerTime('2031-06-14', '08:00', 'Asia/Tokyo', 'America/New_York')).toBe('19:00 the day before');
  expect(bothTimes('2031-06-14', '19:00', 'Etc/GMT-3', 'UTC')).toBe('19:00 in GMT+3 · 16:00 your time');
});

test('zone names as people say them', () => {
  expect(zoneCity('America/New_York')).toBe('New York');
  expect(zoneCity('Etc/GMT-3')).toBe('GMT+3');
  expect(zoneCity('Etc/GMT+5')).toBe('GMT-5');
  expect(zoneCity('UTC')).toBe('UTC');
});

test("today and the wedding's clock in its zone", () => {
  const at = Date.parse('2031-06-13T23:30:00Z');
  expect(todayIn('Europe/Lisbon', at)).toBe('2031-06-14');
  expect(todayIn('America/New_York', at)).toBe('2031-06-13');
  expect(weddingClock('2031-06-14', 'Europe/Lisbon', at)).toEqual({ day: 'today', minutes: 30 });
  expect(weddingClock('2031-06-14', 'America/New_York', at)).toEqual({ day: 'before', minutes: 19 * 60 + 30 });
  expect(weddingClock('2031-06-13', 'Europe/Lisbon', at).day).toBe('after');
});

describe('todayInZone (Intl, for the pages that need no js-joda zones)', () => {
  test("is the wedding's own calendar day, and agrees with js-joda's", () => {
    const at = Date.UTC(2031, 5, 2, 14, 0);
    expect(todayInZone('Pacific/Auckland', at)).toBe('2031-06-03');
    expect(todayInZone('America/Los_Angeles', at)).toBe('2031-06-02');
    expect(todayInZone('Etc/GMT-3', Date.UTC(2031, 5, 2, 21, 30))).toBe('2031-06-03');
    for (const zone of ['Europe/Lisbon', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Chatham']) {
      for (let hour = 0; hour < 48; hour += 5) {
        const ms = Date.UTC(2031, 2, 29, hour, 17);
        expect(todayInZone(zone, ms)).toBe(todayIn(zone, ms));
      }
    }
  });
});
