import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GUEST_EVENT_LIMITS,
  type GuestEvent,
  type GuestEventCounts,
  type GuestEventInvite,
  type guestEventBody,
  type guestEventPatch,
  type invitationsBody,
  guestEventMessages as m,
} from '../../shared/guestEvents';
import type { Db, Tx } from '../db/client';
import { guestEventInvites, guestEvents, guests, weddingSites, weddings } from '../db/schema';
import { about, recordChange } from '../history/record';
import { fieldsError, HttpError } from '../lib/problem';
import { emitEvent } from '../realtime/emitEvent';

// Issue 38: the events a wedding's guests are invited to, who is invited to each, and the counts per event.

type EventRow = typeof guestEvents.$inferSelect;
const hm = (t: string | null) => (t ? t.slice(0, 5) : null);

export function toGuestEvent(row: EventRow): GuestEvent {
  return {
    id: row.id,
    account: row.weddingId,
    name: row.name,
    day: row.day,
    start_time: hm(row.startsAt),
    end_time: hm(row.endsAt),
    place: row.place,
    dress_code: row.dressCode,
    meal_options: row.mealOptions,
    private: row.private,
    seating: row.seating,
    position: row.position,
  };
}

const eventAbout = (by: string | null, row: EventRow) =>
  about(row.weddingId, by, 'guests', 'guest_event', row.id, row.name);

export async function weddingEvents(db: Db | Tx, weddingId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(guestEvents)
    .where(eq(guestEvents.weddingId, weddingId))
    .orderBy(asc(guestEvents.position), asc(guestEvents.createdAt));
}

const values = (body: Partial<z.output<typeof guestEventBody>>) => ({
  ...(body.name !== undefined && { name: body.name }),
  ...(body.day !== undefined && { day: body.day }),
  ...(body.start_time !== undefined && { startsAt: body.start_time }),
  ...(body.end_time !== undefined && { endsAt: body.end_time }),
  ...(body.place !== undefined && { place: body.place }),
  ...(body.dress_code !== undefined && { dressCode: body.dress_code }),
  ...(body.meal_options !== undefined && { mealOptions: [...new Set(body.meal_options)] }),
  ...(body.private !== undefined && { private: body.private }),
  ...(body.seating !== undefined && { seating: body.seating }),
});

export async function createGuestEvent(
  db: Db,
  weddingId: string,
  by: string,
  body: z.output<typeof guestEventBody>,
): Promise<GuestEvent> {
  return db.transaction(async (tx) => {
    await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, weddingId)).for('update');
    const [n] = await tx.select({ n: count() }).from(guestEvents).where(eq(guestEvents.weddingId, weddingId));
    if ((n?.n ?? 0) >= GUEST_EVENT_LIMITS.events) throw new HttpError(409, m.tooManyEvents);
    const [row] = await tx
      .insert(guestEvents)
      .values({ weddingId, position: n?.n ?? 0, ...values(body), name: body.name })
      .returning();
    await recordChange(tx, { ...eventAbout(by, row!), action: 'created' });
    await emitEvent(tx, { stream: 'account_guests', action: 'update_event', weddingId, data: { by, event: row!.id } });
    return toGuestEvent(row!);
  });
}

export async function updateGuestEvent(
  db: Db,
  id: string,
  by: string,
  patch: z.output<typeof guestEventPatch>,
): Promise<GuestEvent> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(guestEvents).where(eq(guestEvents.id, id)).for('update');
    if (!old) throw new HttpError(404, m.noEvent);
    const start = patch.start_time !== undefined ? patch.start_time : hm(old.startsAt);
    const end = patch.end_time !== undefined ? patch.end_time : hm(old.endsAt);
    if (start && end && end <= start) throw fieldsError({ end_time: [m.endBeforeStart] });
    const set = values(patch);
    const [row] = Object.keys(set).length
      ? await tx.update(guestEvents).set(set).where(eq(guestEvents.id, id)).returning()
      : [old];
    await recordChange(tx, {
      ...eventAbout(by, row!),
      action: 'updated',
      before: toGuestEvent(old),
      after: toGuestEvent(row!),
    });
    await emitEvent(tx, {
      stream: 'account_guests',
      action: 'update_event',
      weddingId: old.weddingId,
      data: { by, event: id },
    });
    return toGuestEvent(row!);
  });
}

export async function deleteGuestEvent(db: Db, id: string, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(guestEvents).where(eq(guestEvents.id, id)).for('update');
    if (!row) throw new HttpError(404, m.noEvent);
    const [n] = await tx.select({ n: count() }).from(guestEvents).where(eq(guestEvents.weddingId, row.weddingId));
    if ((n?.n ?? 0) <= 1) throw new HttpError(409, m.lastEvent);
    await tx.delete(guestEvents).where(eq(guestEvents.id, id));
    await recordChange(tx, { ...eventAbout(by, row), action: 'deleted', snapshot: { event: row } });
    await emitEvent(tx, {
      stream: 'account_guests',
      action: 'delete_event',
      weddingId: row.weddingId,
      data: { by, event: id },
    });
  });
}

/**
 * The wedding's events, making the first one ("Wedding", on the wedding's date, with the website's meals) when it
 * has none yet: a household is always invited to something it can answer.
 */
export async function ensureEvents(tx: Tx, weddingId: string): Promise<EventRow[]> {
  const existing = await weddingEvents(tx, weddingId);
  if (existing.length) return existing;
  const [wedding] = await tx.select().from(weddings).where(eq(weddings.id, weddingId)).limit(1);
  const [site] = await tx.select().from(weddingSites).where(eq(weddingSites.weddingId, weddingId)).limit(1);
  const [row] = await tx
    .insert(guestEvents)
    .values({
      weddingId,
      name: 'Wedding',
      day: wedding?.date ?? null,
      mealOptions: (site?.mealOptions ?? []) as string[],
    })
    .returning();
  return [row!];
}

/**
 * Invites guests new to the list: to the events their household's other guests are invited to, or, for a new
 * household, to every event that is not private (a private one is opt-in, guest by guest).
 */
export async function inviteNewGuests(tx: Tx, weddingId: string, householdId: string, guestIds: string[]) {
  if (!guestIds.length) return;
  const events = await ensureEvents(tx, weddingId);
  const others = await tx
    .selectDistinct({ event: guestEventInvites.eventId })
    .from(guestEventInvites)
    .innerJoin(guests, eq(guests.id, guestEventInvites.guestId))
    .where(and(eq(guests.householdId, householdId), notInArray(guests.id, guestIds)));
  const eventIds = others.length ? others.map((o) => o.event) : events.filter((e) => !e.private).map((e) => e.id);
  const rows = eventIds.flatMap((eventId) => guestIds.map((guestId) => ({ eventId, guestId, weddingId })));
  if (rows.length) await tx.insert(guestEventInvites).values(rows).onConflictDoNothing();
}

/** Invites (or uninvites) households and single guests to one event. Unknown or other weddings' ids are a 400. */
export async function setInvitations(
  db: Db,
  eventId: string,
  by: string,
  body: z.output<typeof invitationsBody>,
): Promise<GuestEventInvite[]> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(guestEvents).where(eq(guestEvents.id, eventId)).for('update');
    if (!event) throw new HttpError(404, m.noEvent);
    const uuid = (s: string) => /^[0-9a-f-]{36}$/i.test(s);
    if (![...body.households, ...body.guests].every(uuid)) throw fieldsError({ households: [m.notOnList] });
    const fromHouseholds = body.households.length
      ? await tx
          .select({ id: guests.id, household: guests.householdId })
          .from(guests)
          .where(and(eq(guests.weddingId, event.weddingId), inArray(guests.householdId, body.households)))
      : [];
    const foundHouseholds = new Set(fromHouseholds.map((g) => g.household));
    const single = body.guests.length
      ? await tx
          .select({ id: guests.id })
          .from(guests)
          .where(and(eq(guests.weddingId, event.weddingId), inArray(guests.id, body.guests)))
      : [];
    if (foundHouseholds.size !== new Set(body.households).size || single.length !== new Set(body.guests).size) {
      throw fieldsError({ households: [m.notOnList] });
    }
    const ids = [...new Set([...fromHouseholds.map((g) => g.id), ...single.map((g) => g.id)])];
    const [before] = await tx
      .select({ n: count() })
      .from(guestEventInvites)
      .where(eq(guestEventInvites.eventId, eventId));
    if (body.invited) {
      await tx
        .insert(guestEventInvites)
        .values(ids.map((guestId) => ({ eventId, guestId, weddingId: event.weddingId })))
        .onConflictDoNothing();
    } else {
      await tx
        .delete(guestEventInvites)
        .where(and(eq(guestEventInvites.eventId, eventId), inArray(guestEventInvites.guestId, ids)));
    }
    const list = await eventInvites(tx, eventId);
    await recordChange(tx, {
      ...eventAbout(by, event),
      action: 'updated',
      changes: [{ field: 'guests_invited', before: before?.n ?? 0, after: list.length }],
    });
    await emitEvent(tx, {
      stream: 'account_guests',
      action: 'update_invites',
      weddingId: event.weddingId,
      data: { by, event: eventId },
    });
    return list;
  });
}

export async function eventInvites(db: Db | Tx, eventId: string): Promise<GuestEventInvite[]> {
  const rows = await db
    .select({ invite: guestEventInvites, household: guests.householdId })
    .from(guestEventInvites)
    .innerJoin(guests, eq(guests.id, guestEventInvites.guestId))
    .where(eq(guestEventInvites.eventId, eventId))
    .orderBy(asc(guests.householdId), asc(guests.position));
  return rows.map(({ invite: i, household }) => ({
    event: i.eventId,
    guest: i.guestId,
    household,
    attending: i.attending,
    meal: i.meal,
    dietary: i.dietary,
    plus_one_name: i.plusOneName ?? '',
    table: i.tableId,
    unseated_by_decline: i.unseatedByDecline,
  }));
}

/** Per event: invited, yes (plus-ones count as a yes), no, waiting, and the meals chosen. */
export async function eventCounts(db: Db | Tx, weddingId: string): Promise<GuestEventCounts[]> {
  const events = await weddingEvents(db, weddingId);
  const invites = await db.select().from(guestEventInvites).where(eq(guestEventInvites.weddingId, weddingId));
  return events.map((e) => {
    const mine = invites.filter((i) => i.eventId === e.id);
    const meals = new Map<string, number>();
    for (const i of mine) if (i.attending && i.meal) meals.set(i.meal, (meals.get(i.meal) ?? 0) + 1);
    return {
      event: e.id,
      name: e.name,
      invited: mine.length,
      yes: mine.reduce((n, i) => n + (i.attending ? 1 + (i.plusOneName ? 1 : 0) : 0), 0),
      no: mine.filter((i) => i.attending === false).length,
      waiting: mine.filter((i) => i.attending === null).length,
      meals: [...meals].map(([meal, n]) => ({ meal, count: n })).sort((a, b) => b.count - a.count),
    };
  });
}
