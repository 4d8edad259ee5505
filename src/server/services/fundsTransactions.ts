import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TransactionFilter, transactionCreateBody, transactionUpdateBody } from '../../shared/fundsSchemas';
import { fundsMessages as fm } from '../../shared/fundsText';
import type { CurrencyTotal, Transaction } from '../../shared/fundsTypes';
import type { Db, Tx } from '../db/client';
import { fundPayments, fundTransactions } from '../db/schema';
import { about, recordChange } from '../history/record';
import { type Keyed, type KeysetWindow, keysetQuery } from '../lib/paging';
import { fieldError, HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import {
  accountIn,
  amountIn,
  coupleMemberIn,
  deleteReceiptMedia,
  emitFunds,
  expenseTypeIn,
  lockFunds,
  toPayment,
  toTransaction,
  vendorIn,
} from './fundsCore';

// The cash flow: money in and out of the couple's accounts, each amount in its account's currency.

const paymentOf = sql<
  string | null
>`(SELECT p.id FROM fund_payments p WHERE p.transaction_id = ${fundTransactions.id})`;

/** The filters of the cash-flow page as SQL; an id that is no uuid matches nothing rather than failing. */
function filtered(weddingId: string, filter: TransactionFilter): SQL {
  const parts: SQL[] = [sql`${fundTransactions.weddingId} = ${weddingId}`];
  const none = sql`false`;
  if (filter.money_account) {
    parts.push(isUuid(filter.money_account) ? sql`${fundTransactions.accountId} = ${filter.money_account}` : none);
  }
  if (filter.expense_type) {
    parts.push(isUuid(filter.expense_type) ? sql`${fundTransactions.expenseTypeId} = ${filter.expense_type}` : none);
  }
  if (filter.month) {
    const start = `${filter.month}-01`;
    parts.push(
      sql`${fundTransactions.occurredOn} >= ${start}::date AND ${fundTransactions.occurredOn} < (${start}::date + interval '1 month')`,
    );
  }
  if (filter.direction) parts.push(sql`${fundTransactions.direction} = ${filter.direction}`);
  return and(...parts)!;
}

/** One keyset page of the filtered cash flow, newest first, with the count and totals per currency of the whole. */
export async function transactionsPage(
  db: Db,
  weddingId: string,
  filter: TransactionFilter,
  window: KeysetWindow,
): Promise<{ count: number; rows: Keyed<Transaction>[]; totals: CurrencyTotal[] }> {
  const where = filtered(weddingId, filter);
  const page = keysetQuery(fundTransactions.createdAt, fundTransactions.id, window);
  const rows = await db
    .select({ row: fundTransactions, key: page.key, payment: paymentOf })
    .from(fundTransactions)
    .where(page.where ? and(where, page.where) : where)
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const totals = await currencyTotals(db, where);
  const count = totals.reduce((n, t) => n + t.count, 0);
  return {
    count,
    rows: page.newestFirst(rows.map((r) => ({ key: r.key, item: toTransaction(r.row, r.payment) }))),
    totals: totals.map(({ count: _count, ...t }) => t),
  };
}

async function currencyTotals(db: Db | Tx, where: SQL) {
  const rows = await db
    .select({
      currency: fundTransactions.currency,
      in: sql<string>`coalesce(sum(${fundTransactions.amountMinor}) FILTER (WHERE ${fundTransactions.direction} = 'in'), 0)`,
      out: sql<string>`coalesce(sum(${fundTransactions.amountMinor}) FILTER (WHERE ${fundTransactions.direction} = 'out'), 0)`,
      count: sql<string>`count(*)`,
    })
    .from(fundTransactions)
    .where(where)
    .groupBy(fundTransactions.currency)
    .orderBy(fundTransactions.currency);
  return rows.map((r) => ({
    currency: r.currency,
    in_minor: Number(r.in),
    out_minor: Number(r.out),
    count: Number(r.count),
  }));
}

export async function oneTransaction(db: Db | Tx, id: string): Promise<Transaction> {
  const [row] = await db
    .select({ row: fundTransactions, payment: paymentOf })
    .from(fundTransactions)
    .where(eq(fundTransactions.id, id));
  if (!row) throw new HttpError(404, fm.noTransaction);
  return toTransaction(row.row, row.payment);
}

type CreateBody = z.output<typeof transactionCreateBody>;

/** Writes a transaction (the body already checked); `paying` names the planned payment it pays, if any. */
export async function insertTransaction(tx: Tx, weddingId: string, userId: string, body: CreateBody) {
  await lockFunds(tx, weddingId);
  const account = await accountIn(tx, weddingId, body.money_account);
  if (account.archived) throw fieldError('money_account', fm.accountArchived);
  const amount = amountIn(body.amount, account.currency, 'amount');
  const [row] = await tx
    .insert(fundTransactions)
    .values({
      weddingId,
      accountId: account.id,
      expenseTypeId: await expenseTypeIn(tx, weddingId, body.expense_type),
      vendorId: await vendorIn(tx, weddingId, body.vendor),
      direction: body.direction,
      amountMinor: amount,
      currency: account.currency,
      occurredOn: body.date,
      note: body.note ?? '',
      paidBy: await coupleMemberIn(tx, weddingId, body.paid_by),
      createdBy: userId,
    })
    .returning();
  return row!;
}

export async function createTransaction(tx: Tx, weddingId: string, userId: string, body: CreateBody) {
  const transaction = toTransaction(await insertTransaction(tx, weddingId, userId, body), null);
  await emitFunds(tx, weddingId, 'create_transaction', { transaction, by: userId });
  await recordChange(tx, { ...transactionAbout(userId, transaction), action: 'created' });
  return transaction;
}

export async function updateTransaction(
  tx: Tx,
  weddingId: string,
  id: string,
  userId: string,
  body: z.output<typeof transactionUpdateBody>,
): Promise<Transaction> {
  await lockFunds(tx, weddingId);
  const [current] = await tx.select().from(fundTransactions).where(eq(fundTransactions.id, id));
  if (!current) throw new HttpError(404, fm.noTransaction);
  const before = await oneTransaction(tx, id);
  const account = body.money_account ? await accountIn(tx, weddingId, body.money_account) : null;
  const currency = account?.currency ?? current.currency;
  // A new account in another currency needs the amount restated in it: the old number would mean something else.
  if (account && currency !== current.currency && body.amount === undefined) {
    throw fieldError('amount', fm.amountRequired);
  }
  await tx
    .update(fundTransactions)
    .set({
      accountId: account?.id,
      currency,
      expenseTypeId:
        body.expense_type !== undefined ? await expenseTypeIn(tx, weddingId, body.expense_type) : undefined,
      vendorId: body.vendor !== undefined ? await vendorIn(tx, weddingId, body.vendor) : undefined,
      direction: body.direction,
      amountMinor: body.amount !== undefined ? amountIn(body.amount, currency, 'amount') : undefined,
      occurredOn: body.date,
      note: body.note,
      paidBy: body.paid_by !== undefined ? await coupleMemberIn(tx, weddingId, body.paid_by) : undefined,
      updatedAt: new Date(),
    })
    .where(eq(fundTransactions.id, id));
  const transaction = await oneTransaction(tx, id);
  await emitFunds(tx, weddingId, 'update_transaction', { transaction, by: userId });
  const change = { before, after: transaction, currency: transaction.currency };
  await recordChange(tx, { ...transactionAbout(userId, transaction), action: 'updated', ...change });
  return transaction;
}

/** Deleting the transaction that paid a planned payment makes that payment due again. */
export async function deleteTransaction(tx: Tx, weddingId: string, id: string, userId: string): Promise<void> {
  await lockFunds(tx, weddingId);
  const [paid] = await tx.select().from(fundPayments).where(eq(fundPayments.transactionId, id));
  const deleted = await tx.delete(fundTransactions).where(eq(fundTransactions.id, id)).returning();
  if (!deleted.length) throw new HttpError(404, fm.noTransaction);
  await recordChange(tx, { ...transactionAbout(userId, toTransaction(deleted[0]!, null)), action: 'deleted' });
  await deleteReceiptMedia(
    tx,
    deleted.map((row) => row.receipt),
  );
  await emitFunds(tx, weddingId, 'delete_transaction', { id, account: weddingId, by: userId });
  if (paid) {
    await emitFunds(tx, weddingId, 'update_payment', {
      payment: toPayment({ ...paid, transactionId: null }, null),
      by: userId,
    });
  }
}

/** Every transaction of the wedding, oldest first, for the CSV export. */
export async function allTransactions(db: Db, weddingId: string) {
  return db
    .select({ row: fundTransactions, payment: paymentOf })
    .from(fundTransactions)
    .where(eq(fundTransactions.weddingId, weddingId))
    .orderBy(fundTransactions.occurredOn, fundTransactions.createdAt);
}

/** A transaction is named by its note, or by its direction and date when it has none. */
const transactionAbout = (userId: string, t: Transaction) =>
  about(
    t.account,
    userId,
    'funds',
    'transaction',
    t.id,
    t.note || `${t.direction === 'in' ? 'Money in' : 'Money out'} on ${t.date}`,
  );
