import { and, asc, eq } from 'drizzle-orm';
import type { SiteLanguage } from '../../shared/siteLanguages';
import type { Db } from '../db/client';
import { guestEvents } from '../db/schema';
import { longDateIn, t } from '../i18n/messages';
import { householdEvents } from '../services/rsvp';
import { esc } from './html';

// The public site's "Events" list (issue 38). A visitor sees the events that are not private; a guest who opened
// their RSVP link (a cookie remembers it) sees exactly the events their household is invited to, private ones too.

export interface SiteEvent {
  name: string;
  day: string | null;
  start: string | null;
  end: string | null;
  place: string;
  dressCode: string;
}

type EventRow = typeof guestEvents.$inferSelect;
const item = (e: EventRow): SiteEvent => ({
  name: e.name,
  day: e.day,
  start: e.startsAt?.slice(0, 5) ?? null,
  end: e.endsAt?.slice(0, 5) ?? null,
  place: e.place,
  dressCode: e.dressCode,
});

/** The events to show: the household's when `householdId` is one of this wedding's, else the public ones. */
export async function siteEvents(
  db: Db,
  weddingId: string,
  household: { id: string; weddingId: string } | null,
): Promise<SiteEvent[]> {
  if (household && household.weddingId === weddingId) {
    return (await householdEvents(db, household.id)).map(({ event }) => item(event));
  }
  const rows = await db
    .select()
    .from(guestEvents)
    .where(and(eq(guestEvents.weddingId, weddingId), eq(guestEvents.private, false)))
    .orderBy(asc(guestEvents.position), asc(guestEvents.createdAt));
  return rows.map(item);
}

/** The cookie that remembers which household opened its RSVP link, per wedding, only sent to the site's pages. */
export const rsvpCookieName = (weddingId: string) => `vl_rsvp_${weddingId.slice(0, 8)}`;

export function eventsSection(events: SiteEvent[], forHousehold: string | null, lang: SiteLanguage = 'en'): string {
  if (!events.length) return '';
  const items = events
    .map((e) => {
      const when = [e.day ? longDateIn(lang, e.day) : '', e.start ? `${e.start}${e.end ? `–${e.end}` : ''}` : '']
        .filter(Boolean)
        .join(', ');
      return `<li class="card" data-event="${esc(e.name)}"><h3>${esc(e.name)}</h3>${when ? `<p>${esc(when)}</p>` : ''}${
        e.place ? `<p>${esc(e.place)}</p>` : ''
      }${e.dressCode ? `<p class="muted">${esc(t(lang, 'rsvp.dressCode', { dressCode: e.dressCode }))}</p>` : ''}</li>`;
    })
    .join('');
  const intro = forHousehold
    ? `<p class="muted">${esc(t(lang, 'site.eventsFor', { household: forHousehold }))}</p>`
    : '';
  return `<section id="events" data-section="events"><h2>${esc(t(lang, 'site.events'))}</h2>${intro}<ul class="events">${items}</ul></section>`;
}
