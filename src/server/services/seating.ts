import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { GUEST_EVENT_LIMITS, guestEventMessages as m } from '../../shared/guestEvents';
import type { ruleBody, SeatingPlan, SeatingTable, seatBody, tableBody, tablePatch } from '../../shared/seating';
import type { Db, Tx } from '../db/client';
import { guestEventInvites, guestEvents, guests, seatingRules, seatingTables } from '../db/schema';
import { about, recordChange } from '../history/record';
import { fieldsError, HttpError } from '../lib/problem';
import { emitEvent } from '../realtime/emitEvent';
import { solveSeating } from './seatingSolver';

// Issue 38's seating: an event's tables, who sits at each, the couple's rules, and "Seat for me". Every write tells
// the other partner the seated counts per table (`update_seating`), in the write's own transaction.

type EventRow = typeof guestEvents.$inferSelect;
type TableRow = typeof seatingTables.$inferSelect;

/** Guests seated at each table of an event (plus-ones take a seat too), for the live per-table counts. */
export async function seatedCounts(db: Db | Tx, eventId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ table: guestEventInvites.tableId, plusOne: guestEventInvites.plusOneName, n: count() })
    .from(guestEventInvites)
    .where(and(eq(guestEventInvites.eventId, eventId), isNotNull(guestEventInvites.tableId)))
    .groupBy(guestEventInvites.tableId, guestEventInvites.plusOneName);
  const counts: Record<string, number> = {};
  for (const r of rows) counts[r.table!] = (counts[r.table!] ?? 0) + r.n * (r.plusOne ? 2 : 1);
  return counts;
}

const toTable = (t: TableRow): SeatingTable => ({
  id: t.id,
  name: t.name,
  shape: t.shape,
  capacity: t.capacity,
  x: t.x,
  y: t.y,
});

async function eventWithSeating(tx: Db | Tx, eventId: string, lock = false): Promise<EventRow> {
  const query = tx.select().from(guestEvents).where(eq(guestEvents.id, eventId));
  const [event] = lock ? await query.for('update') : await query;
  if (!event) throw new HttpError(404, m.noEvent);
  if (!event.seating) throw new HttpError(409, m.noSeating);
  return event;
}

/** The plan: tables, the guests who said yes (and those a decline took off their seat), rules, seats taken. */
export async function seatingPlan(db: Db | Tx, eventId: string): Promise<SeatingPlan> {
  const event = await eventWithSeating(db, eventId);
  const tables = await db
    .select()
    .from(seatingTables)
    .where(eq(seatingTables.eventId, eventId))
    .orderBy(asc(seatingTables.name));
  const rows = await db
    .select({ invite: guestEventInvites, guest: guests })
    .from(guestEventInvites)
    .innerJoin(guests, eq(guests.id, guestEventInvites.guestId))
    .where(eq(guestEventInvites.eventId, eventId))
    .orderBy(asc(guests.name));
  const rules = await db.select().from(seatingRules).where(eq(seatingRules.eventId, eventId));
  const list = rows
    .filter(({ invite }) => invite.attending === true || invite.unseatedByDecline)
    .map(({ invite, guest }) => ({
      id: guest.id,
      name: guest.name,
      household: guest.householdId,
      table: invite.tableId,
      seats: invite.plusOneName ? 2 : 1,
      unseated_by_decline: invite.unseatedByDecline,
      meal: invite.meal,
    }));
  return {
    event: { id: event.id, name: event.name, account: event.weddingId },
    tables: tables.map(toTable),
    guests: list,
    rules: rules.map((r) => ({ id: r.id, kind: r.kind, guests: r.guestIds, table: r.tableId })),
    seated: await seatedCounts(db, eventId),
  };
}

async function announce(tx: Tx, event: EventRow, by: string | null) {
  await emitEvent(tx, {
    stream: 'account_guests',
    action: 'update_seating',
    weddingId: event.weddingId,
    data: { by, event: event.id, tables: await seatedCounts(tx, event.id) },
  });
}

export async function createTable(db: Db, eventId: string, by: string, body: z.output<typeof tableBody>) {
  return db.transaction(async (tx) => {
    const event = await eventWithSeating(tx, eventId, true);
    const [n] = await tx.select({ n: count() }).from(seatingTables).where(eq(seatingTables.eventId, eventId));
    if ((n?.n ?? 0) >= GUEST_EVENT_LIMITS.tables) throw new HttpError(409, 'An event can have at most 100 tables.');
    const [row] = await tx
      .insert(seatingTables)
      .values({ ...body, eventId, weddingId: event.weddingId })
      .returning();
    await recordChange(tx, {
      ...about(event.weddingId, by, 'guests', 'seating_table', row!.id, `${row!.name} (${event.name})`),
      action: 'created',
    });
    await announce(tx, event, by);
    return toTable(row!);
  });
}

export async function updateTable(db: Db, id: string, by: string, patch: z.output<typeof tablePatch>) {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(seatingTables).where(eq(seatingTables.id, id)).for('update');
    if (!old) throw new HttpError(404, m.noTable);
    const event = await eventWithSeating(tx, old.eventId);
    if (patch.capacity !== undefined && patch.capacity < ((await seatedCounts(tx, event.id))[id] ?? 0)) {
      throw fieldsError({ capacity: ['More guests are seated here than that: move some first.'] }, 409);
    }
    const [row] = Object.keys(patch).length
      ? await tx.update(seatingTables).set(patch).where(eq(seatingTables.id, id)).returning()
      : [old];
    const label = `${row!.name} (${event.name})`;
    // Moving a table on the plan is its place, not its content: no history entry for x and y alone.
    if (patch.name !== undefined || patch.capacity !== undefined || patch.shape !== undefined) {
      await recordChange(tx, {
        ...about(event.weddingId, by, 'guests', 'seating_table', id, label),
        action: 'updated',
        before: { name: old.name, capacity: old.capacity, shape: old.shape },
        after: { name: row!.name, capacity: row!.capacity, shape: row!.shape },
      });
    }
    await announce(tx, event, by);
    return toTable(row!);
  });
}

export async function deleteTable(db: Db, id: string, by: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(seatingTables).where(eq(seatingTables.id, id)).for('update');
    if (!row) throw new HttpError(404, m.noTable);
    const event = await eventWithSeating(tx, row.eventId);
    await tx.delete(seatingTables).where(eq(seatingTables.id, id));
    await recordChange(tx, {
      ...about(event.weddingId, by, 'guests', 'seating_table', id, `${row.name} (${event.name})`),
      action: 'deleted',
    });
    await announce(tx, event, by);
  });
}

/** Seats one guest (or takes them off their seat); full tables and guests who did not say yes are refused. */
export async function seatGuest(db: Db, eventId: string, by: string, body: z.output<typeof seatBody>) {
  return db.transaction(async (tx) => {
    const event = await eventWithSeating(tx, eventId, true);
    const [invite] = await tx
      .select()
      .from(guestEventInvites)
      .where(and(eq(guestEventInvites.eventId, eventId), eq(guestEventInvites.guestId, body.guest)))
      .limit(1);
    if (!invite) throw fieldsError({ guest: [m.notInvited] });
    if (body.table) {
      if (invite.attending !== true) throw fieldsError({ guest: [m.notAttending] }, 409);
      const [table] = await tx
        .select()
        .from(seatingTables)
        .where(and(eq(seatingTables.id, body.table), eq(seatingTables.eventId, eventId)))
        .limit(1);
      if (!table) throw fieldsError({ table: [m.noTable] });
      const taken = (await seatedCounts(tx, eventId))[table.id] ?? 0;
      const mine = invite.tableId === table.id ? 0 : invite.plusOneName ? 2 : 1;
      if (taken + mine > table.capacity) throw fieldsError({ table: [m.tableFull] }, 409);
    }
    await tx
      .update(guestEventInvites)
      .set({ tableId: body.table, unseatedByDecline: false })
      .where(and(eq(guestEventInvites.eventId, eventId), eq(guestEventInvites.guestId, body.guest)));
    const [guest] = await tx.select().from(guests).where(eq(guests.id, body.guest)).limit(1);
    await recordChange(tx, {
      ...about(event.weddingId, by, 'guests', 'guest_event', event.id, event.name),
      action: 'updated',
      changes: [{ field: `table of ${guest!.name}`, before: invite.tableId, after: body.table }],
    });
    await announce(tx, event, by);
    return seatingPlan(tx, eventId);
  });
}

export async function addRule(db: Db, eventId: string, by: string, body: z.output<typeof ruleBody>) {
  return db.transaction(async (tx) => {
    const event = await eventWithSeating(tx, eventId, true);
    const uuid = (s: string) => /^[0-9a-f-]{36}$/i.test(s);
    if (![...body.guests, ...body.households].every(uuid)) throw fieldsError({ guests: [m.notOnList] });
    const byHousehold = body.households.length
      ? await tx
          .select({ id: guests.id, household: guests.householdId })
          .from(guests)
          .where(and(eq(guests.weddingId, event.weddingId), inArray(guests.householdId, body.households)))
      : [];
    const single = body.guests.length
      ? await tx
          .select({ id: guests.id })
          .from(guests)
          .where(and(eq(guests.weddingId, event.weddingId), inArray(guests.id, body.guests)))
      : [];
    if (
      new Set(byHousehold.map((g) => g.household)).size !== new Set(body.households).size ||
      single.length !== new Set(body.guests).size
    ) {
      throw fieldsError({ guests: [m.notOnList] });
    }
    const ids = [...new Set([...byHousehold, ...single].map((g) => g.id))];
    if (ids.length < (body.kind === 'near' ? 1 : 2)) throw fieldsError({ guests: [m.ruleGuests] });
    if (body.table) {
      const [table] = await tx
        .select()
        .from(seatingTables)
        .where(and(eq(seatingTables.id, body.table), eq(seatingTables.eventId, eventId)));
      if (!table) throw fieldsError({ table: [m.noTable] });
    }
    const [n] = await tx.select({ n: count() }).from(seatingRules).where(eq(seatingRules.eventId, eventId));
    if ((n?.n ?? 0) >= GUEST_EVENT_LIMITS.rules) throw new HttpError(409, 'An event can have at most 200 rules.');
    const [row] = await tx
      .insert(seatingRules)
      .values({
        eventId,
        weddingId: event.weddingId,
        kind: body.kind,
        guestIds: ids,
        tableId: body.kind === 'near' ? body.table : null,
      })
      .returning();
    await recordChange(tx, {
      ...about(event.weddingId, by, 'guests', 'seating_rule', row!.id, `${body.kind} (${event.name})`),
      action: 'created',
    });
    await announce(tx, event, by);
    return { id: row!.id, kind: row!.kind, guests: row!.guestIds, table: row!.tableId };
  });
}

export async function deleteRule(db: Db, id: string, by: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(seatingRules).where(eq(seatingRules.id, id)).returning();
    if (!row) throw new HttpError(404, 'No rule has that id.');
    const event = await eventWithSeating(tx, row.eventId);
    await recordChange(tx, {
      ...about(event.weddingId, by, 'guests', 'seating_rule', id, `${row.kind} (${event.name})`),
      action: 'deleted',
    });
    await announce(tx, event, by);
  });
}

/** "Seat for me": places the unseated guests who said yes, and says which rules it could not meet. */
export async function seatForMe(db: Db, eventId: string, by: string) {
  return db.transaction(async (tx) => {
    const event = await eventWithSeating(tx, eventId, true);
    const plan = await seatingPlan(tx, eventId);
    const result = solveSeating({
      tables: plan.tables,
      guests: plan.guests.filter((g) => !g.unseated_by_decline),
      rules: plan.rules,
    });
    for (const [guest, table] of Object.entries(result.placed)) {
      await tx
        .update(guestEventInvites)
        .set({ tableId: table })
        .where(and(eq(guestEventInvites.eventId, eventId), eq(guestEventInvites.guestId, guest)));
    }
    const placed = Object.keys(result.placed).length;
    if (placed) {
      await recordChange(tx, {
        ...about(event.weddingId, by, 'guests', 'guest_event', event.id, event.name),
        action: 'updated',
        changes: [{ field: 'guests seated', before: null, after: placed }],
      });
    }
    await announce(tx, event, by);
    return { plan: await seatingPlan(tx, eventId), placed, unplaced: result.unplaced, unmet: result.unmet };
  });
}
