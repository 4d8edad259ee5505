import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Guest,
  type Household,
  type householdBody,
  type RsvpSummary,
  SITE_LIMITS,
  siteMessages,
} from '../../shared/site';
import type { Db, Tx } from '../db/client';
import { gifts, guestEventInvites, guests, households } from '../db/schema';
import { about, recordChange } from '../history/record';
import { HttpError } from '../lib/problem';
import { emitEvent } from '../realtime/emitEvent';
import { inviteNewGuests } from './guestEvents';

type HouseholdRow = typeof households.$inferSelect;
type GuestRow = typeof guests.$inferSelect;
export type HouseholdInput = z.output<typeof householdBody>;

export const newRsvpToken = () => randomBytes(24).toString('base64url');
export const rsvpUrl = (publicUrl: string, token: string) => `${publicUrl}/rsvp/${token}`;

export function toGuest(row: GuestRow): Guest {
  return {
    id: row.id,
    household: row.householdId,
    version: row.version,
    name: row.name,
    email: row.email ?? '',
    phone: row.phone ?? '',
    side: row.side,
    tags: row.tags,
    plus_one_allowed: row.plusOneAllowed,
    child: row.child,
    table: row.tableName ?? '',
    attending: row.attending,
    meal: row.meal,
    dietary: row.dietary,
    plus_one_name: row.plusOneName ?? '',
  };
}

function toHousehold(row: HouseholdRow, members: GuestRow[], publicUrl: string): Household {
  return {
    id: row.id,
    version: row.version,
    account: row.weddingId,
    name: row.name,
    rsvp_url: rsvpUrl(publicUrl, row.rsvpToken),
    postcode: row.postcode ?? '',
    message: row.message,
    responded_at: row.respondedAt?.toISOString() ?? null,
    invited_at: row.invitedAt?.toISOString() ?? null,
    opened_at: row.openedAt?.toISOString() ?? null,
    last_opened_at: row.lastOpenedAt?.toISOString() ?? null,
    guests: members.map(toGuest),
  };
}

export async function weddingHouseholds(db: Db | Tx, weddingId: string, publicUrl: string): Promise<Household[]> {
  const rows = await db
    .select()
    .from(households)
    .where(eq(households.weddingId, weddingId))
    .orderBy(asc(households.createdAt), asc(households.name));
  const all = await db.select().from(guests).where(eq(guests.weddingId, weddingId)).orderBy(asc(guests.position));
  return rows.map((h) =>
    toHousehold(
      h,
      all.filter((g) => g.householdId === h.id),
      publicUrl,
    ),
  );
}

export function guestValues(
  weddingId: string,
  householdId: string,
  input: HouseholdInput['guests'][number],
  i: number,
) {
  return {
    weddingId,
    householdId,
    position: i,
    name: input.name,
    email: input.email || null,
    phone: input.phone || null,
    side: input.side,
    tags: input.tags,
    plusOneAllowed: input.plus_one_allowed,
    child: input.child,
    tableName: input.table || null,
  };
}

export async function assertRoomFor(tx: Tx, weddingId: string, more: number): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(households).where(eq(households.weddingId, weddingId));
  if ((row?.n ?? 0) + more > SITE_LIMITS.households) throw new HttpError(409, siteMessages.tooManyHouseholds);
}

export async function createHousehold(db: Db, weddingId: string, by: string, body: HouseholdInput, publicUrl: string) {
  return db.transaction(async (tx) => {
    await assertRoomFor(tx, weddingId, 1);
    const [row] = await tx
      .insert(households)
      .values({ weddingId, name: body.name, postcode: body.postcode || null, rsvpToken: newRsvpToken() })
      .returning();
    const members = await tx
      .insert(guests)
      .values(body.guests.map((g, i) => guestValues(weddingId, row!.id, g, i)))
      .returning();
    await inviteNewGuests(
      tx,
      weddingId,
      row!.id,
      members.map((g) => g.id),
    );
    await recordChange(tx, { ...householdAbout(by, row!), action: 'created' });
    await emitEvent(tx, {
      stream: 'account_guests',
      action: 'update_household',
      weddingId,
      data: { by, household: row!.id },
    });
    return toHousehold(row!, members, publicUrl);
  });
}

/**
 * Replaces a household's name and guests. Guests named by id keep their RSVP answer; guests left out are removed;
 * new ones start unanswered.
 */
export async function updateHousehold(tx: Tx, id: string, by: string, body: HouseholdInput, publicUrl: string) {
  const [old] = await tx.select().from(households).where(eq(households.id, id)).for('update');
  const [renamed] = await tx
    .update(households)
    .set({ name: body.name, ...(body.postcode === undefined ? {} : { postcode: body.postcode || null }) })
    .where(eq(households.id, id))
    .returning();
  if (!renamed || !old) throw new HttpError(404, siteMessages.noHousehold);
  let row = renamed;
  const existing = await tx.select().from(guests).where(eq(guests.householdId, id)).orderBy(asc(guests.position));
  // The household as it was, whole, so that the edit can be undone (historyUndo.ts).
  const invites = existing.length
    ? await tx
        .select()
        .from(guestEventInvites)
        .where(
          inArray(
            guestEventInvites.guestId,
            existing.map((g) => g.id),
          ),
        )
    : [];
  const kept = new Set(body.guests.map((g) => g.id).filter((g): g is string => Boolean(g)));
  const gone = existing.map((g) => g.id).filter((g) => !kept.has(g));
  if (gone.length) await tx.delete(guests).where(inArray(guests.id, gone));
  const added: string[] = [];
  for (const [i, g] of body.guests.entries()) {
    const values = guestValues(row.weddingId, id, g, i);
    if (g.id && existing.some((e) => e.id === g.id)) {
      await tx
        .update(guests)
        .set(values)
        .where(and(eq(guests.id, g.id), eq(guests.householdId, id)));
    } else {
      const [inserted] = await tx.insert(guests).values(values).returning({ id: guests.id });
      added.push(inserted!.id);
    }
  }
  await inviteNewGuests(tx, row.weddingId, id, added);
  const members = await tx.select().from(guests).where(eq(guests.householdId, id)).orderBy(asc(guests.position));
  // The household's version covers its guests (issue 31): this PATCH rewrites them all, so a later one made from
  // before any guest changed must be refused. One step per save, whatever changed.
  const before = new Map(existing.map((g) => [g.id, g.version]));
  const guestsChanged = gone.length > 0 || added.length > 0 || members.some((g) => before.get(g.id) !== g.version);
  if (guestsChanged && row.version === old.version) {
    const [bumped] = await tx
      .update(households)
      .set({ version: sql`${households.version} + 1` })
      .where(eq(households.id, id))
      .returning();
    row = bumped!;
  }
  await emitEvent(tx, {
    stream: 'account_guests',
    action: 'update_household',
    weddingId: row.weddingId,
    data: { by, household: id },
  });
  const names = (list: GuestRow[]) => list.map((g) => g.name).join(', ');
  await recordChange(tx, {
    ...householdAbout(by, row),
    action: 'updated',
    before: { name: old.name, guests: names(existing) },
    after: { name: row.name, guests: names(members) },
    snapshot: { household: old, guests: existing, invites },
  });
  return toHousehold(row, members, publicUrl);
}

/** Deletes a household in the caller's transaction; its guests, invitations and gifts are kept for an undo. */
export async function deleteHouseholdIn(tx: Tx, id: string, by: string): Promise<void> {
  const given = await tx.select().from(gifts).where(eq(gifts.householdId, id));
  const members = await tx.select().from(guests).where(eq(guests.householdId, id));
  const invites = members.length
    ? await tx
        .select()
        .from(guestEventInvites)
        .where(
          inArray(
            guestEventInvites.guestId,
            members.map((g) => g.id),
          ),
        )
    : [];
  const [row] = await tx.delete(households).where(eq(households.id, id)).returning();
  if (!row) throw new HttpError(404, siteMessages.noHousehold);
  await recordChange(tx, {
    ...householdAbout(by, row),
    action: 'deleted',
    snapshot: { household: row, guests: members, invites, gifts: given },
  });
  await emitEvent(tx, {
    stream: 'account_guests',
    action: 'delete_household',
    weddingId: row.weddingId,
    data: { by, household: id },
  });
}

/** The counts a dashboard card shows: who is coming, meals, dietary notes and who to chase. */
export async function rsvpSummary(db: Db | Tx, weddingId: string, deadline: string | null): Promise<RsvpSummary> {
  const hs = await db
    .select()
    .from(households)
    .where(eq(households.weddingId, weddingId))
    .orderBy(asc(households.name));
  const gs = await db.select().from(guests).where(eq(guests.weddingId, weddingId));
  const meals = new Map<string, number>();
  let attending = 0;
  let declined = 0;
  for (const g of gs) {
    if (g.attending === true) {
      attending += 1 + (g.plusOneName ? 1 : 0);
      if (g.meal) meals.set(g.meal, (meals.get(g.meal) ?? 0) + 1);
    } else if (g.attending === false) declined += 1;
  }
  return {
    account: weddingId,
    households: hs.length,
    invited: gs.length,
    attending,
    declined,
    awaiting: gs.filter((g) => g.attending === null).length,
    meals: [...meals].map(([meal, n]) => ({ meal, count: n })).sort((a, b) => b.count - a.count),
    dietary: gs.filter((g) => g.attending !== false && g.dietary).map((g) => ({ guest: g.name, notes: g.dietary })),
    to_chase: hs
      .filter((h) => !h.respondedAt)
      .map((h) => ({ id: h.id, name: h.name, guests: gs.filter((g) => g.householdId === h.id).length })),
    deadline,
  };
}

export const householdAbout = (by: string | null, row: HouseholdRow) =>
  about(row.weddingId, by, 'guests', 'household', row.id, row.name);
