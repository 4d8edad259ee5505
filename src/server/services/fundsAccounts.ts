import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  expenseTypeCreateBody,
  expenseTypeUpdateBody,
  fundsSettingsBody,
  moneyAccountCreateBody,
  moneyAccountUpdateBody,
} from '../../shared/fundsSchemas';
import { FUNDS_LIMITS, fundsMessages as fm } from '../../shared/fundsText';
import type { ExpenseType, FundsSettings, MoneyAccount } from '../../shared/fundsTypes';
import type { Db, Tx } from '../db/client';
import { expenseTypes, fundTransactions, moneyAccounts, weddingFunds } from '../db/schema';
import { about, recordChange } from '../history/record';
import { fieldError, fieldRefusal, HttpError } from '../lib/problem';
import {
  amountIn,
  emitFunds,
  ensureFunds,
  knownCurrency,
  lockFunds,
  toAccount,
  toExpenseType,
  toSettings,
} from './fundsCore';
import { isUniqueViolation } from './users';

// The couple's settings (home currency, budget total, reminder window), money accounts and expense types.

/** Each account with its balance: opening, plus money in, less money out, summed in SQL. */
export async function weddingAccounts(db: Db | Tx, weddingId: string): Promise<MoneyAccount[]> {
  const rows = await db
    .select({
      row: moneyAccounts,
      balance: sql<string>`${moneyAccounts.openingMinor} + coalesce((
        SELECT sum(CASE WHEN t.direction = 'in' THEN t.amount_minor ELSE -t.amount_minor END)
        FROM fund_transactions t WHERE t.account_id = "money_accounts"."id"), 0)`,
    })
    .from(moneyAccounts)
    .where(eq(moneyAccounts.weddingId, weddingId))
    .orderBy(asc(moneyAccounts.archived), asc(moneyAccounts.createdAt));
  return rows.map((r) => toAccount(r.row, Number(r.balance)));
}

export async function oneAccount(db: Db | Tx, weddingId: string, id: string): Promise<MoneyAccount> {
  const found = (await weddingAccounts(db, weddingId)).find((a) => a.id === id);
  if (!found) throw new HttpError(404, fm.noAccount);
  return found;
}

/** One expense type, found by the id the access plugin has already placed in the caller's wedding. */
export async function oneExpenseType(db: Db | Tx, id: string): Promise<ExpenseType> {
  const [row] = await db.select().from(expenseTypes).where(eq(expenseTypes.id, id));
  return toExpenseType(row!);
}

export async function updateSettings(
  tx: Tx,
  weddingId: string,
  userId: string,
  body: z.output<typeof fundsSettingsBody>,
): Promise<FundsSettings> {
  const current = await ensureFunds(tx, weddingId);
  const home = body.home_currency ? knownCurrency(body.home_currency, 'home_currency').code : current.home_currency;
  const budget = body.budget !== undefined ? amountIn(body.budget, home, 'budget', true) : undefined;
  const [row] = await tx
    .update(weddingFunds)
    .set({ homeCurrency: home, budgetMinor: budget, reminderDays: body.reminder_days, updatedAt: new Date() })
    .where(eq(weddingFunds.weddingId, weddingId))
    .returning();
  const settings = toSettings(row!);
  await emitFunds(tx, weddingId, 'update_settings', { settings, by: userId });
  await recordChange(tx, {
    ...about(weddingId, userId, 'funds', 'funds_settings', weddingId, 'Budget'),
    action: 'updated',
    ...{ before: current, after: settings, currency: settings.home_currency },
  });
  return settings;
}

const accountNameTaken = () => fieldRefusal('name', fm.accountNameTaken, 409);
const typeNameTaken = () => fieldRefusal('name', fm.typeNameTaken, 409);

/** A duplicate name the unique index found is the same 409 as the one the pre-check finds. */
export function fundsNameConflict(error: unknown): never {
  if (isUniqueViolation(error, 'money_accounts_name_idx')) throw accountNameTaken();
  if (isUniqueViolation(error, 'expense_types_name_idx')) throw typeNameTaken();
  throw error;
}

export async function createAccount(
  tx: Tx,
  weddingId: string,
  userId: string,
  body: z.output<typeof moneyAccountCreateBody>,
): Promise<MoneyAccount> {
  await lockFunds(tx, weddingId);
  const { code } = knownCurrency(body.currency);
  const opening = body.opening !== undefined ? amountIn(body.opening, code, 'opening', true) : 0;
  const [n] = await tx.select({ n: count() }).from(moneyAccounts).where(eq(moneyAccounts.weddingId, weddingId));
  if (Number(n?.n ?? 0) >= FUNDS_LIMITS.accountsPerWedding) throw new HttpError(409, fm.tooManyAccounts);
  const [row] = await tx
    .insert(moneyAccounts)
    .values({ weddingId, name: body.name, currency: code, openingMinor: opening })
    .returning();
  const account = toAccount(row!, opening);
  await emitFunds(tx, weddingId, 'update_account', { money_account: account, by: userId });
  await recordChange(tx, { ...accountAbout(userId, account), action: 'created' });
  return account;
}

async function holdsTransactions(tx: Tx, accountId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: fundTransactions.id })
    .from(fundTransactions)
    .where(eq(fundTransactions.accountId, accountId))
    .limit(1);
  return row !== undefined;
}

export async function updateAccount(
  tx: Tx,
  weddingId: string,
  id: string,
  userId: string,
  body: z.output<typeof moneyAccountUpdateBody>,
): Promise<MoneyAccount> {
  await lockFunds(tx, weddingId);
  const [current] = await tx.select().from(moneyAccounts).where(eq(moneyAccounts.id, id));
  if (!current) throw new HttpError(404, fm.noAccount);
  const code = body.currency ? knownCurrency(body.currency).code : current.currency;
  if (code !== current.currency && (await holdsTransactions(tx, id))) throw fieldError('currency', fm.currencyLocked);
  const before = await oneAccount(tx, weddingId, id);
  const opening = body.opening !== undefined ? amountIn(body.opening, code, 'opening', true) : undefined;
  await tx
    .update(moneyAccounts)
    .set({ name: body.name, currency: code, openingMinor: opening, archived: body.archived })
    .where(eq(moneyAccounts.id, id));
  const account = await oneAccount(tx, weddingId, id);
  await emitFunds(tx, weddingId, 'update_account', { money_account: account, by: userId });
  const change = { before, after: account, currency: account.currency };
  await recordChange(tx, { ...accountAbout(userId, account), action: 'updated', ...change });
  return account;
}

/** Only an empty account goes; one that holds transactions is archived, so the cash flow keeps its history. */
export async function deleteAccount(tx: Tx, weddingId: string, id: string, userId: string): Promise<void> {
  await lockFunds(tx, weddingId);
  if (await holdsTransactions(tx, id)) throw new HttpError(409, fm.accountInUse);
  const gone = await tx.delete(moneyAccounts).where(eq(moneyAccounts.id, id)).returning();
  if (gone[0]) await recordChange(tx, { ...accountAbout(userId, toAccount(gone[0], 0)), action: 'deleted' });
  await emitFunds(tx, weddingId, 'delete_account', { id, account: weddingId, by: userId });
}

export async function weddingExpenseTypes(db: Db | Tx, weddingId: string): Promise<ExpenseType[]> {
  await ensureFunds(db, weddingId);
  const rows = await db
    .select()
    .from(expenseTypes)
    .where(eq(expenseTypes.weddingId, weddingId))
    .orderBy(asc(expenseTypes.position), asc(expenseTypes.createdAt));
  return rows.map(toExpenseType);
}

export async function createExpenseType(
  tx: Tx,
  weddingId: string,
  userId: string,
  body: z.output<typeof expenseTypeCreateBody>,
): Promise<ExpenseType> {
  const settings = await ensureFunds(tx, weddingId);
  await lockFunds(tx, weddingId);
  const planned = body.planned !== undefined ? amountIn(body.planned, settings.home_currency, 'planned', true) : 0;
  const [n] = await tx.select({ n: count() }).from(expenseTypes).where(eq(expenseTypes.weddingId, weddingId));
  const total = Number(n?.n ?? 0);
  if (total >= FUNDS_LIMITS.expenseTypesPerWedding) throw new HttpError(409, fm.tooManyTypes);
  const [row] = await tx
    .insert(expenseTypes)
    .values({ weddingId, name: body.name, plannedMinor: planned, position: total })
    .returning();
  const type = toExpenseType(row!);
  await emitFunds(tx, weddingId, 'update_expense_type', { expense_type: type, by: userId });
  await recordChange(tx, { ...typeAbout(userId, type), action: 'created' });
  return type;
}

/** Renames, re-plans or archives a type; types are never deleted, so past transactions keep theirs. */
export async function updateExpenseType(
  tx: Tx,
  weddingId: string,
  id: string,
  userId: string,
  body: z.output<typeof expenseTypeUpdateBody>,
): Promise<ExpenseType> {
  const settings = await ensureFunds(tx, weddingId);
  const planned =
    body.planned !== undefined ? amountIn(body.planned, settings.home_currency, 'planned', true) : undefined;
  const [old] = await tx.select().from(expenseTypes).where(eq(expenseTypes.id, id));
  const [row] = await tx
    .update(expenseTypes)
    .set({ name: body.name, plannedMinor: planned, archived: body.archived })
    .where(and(eq(expenseTypes.id, id), eq(expenseTypes.weddingId, weddingId)))
    .returning();
  if (!row) throw new HttpError(404, fm.noExpenseType);
  const type = toExpenseType(row);
  await emitFunds(tx, weddingId, 'update_expense_type', { expense_type: type, by: userId });
  const change = { before: toExpenseType(old!), after: type, currency: settings.home_currency };
  await recordChange(tx, { ...typeAbout(userId, type), action: 'updated', ...change });
  return type;
}

const accountAbout = (userId: string, a: MoneyAccount) =>
  about(a.account, userId, 'funds', 'money_account', a.id, a.name);
const typeAbout = (userId: string, t: ExpenseType) => about(t.account, userId, 'funds', 'expense_type', t.id, t.name);
