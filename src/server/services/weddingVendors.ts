import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Expectations,
  type ExpectationsProposal,
  VENDOR_LIMITS,
  type VendorCategory,
  type VendorStatus,
  vendorMessages as vm,
  type WeddingVendor,
} from '../../shared/vendors';
import type { weddingVendorCreateBody, weddingVendorUpdateBody } from '../../shared/vendorsSchemas';
import type { Db, Tx } from '../db/client';
import { readAll } from '../db/readAll';
import {
  COUPLE_ROLES,
  vendorExpectationProposals,
  vendorExpectations,
  weddingDayTaskVendors,
  weddingMembers,
  weddingVendors,
} from '../db/schema';
import { about, diffFields, recordChange } from '../history/record';
import { fieldError, HttpError } from '../lib/problem';
import { emitEvent } from '../realtime/emitEvent';
import { decimalOf, optionalMinor, rescaled } from './money';
import { businessById, teamIds } from './vendorBusinesses';

// The vendors on a wedding's list. Members see the list; prices and payments are the couple's alone, so every
// answer is shaped for the caller (`seesMoney`), and real-time events carry ids only.

export type VendorRow = typeof weddingVendors.$inferSelect;
type ExpectationsRow = typeof vendorExpectations.$inferSelect;
type ProposalRow = typeof vendorExpectationProposals.$inferSelect;

function toProposal(row: ProposalRow | undefined): ExpectationsProposal | null {
  if (!row) return null;
  return {
    side: row.side,
    deliverables: row.deliverables,
    arrival_time: row.arrivalTime,
    day_contacts: row.dayContacts,
    note: row.note,
    proposed_at: row.proposedAt.toISOString(),
  };
}

export function toExpectations(
  row: ExpectationsRow | undefined,
  dayTasks: string[],
  proposal?: ProposalRow,
): Expectations | null {
  if (!row) return null;
  return {
    deliverables: row.deliverables,
    arrival_time: row.arrivalTime,
    day_contacts: row.dayContacts,
    day_tasks: dayTasks,
    updated_at: row.updatedAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    proposal: toProposal(proposal),
  };
}

function toWeddingVendor(row: VendorRow, expectations: Expectations | null, seesMoney: boolean): WeddingVendor {
  return {
    id: row.id,
    version: row.version,
    account: row.weddingId,
    business: row.businessId,
    name: row.name,
    category: row.category as VendorCategory,
    contact_person: row.contactPerson,
    phone: row.phone,
    email: row.email,
    website: row.website,
    status: row.status as VendorStatus,
    notes: row.notes,
    currency: row.currency,
    quoted_price: seesMoney ? decimalOf(row.quotedPrice, row.currency) : null,
    deposit_amount: seesMoney ? decimalOf(row.depositAmount, row.currency) : null,
    deposit_due: seesMoney ? row.depositDue : null,
    amount_paid: seesMoney ? decimalOf(row.amountPaid, row.currency) : null,
    expectations,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The expectations of each vendor, with the run-of-show items assigned to it. */
export async function expectationsOf(db: Db | Tx, ids: string[]): Promise<Map<string, Expectations | null>> {
  if (!ids.length) return new Map();
  const [rows, assigned, proposals] = await readAll(db, [
    () => db.select().from(vendorExpectations).where(inArray(vendorExpectations.vendorId, ids)),
    () =>
      db
        .select()
        .from(weddingDayTaskVendors)
        .where(inArray(weddingDayTaskVendors.vendorId, ids))
        .orderBy(asc(weddingDayTaskVendors.taskId)),
    () => db.select().from(vendorExpectationProposals).where(inArray(vendorExpectationProposals.vendorId, ids)),
  ]);
  const tasks = new Map<string, string[]>();
  for (const a of assigned) tasks.set(a.vendorId, [...(tasks.get(a.vendorId) ?? []), a.taskId]);
  return new Map(
    ids.map((id) => [
      id,
      toExpectations(
        rows.find((r) => r.vendorId === id),
        tasks.get(id) ?? [],
        proposals.find((p) => p.vendorId === id),
      ),
    ]),
  );
}

export async function vendorJson(db: Db | Tx, row: VendorRow, seesMoney: boolean): Promise<WeddingVendor> {
  return toWeddingVendor(row, (await expectationsOf(db, [row.id])).get(row.id) ?? null, seesMoney);
}

/** The whole list (capped per wedding when written), by category then name. */
export async function weddingVendorsList(db: Db, weddingId: string, seesMoney: boolean): Promise<WeddingVendor[]> {
  const rows = await db
    .select()
    .from(weddingVendors)
    .where(eq(weddingVendors.weddingId, weddingId))
    .orderBy(asc(weddingVendors.category), asc(sql`lower(${weddingVendors.name})`), asc(weddingVendors.id));
  const expectations = await expectationsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toWeddingVendor(row, expectations.get(row.id) ?? null, seesMoney));
}

export async function vendorById(db: Db | Tx, id: string): Promise<VendorRow> {
  const [row] = await db.select().from(weddingVendors).where(eq(weddingVendors.id, id));
  if (!row) throw new HttpError(404, vm.noSuchVendor);
  return row;
}

/** Tells the couple and the linked vendor's team that a vendor changed: one event each, ids only. */
export async function announce(
  tx: Tx,
  row: VendorRow,
  by: string,
  action: 'update' | 'delete',
  { coupleOnly = false } = {},
): Promise<void> {
  const couple = await tx
    .select({ id: weddingMembers.userId })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, row.weddingId), inArray(weddingMembers.role, [...COUPLE_ROLES])));
  const team = row.businessId && !coupleOnly ? await teamIds(tx, row.businessId) : [];
  const recipients = [...new Set([...couple.map((c) => c.id), ...team])];
  const data = { vendor: row.id, account: row.weddingId, business: row.businessId, by };
  for (const recipientId of recipients) await emitEvent(tx, { stream: 'vendors', action, recipientId, data });
}

type Create = Omit<z.output<typeof weddingVendorCreateBody>, 'account'>;
type Update = z.output<typeof weddingVendorUpdateBody>;

const moneyMessages = { amount: vm.amountInvalid, currency: vm.currencyInvalid };

/**
 * The body's amounts in minor units of `currency`: undefined where not sent and the currency stays, null where
 * cleared. A new currency re-expresses the kept amounts the body leaves out, so they keep their value as typed.
 */
function amountsIn(body: Update, currency: string, kept?: VendorRow) {
  const minor = (text: string | null | undefined, field: string, stored: number | null | undefined) => {
    if (text === undefined && kept && stored !== undefined && kept.currency !== currency) {
      return rescaled(stored, kept.currency, currency, field, moneyMessages, VENDOR_LIMITS.amountMax);
    }
    return optionalMinor(text, currency, field, moneyMessages, VENDOR_LIMITS.amountMax);
  };
  return {
    quotedPrice: minor(body.quoted_price, 'quoted_price', kept?.quotedPrice),
    depositAmount: minor(body.deposit_amount, 'deposit_amount', kept?.depositAmount),
    amountPaid: minor(body.amount_paid, 'amount_paid', kept?.amountPaid),
  };
}

export async function createWeddingVendor(
  tx: Tx,
  weddingId: string,
  userId: string,
  body: Create,
): Promise<WeddingVendor> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('wedding-vendors'), hashtext(${weddingId}))`);
  const [listed] = await tx.select({ n: count() }).from(weddingVendors).where(eq(weddingVendors.weddingId, weddingId));
  if ((listed?.n ?? 0) >= VENDOR_LIMITS.perWedding) throw new HttpError(409, vm.tooManyVendors);
  const business = body.business
    ? await businessById(tx, body.business).catch(() => {
        throw fieldError('business', vm.businessInvalid);
      })
    : null;
  if (business) {
    const [linked] = await tx
      .select({ id: weddingVendors.id })
      .from(weddingVendors)
      .where(and(eq(weddingVendors.weddingId, weddingId), eq(weddingVendors.businessId, business.id)));
    if (linked) throw new HttpError(409, vm.alreadyLinked, { business: [vm.alreadyLinked] });
  }
  const currency = body.currency ?? business?.currency ?? 'USD';
  const amounts = amountsIn(body, currency);
  const [row] = await tx
    .insert(weddingVendors)
    .values({
      weddingId,
      businessId: business?.id ?? null,
      name: body.name ?? business?.name ?? '',
      category: body.category ?? business?.category ?? 'other',
      contactPerson: body.contact_person ?? business?.contactName ?? '',
      phone: body.phone ?? business?.phone ?? '',
      email: body.email ?? business?.email ?? '',
      website: body.website ?? business?.website ?? '',
      status: body.status ?? 'considering',
      notes: body.notes ?? '',
      currency,
      quotedPrice: amounts.quotedPrice ?? null,
      depositAmount: amounts.depositAmount ?? null,
      depositDue: body.deposit_due ?? null,
      amountPaid: amounts.amountPaid ?? 0,
      createdBy: userId,
    })
    .returning();
  await announce(tx, row!, userId, 'update');
  await recordChange(tx, { ...vendorAbout(userId, row!), action: 'created' });
  return vendorJson(tx, row!, true);
}

export async function updateWeddingVendor(
  tx: Tx,
  id: string,
  userId: string,
  body: Update,
  undoes?: string,
): Promise<WeddingVendor> {
  const [current] = await tx.select().from(weddingVendors).where(eq(weddingVendors.id, id)).for('update');
  if (!current) throw new HttpError(404, vm.noSuchVendor);
  const amounts = amountsIn(body, body.currency ?? current.currency, current);
  const [row] = await tx
    .update(weddingVendors)
    .set({
      name: body.name,
      category: body.category,
      contactPerson: body.contact_person,
      phone: body.phone,
      email: body.email,
      website: body.website,
      status: body.status,
      notes: body.notes,
      currency: body.currency,
      quotedPrice: amounts.quotedPrice,
      depositAmount: amounts.depositAmount,
      depositDue: body.deposit_due,
      amountPaid: amounts.amountPaid === null ? 0 : amounts.amountPaid,
      updatedAt: new Date(),
    })
    .where(eq(weddingVendors.id, id))
    .returning();
  if (!row) throw new HttpError(404, vm.noSuchVendor);
  await announce(tx, row, userId, 'update');
  const [before, after] = [toWeddingVendor(current, null, true), toWeddingVendor(row, null, true)];
  // A change to prices alone is the couple's to read, like the prices themselves.
  const moneyOnly = diffFields(before, after).every((c) => VENDOR_MONEY_FIELDS.includes(c.field));
  const level = moneyOnly ? ('couple' as const) : undefined;
  const change = { before, after, currency: row.currency, level, undoes };
  await recordChange(tx, { ...vendorAbout(userId, row), action: 'updated', ...change });
  return vendorJson(tx, row, true);
}

export async function deleteWeddingVendor(tx: Tx, id: string, userId: string): Promise<void> {
  // The expectations and a pending proposal go with it (cascade); the snapshot keeps them for an undo.
  const expectations = await tx.select().from(vendorExpectations).where(eq(vendorExpectations.vendorId, id));
  const proposals = await tx
    .select()
    .from(vendorExpectationProposals)
    .where(eq(vendorExpectationProposals.vendorId, id));
  const [row] = await tx.delete(weddingVendors).where(eq(weddingVendors.id, id)).returning();
  if (!row) throw new HttpError(404, vm.noSuchVendor);
  await announce(tx, row, userId, 'delete');
  const snapshot = { ...row, expectations: expectations[0] ?? null, proposal: proposals[0] ?? null };
  await recordChange(tx, { ...vendorAbout(userId, row), action: 'deleted', snapshot });
}

/** What only the couple sees of a vendor: an entry's changes to these are left out for the committee. */
export const VENDOR_MONEY_FIELDS = ['currency', 'quoted_price', 'deposit_amount', 'deposit_due', 'amount_paid'];

const vendorAbout = (userId: string, row: VendorRow) =>
  about(row.weddingId, userId, 'vendors', 'vendor', row.id, row.name);
