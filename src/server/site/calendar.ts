import { LocalDate, LocalDateTime, LocalTime, ZoneId } from '@js-joda/core';
import '@js-joda/timezone';
import ical from 'ical-generator';
import type { RsvpInvitation } from '../../shared/site';

// "Add to calendar" after an RSVP: an .ics file with the events the household said yes to (every event it is invited
// to when nobody answered yes yet), at their times in the wedding's time zone. An event with no time is all-day.

function instant(day: string, time: string, zone: string): Date {
  const at = LocalDateTime.of(LocalDate.parse(day), LocalTime.parse(time));
  return new Date(at.atZone(ZoneId.of(zone)).toInstant().toEpochMilli());
}

export function rsvpCalendar(inv: RsvpInvitation, zone: string, url: string): string {
  const cal = ical({ name: inv.wedding.name, prodId: { company: 'Vowline', product: 'RSVP' } });
  const yes = inv.events.filter((e) => e.guests.some((g) => g.attending));
  for (const e of yes.length ? yes : inv.events) {
    const day = e.day ?? inv.wedding.date;
    const summary = `${inv.wedding.name}: ${e.name}`;
    if (e.start_time) {
      const start = instant(day, e.start_time, zone);
      const end = e.end_time ? instant(day, e.end_time, zone) : new Date(start.getTime() + 2 * 3600_000);
      cal.createEvent({
        id: `${e.id}@vowline`,
        start,
        end: new Date(Math.max(end.getTime(), start.getTime())),
        summary,
        location: e.place,
        url,
      });
    } else {
      cal.createEvent({
        id: `${e.id}@vowline`,
        start: new Date(`${day}T00:00:00Z`),
        allDay: true,
        summary,
        location: e.place,
        url,
      });
    }
  }
  if (!inv.events.length) {
    cal.createEvent({ start: new Date(`${inv.wedding.date}T00:00:00Z`), allDay: true, summary: inv.wedding.name, url });
  }
  return cal.toString();
}
