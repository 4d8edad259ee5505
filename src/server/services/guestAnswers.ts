import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { guestEventInvites, guestEvents, guests, seatingTables } from '../db/schema';
import { inviteNewGuests, weddingEvents } from './guestEvents';

// Answers across a guest's events: every invitation of a wedding for the CSV, and each guest's overall answer.

/** Every invitation of a wedding, by `event/guest`, for the CSV export. */
export async function eventInvitesOf(db: Db | Tx, weddingId: string) {
  const rows = await db.select().from(guestEventInvites).where(eq(guestEventInvites.weddingId, weddingId));
  return new Map(rows.map((r) => [`${r.eventId}/${r.guestId}`, r]));
}

/**
 * Keeps each guest's overall answer (the guest list's column and the all-events summary): coming to any event is a
 * yes, no to every event answered is a no, else waiting; the meal and notes are those of their first "yes" event.
 */
export async function mirrorOverall(tx: Tx, guestIds: string[]) {
  if (!guestIds.length) return;
  const rows = await tx
    .select({ invite: guestEventInvites })
    .from(guestEventInvites)
    .innerJoin(guestEvents, eq(guestEvents.id, guestEventInvites.eventId))
    .where(inArray(guestEventInvites.guestId, guestIds))
    .orderBy(asc(guestEvents.position), asc(guestEvents.createdAt));
  for (const id of guestIds) {
    const mine = rows.map((r) => r.invite).filter((i) => i.guestId === id);
    const yes = mine.find((i) => i.attending === true);
    const allNo = mine.length > 0 && mine.every((i) => i.attending === false);
    await tx
      .update(guests)
      .set({
        attending: yes ? true : allNo ? false : null,
        meal: yes?.meal ?? null,
        dietary: yes?.dietary ?? '',
        plusOneName: yes?.plusOneName ?? null,
      })
      .where(eq(guests.id, id));
  }
}

/**
 * A restored household's invitations and answers, as its deletion kept them: those of events deleted since are left
 * out, and a table deleted since leaves the guest unseated. A snapshot from before events invites it afresh.
 */
export async function restoreInvites(
  tx: Tx,
  weddingId: string,
  householdId: string,
  guestIds: string[],
  saved: (typeof guestEventInvites.$inferSelect)[],
) {
  const events = new Set((await weddingEvents(tx, weddingId)).map((e) => e.id));
  const tables = await tx
    .select({ id: seatingTables.id })
    .from(seatingTables)
    .where(eq(seatingTables.weddingId, weddingId));
  const tableIds = new Set(tables.map((t) => t.id));
  const invites = saved
    .filter((i) => events.has(i.eventId))
    .map((i) => ({
      ...i,
      answeredAt: i.answeredAt ? new Date(i.answeredAt) : null,
      tableId: i.tableId && tableIds.has(i.tableId) ? i.tableId : null,
    }));
  if (invites.length) await tx.insert(guestEventInvites).values(invites);
  else await inviteNewGuests(tx, weddingId, householdId, guestIds);
}
