import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_EXPENSE_TYPES, FUNDS_LIMITS, fundsMessages as fm } from '../../shared/fundsText';
import type { ExpenseType, FundsSettings, MoneyAccount, Payment, Transaction } from '../../shared/fundsTypes';
import { parseMinor } from '../../shared/money';
import type { SocketData } from '../../shared/realtime';
import type { Db, Tx } from '../db/client';
import {
  COUPLE_ROLES,
  expenseTypes,
  type fundPayments,
  type fundTransactions,
  media,
  moneyAccounts,
  weddingFunds,
  weddingMembers,
  weddingVendors,
} from '../db/schema';
import { fieldError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { emitEvent } from '../realtime/emitEvent';
import { currency } from './fundsReference';
import { toPhoto } from './postPhotos';

// What every Funds service shares: the wedding's funds row (made with the default expense types on first use),
// amounts from text, the row-to-JSON shapes, and the couple-only real-time events.

/** The wedding's funds settings, made on first use together with the default expense types. */
export async function ensureFunds(db: Db | Tx, weddingId: string): Promise<FundsSettings> {
  const [existing] = await db.select().from(weddingFunds).where(eq(weddingFunds.weddingId, weddingId));
  if (existing) return toSettings(existing);
  return db.transaction(async (tx) => {
    const made = await tx.insert(weddingFunds).values({ weddingId }).onConflictDoNothing().returning();
    if (made.length) {
      await tx
        .insert(expenseTypes)
        .values(DEFAULT_EXPENSE_TYPES.map((t, position) => ({ weddingId, name: t.name, key: t.key, position })))
        .onConflictDoNothing();
    }
    const [row] = await tx.select().from(weddingFunds).where(eq(weddingFunds.weddingId, weddingId));
    return toSettings(row!);
  });
}

export function toSettings(row: typeof weddingFunds.$inferSelect): FundsSettings {
  return {
    account: row.weddingId,
    home_currency: row.homeCurrency,
    budget_minor: row.budgetMinor,
    reminder_days: row.reminderDays,
  };
}

/** A known ISO 4217 code, or a field error. */
export function knownCurrency(code: string, field = 'currency'): { code: string; digits: number } {
  const found = currency(code);
  if (!found) throw fieldError(field, fm.currencyUnknown);
  return found;
}

/** Decimal text in minor units of `currencyCode`: positive unless `allowZero`. */
export function amountIn(text: string, currencyCode: string, field: string, allowZero = false): number {
  const { code, digits } = knownCurrency(currencyCode);
  const negative = text.trim().startsWith('-');
  const minor = parseMinor(negative ? text.trim().slice(1) : text, digits, FUNDS_LIMITS.maxMinor);
  if (minor === 'invalid') throw fieldError(field, fm.amountInvalid);
  if (minor === 'decimals') throw fieldError(field, fm.amountDecimals(digits, code));
  if (minor === 'tooLarge') throw fieldError(field, fm.amountTooLarge);
  if (negative || (minor === 0 && !allowZero))
    throw fieldError(field, allowZero ? fm.amountInvalid : fm.amountPositive);
  return minor;
}

export function toAccount(row: typeof moneyAccounts.$inferSelect, balance: number): MoneyAccount {
  return {
    id: row.id,
    version: row.version,
    account: row.weddingId,
    name: row.name,
    currency: row.currency,
    opening_minor: row.openingMinor,
    balance_minor: balance,
    archived: row.archived,
    created_at: row.createdAt.toISOString(),
  };
}

export function toExpenseType(row: typeof expenseTypes.$inferSelect): ExpenseType {
  return {
    id: row.id,
    version: row.version,
    account: row.weddingId,
    name: row.name,
    key: row.key,
    planned_minor: row.plannedMinor,
    archived: row.archived,
    position: row.position,
  };
}

export function toTransaction(row: typeof fundTransactions.$inferSelect, payment: string | null): Transaction {
  return {
    id: row.id,
    version: row.version,
    account: row.weddingId,
    money_account: row.accountId,
    expense_type: row.expenseTypeId,
    vendor: row.vendorId,
    direction: row.direction,
    amount_minor: row.amountMinor,
    currency: row.currency,
    date: row.occurredOn,
    note: row.note,
    paid_by: row.paidBy,
    payment,
    receipt: row.receipt ? toPhoto({ id: row.id, ...row.receipt }) : null,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPayment(row: typeof fundPayments.$inferSelect, paidOn: string | null): Payment {
  return {
    id: row.id,
    version: row.version,
    account: row.weddingId,
    title: row.title,
    amount_minor: row.amountMinor,
    currency: row.currency,
    due_date: row.dueOn,
    expense_type: row.expenseTypeId,
    vendor: row.vendorId,
    transaction: row.transactionId,
    paid_on: paidOn,
    created_at: row.createdAt.toISOString(),
  };
}

/** A money account of this wedding named in a body, or a field error (never another wedding's). */
export async function accountIn(tx: Tx, weddingId: string, id: string, field = 'money_account') {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(moneyAccounts)
        .where(and(eq(moneyAccounts.id, id), eq(moneyAccounts.weddingId, weddingId)))
    : [];
  if (!row) throw fieldError(field, fm.accountUnknown);
  return row;
}

/** An expense type of this wedding named in a body, or a field error: another wedding's is as unknown. */
export async function expenseTypeIn(tx: Tx, weddingId: string, id: string | null | undefined) {
  if (id === null || id === undefined) return null;
  const [row] = isUuid(id)
    ? await tx
        .select({ id: expenseTypes.id })
        .from(expenseTypes)
        .where(and(eq(expenseTypes.id, id), eq(expenseTypes.weddingId, weddingId)))
    : [];
  if (!row) throw fieldError('expense_type', fm.expenseTypeUnknown);
  return row.id;
}

/** A vendor on this wedding's list named in a body, or a field error: another wedding's is as unknown. */
export async function vendorIn(tx: Tx, weddingId: string, id: string | null | undefined) {
  if (id === null || id === undefined) return null;
  const [row] = isUuid(id)
    ? await tx
        .select({ id: weddingVendors.id })
        .from(weddingVendors)
        .where(and(eq(weddingVendors.id, id), eq(weddingVendors.weddingId, weddingId)))
    : [];
  if (!row) throw fieldError('vendor', fm.vendorUnknown);
  return row.id;
}

/** One of the couple, named as who paid. */
export async function coupleMemberIn(tx: Tx, weddingId: string, userId: string | null | undefined) {
  if (userId === null || userId === undefined) return null;
  const couple = await coupleOf(tx, weddingId);
  if (!couple.includes(userId)) throw fieldError('paid_by', fm.paidByUnknown);
  return userId;
}

export async function coupleOf(db: Db | Tx, weddingId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: weddingMembers.userId })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, weddingId), inArray(weddingMembers.role, [...COUPLE_ROLES])));
  return rows.map((r) => r.userId);
}

type FundsAction = keyof SocketData['account_funds'];

/** Funds are the couple's alone: each partner gets the event as its recipient, never the committee. */
export async function emitFunds<A extends FundsAction>(
  tx: Tx,
  weddingId: string,
  action: A,
  data: SocketData['account_funds'][A],
): Promise<void> {
  for (const recipientId of await coupleOf(tx, weddingId)) {
    await emitEvent(tx, { stream: 'account_funds', action, recipientId, data } as Parameters<typeof emitEvent>[1]);
  }
}

/** Deletes the media rows of these receipts (null ones are skipped). */
export async function deleteReceiptMedia(tx: Tx, receipts: ({ variants: { id: string }[] } | null)[]): Promise<void> {
  const ids = receipts.flatMap((r) => r?.variants.map((v) => v.id) ?? []);
  if (ids.length) await tx.delete(media).where(inArray(media.id, ids));
}

/**
 * Serialises Funds writes of one wedding, so limits and balances are read and written as one; the funds row (and
 * so the reminder window) exists for whatever is written next.
 */
export async function lockFunds(tx: Tx, weddingId: string): Promise<FundsSettings> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('funds:' || ${weddingId}, 0))`);
  return ensureFunds(tx, weddingId);
}
