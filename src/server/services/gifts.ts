import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Gift, type giftBody, type giftPatch, SITE_LIMITS, siteMessages } from '../../shared/site';
import type { Db, Tx } from '../db/client';
import { gifts, guests, households } from '../db/schema';
import { about, recordChange } from '../history/record';
import { fieldRefusal, HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { emitEvent } from '../realtime/emitEvent';

// The thank-you tracker: who gave what, and whether the card went out. Events carry ids only, like the guest list's.

type GiftRow = typeof gifts.$inferSelect;

async function listRows(db: Db | Tx, where: ReturnType<typeof eq>) {
  return db
    .select({ gift: gifts, householdName: households.name, guestName: guests.name })
    .from(gifts)
    .innerJoin(households, eq(households.id, gifts.householdId))
    .leftJoin(guests, eq(guests.id, gifts.guestId))
    .where(where)
    .orderBy(asc(gifts.cardSent), asc(gifts.createdAt));
}

function toGift(r: { gift: GiftRow; householdName: string; guestName: string | null }): Gift {
  return {
    id: r.gift.id,
    version: r.gift.version,
    account: r.gift.weddingId,
    household: r.gift.householdId,
    household_name: r.householdName,
    guest: r.gift.guestId,
    guest_name: r.guestName ?? '',
    description: r.gift.description,
    received_on: r.gift.receivedOn,
    card_sent: r.gift.cardSent,
    created_at: r.gift.createdAt.toISOString(),
  };
}

/** Cards still to send first, then by when the gift was noted. */
export async function weddingGifts(db: Db, weddingId: string): Promise<Gift[]> {
  return (await listRows(db, eq(gifts.weddingId, weddingId))).map(toGift);
}

async function one(tx: Tx, id: string): Promise<Gift> {
  const [row] = await listRows(tx, eq(gifts.id, id));
  return toGift(row!);
}

/** The giver must be a household of this wedding, and the guest (if any) one of that household. */
async function checkGiver(tx: Tx, weddingId: string, householdId: string, guestId: string | null): Promise<void> {
  const [household] = isUuid(householdId)
    ? await tx
        .select({ id: households.id })
        .from(households)
        .where(and(eq(households.id, householdId), eq(households.weddingId, weddingId)))
    : [];
  if (!household) throw fieldRefusal('household', siteMessages.giftHouseholdRequired);
  if (!guestId) return;
  const [guest] = isUuid(guestId)
    ? await tx
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.id, guestId), eq(guests.householdId, householdId)))
    : [];
  if (!guest) throw fieldRefusal('guest', siteMessages.giftGuestInvalid);
}

export async function createGift(db: Db, weddingId: string, by: string, body: z.output<typeof giftBody>) {
  return db.transaction(async (tx) => {
    const [n] = await tx.select({ n: count() }).from(gifts).where(eq(gifts.weddingId, weddingId));
    if ((n?.n ?? 0) >= SITE_LIMITS.gifts) throw new HttpError(409, siteMessages.tooManyGifts);
    await checkGiver(tx, weddingId, body.household, body.guest);
    const [row] = await tx
      .insert(gifts)
      .values({
        weddingId,
        householdId: body.household,
        guestId: body.guest,
        description: body.description,
        receivedOn: body.received_on || null,
        cardSent: body.card_sent,
      })
      .returning();
    await emitEvent(tx, { stream: 'account_guests', action: 'update_gift', weddingId, data: { by, gift: row!.id } });
    const gift = await one(tx, row!.id);
    await recordChange(tx, { ...giftAbout(by, gift), action: 'created' });
    return gift;
  });
}

async function load(tx: Tx, id: string): Promise<GiftRow> {
  const [row] = await tx.select().from(gifts).where(eq(gifts.id, id)).for('update');
  if (!row) throw new HttpError(404, siteMessages.noGift);
  return row;
}

export async function updateGift(db: Db, id: string, by: string, body: z.output<typeof giftPatch>) {
  return db.transaction(async (tx) => {
    const row = await load(tx, id);
    if (body.guest !== undefined) await checkGiver(tx, row.weddingId, row.householdId, body.guest);
    const changes = {
      ...(body.guest !== undefined ? { guestId: body.guest } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.received_on !== undefined ? { receivedOn: body.received_on || null } : {}),
      ...(body.card_sent !== undefined ? { cardSent: body.card_sent } : {}),
    };
    // A patch that names no field changes nothing: the gift as it is, and no event (found by the fuzz).
    if (!Object.keys(changes).length) return one(tx, row.id);
    const before = await one(tx, row.id);
    await tx.update(gifts).set(changes).where(eq(gifts.id, row.id));
    await emitEvent(tx, {
      stream: 'account_guests',
      action: 'update_gift',
      weddingId: row.weddingId,
      data: { by, gift: row.id },
    });
    const after = await one(tx, row.id);
    await recordChange(tx, { ...giftAbout(by, after), action: 'updated', before, after });
    return after;
  });
}

export async function deleteGift(db: Db, id: string, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await load(tx, id);
    await recordChange(tx, { ...giftAbout(by, await one(tx, row.id)), action: 'deleted' });
    await tx.delete(gifts).where(eq(gifts.id, row.id));
    await emitEvent(tx, {
      stream: 'account_guests',
      action: 'delete_gift',
      weddingId: row.weddingId,
      data: { by, gift: row.id },
    });
  });
}

const giftAbout = (by: string, gift: Gift) => about(gift.account, by, 'guests', 'gift', gift.id, gift.description);
