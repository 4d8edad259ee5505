import { plusDays } from '../../../shared/calendarDate';
import { weddingTexts } from '../../../shared/weddings';

// Spec section 2, Save the Date: an all-day 'Welcome to our wedding' event on the wedding date, as a Google
// Calendar event-edit link (text, details and dates) and as an iCalendar file (RFC 5545).

export interface SaveTheDate {
  weddingId: string;
  name: string;
  date: string;
  /** The wedding's page, for the event's details. */
  url: string;
}

const compact = (date: string) => date.replace(/-/g, '');

/** All-day events end on the next day, exclusive, in both Google's link and iCalendar. */
export function eventDates(date: string): { start: string; end: string } {
  return { start: compact(date), end: compact(plusDays(date, 1)) };
}

export const eventDetails = (event: SaveTheDate) => `${event.name}. ${event.url}`;

export function googleCalendarUrl(event: SaveTheDate): string {
  const { start, end } = eventDates(event.date);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: weddingTexts.eventText,
    details: eventDetails(event),
    dates: `${start}/${end}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let current = '';
  for (const char of line) {
    if (bytes.encode(current + char).length > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
    }
    current += char;
  }
  out.push(current);
  return out.join('\r\n ');
}

const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function icsFor(event: SaveTheDate, now = new Date()): string {
  const { start, end } = eventDates(event.date);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vowline//Save the Date//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:save-the-date-${event.weddingId}@vowline`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${end}`,
    `SUMMARY:${escapeText(weddingTexts.eventText)}`,
    `DESCRIPTION:${escapeText(eventDetails(event))}`,
    `URL:${event.url}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The .ics as a link target the browser downloads without any script. */
export const icsHref = (event: SaveTheDate, now?: Date) =>
  `data:text/calendar;charset=utf-8,${encodeURIComponent(icsFor(event, now))}`;
