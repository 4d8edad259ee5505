import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type VendorClient, type VendorStatus, vendorMessages as vm, type WeddingVendor } from '../../shared/vendors';
import type { expectationsBody } from '../../shared/vendorsSchemas';
import type { Db, Tx } from '../db/client';
import {
  fundPayments,
  vendorExpectationProposals,
  vendorExpectations,
  weddingDayTasks,
  weddingDayTaskVendors,
  weddings,
  weddingVendors,
} from '../db/schema';
import { expectationFields, expectationsAbout, recordChange } from '../history/record';
import { fieldError, HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { decimalOf } from './money';
import { announce, expectationsOf, vendorById, vendorJson } from './weddingVendors';

// What the couple expects of a linked vendor, the vendor's confirmation, and what a vendor business sees of the
// weddings that linked it: their name and date, the expectations, the items assigned to it and the payments to it.

type Body = z.output<typeof expectationsBody>;

/** Writes the couple's expectations; any change asks the vendor to confirm again. */
export async function setExpectations(tx: Tx, id: string, userId: string, body: Body): Promise<WeddingVendor> {
  const vendor = await vendorById(tx, id);
  if (!vendor.businessId) throw new HttpError(409, vm.notLinked);
  const dayTasks = [...new Set(body.day_tasks)];
  if (dayTasks.length) {
    const wellFormed = dayTasks.filter((t) => isUuid(t));
    const found =
      wellFormed.length === dayTasks.length
        ? await tx
            .select({ id: weddingDayTasks.id })
            .from(weddingDayTasks)
            .where(and(eq(weddingDayTasks.weddingId, vendor.weddingId), inArray(weddingDayTasks.id, wellFormed)))
        : [];
    if (found.length !== dayTasks.length) {
      throw fieldError('day_tasks', vm.dayTasksInvalid);
    }
  }
  const [old] = await tx.select().from(vendorExpectations).where(eq(vendorExpectations.vendorId, id)).for('update');
  const values = {
    deliverables: body.deliverables,
    arrivalTime: body.arrival_time,
    dayContacts: body.day_contacts,
    updatedBy: userId,
    updatedAt: new Date(),
    confirmedBy: null,
    confirmedAt: null,
  };
  await tx
    .insert(vendorExpectations)
    .values({ vendorId: id, ...values })
    .onConflictDoUpdate({ target: vendorExpectations.vendorId, set: values });
  // The couple rewrote them: a change either side proposed to the old ones answers nothing now.
  await tx.delete(vendorExpectationProposals).where(eq(vendorExpectationProposals.vendorId, id));
  await tx.delete(weddingDayTaskVendors).where(eq(weddingDayTaskVendors.vendorId, id));
  if (dayTasks.length)
    await tx.insert(weddingDayTaskVendors).values(dayTasks.map((taskId) => ({ taskId, vendorId: id })));
  await announce(tx, vendor, userId, 'update');
  await recordChange(tx, {
    ...expectationsAbout(vendor, userId),
    action: old ? 'updated' : 'created',
    before: old ? expectationFields(old) : null,
    after: expectationFields(values),
  });
  return vendorJson(tx, vendor, true);
}

/** The linked vendor confirms the expectations as they stand. */
export async function confirmExpectations(tx: Tx, id: string, userId: string): Promise<void> {
  const vendor = await vendorById(tx, id);
  const [row] = await tx
    .update(vendorExpectations)
    .set({ confirmedBy: userId, confirmedAt: new Date() })
    .where(eq(vendorExpectations.vendorId, id))
    .returning();
  if (!row) throw new HttpError(409, vm.nothingToConfirm);
  await announce(tx, vendor, userId, 'update');
  await recordChange(tx, { ...expectationsAbout(vendor, userId), action: 'confirmed' });
}

/** Every wedding that linked the business, soonest wedding first, with only what concerns the business. */
export async function vendorClients(db: Db, businessId: string): Promise<VendorClient[]> {
  const rows = await db
    .select({ vendor: weddingVendors, wedding: { id: weddings.id, name: weddings.name, date: weddings.date } })
    .from(weddingVendors)
    .innerJoin(weddings, eq(weddings.id, weddingVendors.weddingId))
    .where(eq(weddingVendors.businessId, businessId))
    .orderBy(asc(weddings.date), asc(weddings.name));
  const ids = rows.map((r) => r.vendor.id);
  const [expectations, jobs, payments] = await Promise.all([
    expectationsOf(db, ids),
    ids.length
      ? db
          .select({ vendorId: weddingDayTaskVendors.vendorId, task: weddingDayTasks })
          .from(weddingDayTaskVendors)
          .innerJoin(weddingDayTasks, eq(weddingDayTasks.id, weddingDayTaskVendors.taskId))
          .where(inArray(weddingDayTaskVendors.vendorId, ids))
          .orderBy(asc(weddingDayTasks.position))
      : Promise.resolve([]),
    // The payments to this vendor alone: never the wedding's other payments, budget or accounts.
    ids.length
      ? db
          .select()
          .from(fundPayments)
          .where(inArray(fundPayments.vendorId, ids))
          .orderBy(asc(fundPayments.dueOn), asc(fundPayments.id))
      : Promise.resolve([]),
  ]);
  return rows.map(({ vendor, wedding }) => ({
    id: vendor.id,
    wedding,
    status: vendor.status as VendorStatus,
    currency: vendor.currency,
    quoted_price: decimalOf(vendor.quotedPrice, vendor.currency),
    deposit_amount: decimalOf(vendor.depositAmount, vendor.currency),
    deposit_due: vendor.depositDue,
    amount_paid: decimalOf(vendor.amountPaid, vendor.currency),
    expectations: expectations.get(vendor.id) ?? null,
    jobs: jobs
      .filter((j) => j.vendorId === vendor.id)
      .map(({ task }) => ({ id: task.id, title: task.title, time: task.time, place: task.place, notes: task.notes })),
    payments: payments
      .filter((p) => p.vendorId === vendor.id)
      .map((p) => ({
        id: p.id,
        title: p.title,
        amount: decimalOf(p.amountMinor, p.currency),
        currency: p.currency,
        due_on: p.dueOn,
        paid: p.transactionId !== null,
      })),
    linked_at: vendor.createdAt.toISOString(),
  }));
}
