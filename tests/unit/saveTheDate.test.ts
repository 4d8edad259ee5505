import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';
import {
  eventDates,
  googleCalendarUrl,
  icsFor,
  icsHref,
  type SaveTheDate,
} from '../../src/client/components/wedding/saveTheDate';
import { SHARE_CHANNELS, shareLinks } from '../../src/client/components/wedding/shareLinks';

const event: SaveTheDate = {
  weddingId: 'w-1',
  name: 'Ann & Ben; at last, married',
  date: '2027-12-31',
  url: 'https://vowline.example/wedding/ann-and-ben',
};

describe('Save the Date', () => {
  test('an all-day event ends the next day, across a year end', () => {
    expect(eventDates('2027-12-31')).toEqual({ start: '20271231', end: '20280101' });
    expect(eventDates('2028-02-28')).toEqual({ start: '20280228', end: '20280229' });
  });

  test('the Google Calendar link carries the text, details and all-day dates', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Welcome to our wedding');
    expect(url.searchParams.get('details')).toBe(`${event.name}. ${event.url}`);
    expect(url.searchParams.get('dates')).toBe('20271231/20280101');
  });

  test('the .ics parses as iCalendar with one all-day event on the wedding date', () => {
    const ics = icsFor(event, new Date('2026-11-22T10:00:00Z'));
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const vevent = new ICAL.Event(events[0]!);
    expect(vevent.summary).toBe('Welcome to our wedding');
    expect(vevent.description).toBe(`${event.name}. ${event.url}`);
    expect(vevent.startDate.isDate).toBe(true);
    expect(vevent.startDate.toString()).toBe('2027-12-31');
    expect(vevent.endDate.toString()).toBe('2028-01-01');
    expect(vevent.uid).toBe('save-the-date-w-1@vowline');
  });

  test('the download link holds the same file', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const href = icsHref(event, now);
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(icsFor(event, now));
  });
});

describe('Share links', () => {
  const links = shareLinks('https://vowline.example');
  const text = "I'm on Vowline. Check it out!";

  test('every channel of the spec has a link', () => {
    expect(Object.keys(links)).toEqual([...SHARE_CHANNELS]);
    expect(SHARE_CHANNELS).toEqual(['WhatsApp', 'Twitter', 'Email', 'Facebook', 'LinkedIn']);
  });

  test('Twitter carries the text, the address and the three hashtags', () => {
    const url = new URL(links.Twitter);
    expect(url.searchParams.get('text')).toBe(text);
    expect(url.searchParams.get('url')).toBe('https://vowline.example');
    expect(url.searchParams.get('hashtags')).toBe('wedding,planning,family');
  });

  test('WhatsApp and Email carry the text with the hashtags', () => {
    expect(new URL(links.WhatsApp).searchParams.get('text')).toBe(
      `${text} https://vowline.example #wedding #planning #family`,
    );
    const mail = new URL(links.Email);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(text);
    expect(mail.searchParams.get('body')).toContain('#wedding #planning #family');
  });

  test('Facebook and LinkedIn share the address', () => {
    expect(new URL(links.Facebook).searchParams.get('u')).toBe('https://vowline.example');
    expect(new URL(links.LinkedIn).searchParams.get('url')).toBe('https://vowline.example');
  });
});
