import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { paymentCreateBody, paymentPayBody, paymentUpdateBody } from '../../shared/fundsSchemas';
import { FUNDS_LIMITS, fundsMessages as fm } from '../../shared/fundsText';
import type { Payment, Transaction } from '../../shared/fundsTypes';
import { minorToDecimal } from '../../shared/money';
import type { Db, Tx } from '../db/client';
import { fundPayments, weddingVendors } from '../db/schema';
import { about, recordChange } from '../history/record';
import { fieldError, HttpError } from '../lib/problem';
import {
  accountIn,
  amountIn,
  emitFunds,
  expenseTypeIn,
  knownCurrency,
  lockFunds,
  toPayment,
  toTransaction,
  vendorIn,
} from './fundsCore';
import { insertTransaction } from './fundsTransactions';
import { announce } from './weddingVendors';

// The payment schedule: deposits, balances and instalments still to pay. Paying one writes its transaction.

const paidOn = sql<
  string | null
>`(SELECT t.occurred_on::text FROM fund_transactions t WHERE t.id = "fund_payments"."transaction_id")`;

/** The whole schedule (capped per wedding), earliest due first. */
export async function weddingPayments(db: Db | Tx, weddingId: string): Promise<Payment[]> {
  const rows = await db
    .select({ row: fundPayments, paidOn })
    .from(fundPayments)
    .where(eq(fundPayments.weddingId, weddingId))
    .orderBy(asc(fundPayments.dueOn), asc(fundPayments.createdAt));
  return rows.map((r) => toPayment(r.row, r.paidOn));
}

export async function onePayment(db: Db | Tx, id: string): Promise<Payment> {
  const [row] = await db.select({ row: fundPayments, paidOn }).from(fundPayments).where(eq(fundPayments.id, id));
  if (!row) throw new HttpError(404, fm.noPayment);
  return toPayment(row.row, row.paidOn);
}

export async function createPayment(
  tx: Tx,
  weddingId: string,
  userId: string,
  body: z.output<typeof paymentCreateBody>,
): Promise<Payment> {
  await lockFunds(tx, weddingId);
  const { code } = knownCurrency(body.currency);
  const amount = amountIn(body.amount, code, 'amount');
  const [n] = await tx.select({ n: count() }).from(fundPayments).where(eq(fundPayments.weddingId, weddingId));
  if (Number(n?.n ?? 0) >= FUNDS_LIMITS.paymentsPerWedding) throw new HttpError(409, fm.tooManyPayments);
  const [row] = await tx
    .insert(fundPayments)
    .values({
      weddingId,
      title: body.title,
      amountMinor: amount,
      currency: code,
      dueOn: body.due_date,
      expenseTypeId: await expenseTypeIn(tx, weddingId, body.expense_type),
      vendorId: await vendorIn(tx, weddingId, body.vendor),
      createdBy: userId,
    })
    .returning();
  const payment = toPayment(row!, null);
  await emitFunds(tx, weddingId, 'create_payment', { payment, by: userId });
  await recordChange(tx, { ...paymentAbout(userId, payment), action: 'created' });
  await tellVendors(tx, [row!.vendorId], userId);
  return payment;
}

export async function updatePayment(
  tx: Tx,
  weddingId: string,
  id: string,
  userId: string,
  body: z.output<typeof paymentUpdateBody>,
  undoes?: string,
): Promise<Payment> {
  await lockFunds(tx, weddingId);
  const [current] = await tx.select().from(fundPayments).where(eq(fundPayments.id, id));
  if (!current) throw new HttpError(404, fm.noPayment);
  const before = await onePayment(tx, id);
  const currency = body.currency ? knownCurrency(body.currency).code : current.currency;
  if (currency !== current.currency && body.amount === undefined) throw fieldError('amount', fm.amountRequired);
  await tx
    .update(fundPayments)
    .set({
      title: body.title,
      currency,
      amountMinor: body.amount !== undefined ? amountIn(body.amount, currency, 'amount') : undefined,
      dueOn: body.due_date,
      expenseTypeId:
        body.expense_type !== undefined ? await expenseTypeIn(tx, weddingId, body.expense_type) : undefined,
      vendorId: body.vendor !== undefined ? await vendorIn(tx, weddingId, body.vendor) : undefined,
    })
    .where(eq(fundPayments.id, id));
  const payment = await onePayment(tx, id);
  await emitFunds(tx, weddingId, 'update_payment', { payment, by: userId });
  await tellVendors(tx, [current.vendorId, payment.vendor], userId);
  const change = { before, after: payment, currency: payment.currency, undoes };
  await recordChange(tx, { ...paymentAbout(userId, payment), action: 'updated', ...change });
  return payment;
}

/** The payment goes; a transaction that paid it stays in the cash flow, since the money did move. */
export async function deletePayment(tx: Tx, weddingId: string, id: string, userId: string): Promise<void> {
  const snapshot = await onePayment(tx, id);
  const deleted = await tx
    .delete(fundPayments)
    .where(eq(fundPayments.id, id))
    .returning({ id: fundPayments.id, vendorId: fundPayments.vendorId });
  if (!deleted.length) throw new HttpError(404, fm.noPayment);
  await recordChange(tx, { ...paymentAbout(userId, snapshot), action: 'deleted', snapshot });
  await emitFunds(tx, weddingId, 'delete_payment', { id, account: weddingId, by: userId });
  await tellVendors(tx, [deleted[0]!.vendorId], userId);
}

/**
 * A payment to a vendor that registered a business is part of what its team sees (/financials): their open pages
 * hear of the change on the `vendors` stream, ids only, and refetch what they may see.
 */
async function tellVendors(tx: Tx, vendorIds: (string | null)[], by: string): Promise<void> {
  for (const id of new Set(vendorIds)) {
    if (!id) continue;
    const [row] = await tx.select().from(weddingVendors).where(eq(weddingVendors.id, id));
    if (row?.businessId) await announce(tx, row, by, 'update');
  }
}

/** Marks a planned payment paid: writes its money-out transaction from an account in the payment's currency. */
export async function payPayment(
  tx: Tx,
  weddingId: string,
  id: string,
  userId: string,
  body: z.output<typeof paymentPayBody>,
  today: string,
): Promise<{ payment: Payment; transaction: Transaction }> {
  await lockFunds(tx, weddingId);
  const [current] = await tx.select().from(fundPayments).where(eq(fundPayments.id, id)).for('update');
  if (!current) throw new HttpError(404, fm.noPayment);
  if (current.transactionId) throw new HttpError(409, fm.alreadyPaid);
  const account = await accountIn(tx, weddingId, body.money_account);
  if (account.currency !== current.currency) throw fieldError('money_account', fm.paymentCurrency);
  const digits = knownCurrency(current.currency).digits;
  const row = await insertTransaction(tx, weddingId, userId, {
    direction: 'out',
    amount: minorToDecimal(current.amountMinor, digits),
    money_account: account.id,
    expense_type: current.expenseTypeId,
    vendor: current.vendorId,
    date: body.date ?? today,
    note: current.title,
    paid_by: body.paid_by ?? null,
  });
  await tx.update(fundPayments).set({ transactionId: row.id }).where(eq(fundPayments.id, id));
  const transaction = toTransaction(row, id);
  const payment = toPayment({ ...current, transactionId: row.id }, row.occurredOn);
  await emitFunds(tx, weddingId, 'create_transaction', { transaction, by: userId });
  await emitFunds(tx, weddingId, 'update_payment', { payment, by: userId });
  await tellVendors(tx, [current.vendorId], userId);
  const before = toPayment(current, null);
  await recordChange(tx, { ...paymentAbout(userId, payment), action: 'updated', before, after: payment });
  return { payment, transaction };
}

export const paymentAbout = (userId: string, p: Payment) => about(p.account, userId, 'funds', 'payment', p.id, p.title);
