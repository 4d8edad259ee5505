import { eq, inArray } from 'drizzle-orm';
import { minorToDecimal } from '../../shared/money';
import type { Db } from '../db/client';
import { expenseTypes, moneyAccounts, users, weddingVendors } from '../db/schema';
import { knownCurrency } from './fundsCore';
import { weddingPayments } from './fundsPayments';
import { allTransactions } from './fundsTransactions';

// CSV exports of the cash flow and the payment schedule, for a spreadsheet or an accountant (RFC 4180, UTF-8).

// A cell a spreadsheet would run as a formula is written as text.
const FORMULA = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csv = (rows: string[][]) => `\ufeff${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
const amount = (minor: number, currency: string) => minorToDecimal(minor, knownCurrency(currency).digits);

async function names(db: Db, weddingId: string) {
  const [accounts, types, vendors] = await Promise.all([
    db
      .select({ id: moneyAccounts.id, name: moneyAccounts.name })
      .from(moneyAccounts)
      .where(eq(moneyAccounts.weddingId, weddingId)),
    db
      .select({ id: expenseTypes.id, name: expenseTypes.name })
      .from(expenseTypes)
      .where(eq(expenseTypes.weddingId, weddingId)),
    db
      .select({ id: weddingVendors.id, name: weddingVendors.name })
      .from(weddingVendors)
      .where(eq(weddingVendors.weddingId, weddingId)),
  ]);
  return {
    accounts: new Map(accounts.map((a) => [a.id, a.name])),
    types: new Map(types.map((t) => [t.id, t.name])),
    vendors: new Map(vendors.map((v) => [v.id, v.name])),
  };
}

export async function transactionsCsv(db: Db, weddingId: string): Promise<string> {
  const [{ accounts, types, vendors }, rows] = await Promise.all([
    names(db, weddingId),
    allTransactions(db, weddingId),
  ]);
  const payers = [...new Set(rows.flatMap(({ row }) => (row.paidBy ? [row.paidBy] : [])))];
  const people = payers.length
    ? await db
        .select({ id: users.id, first: users.firstName, last: users.lastName })
        .from(users)
        .where(inArray(users.id, payers))
    : [];
  const who = new Map(people.map((p) => [p.id, `${p.first} ${p.last}`]));
  return csv([
    ['date', 'direction', 'amount', 'currency', 'account', 'expense_type', 'note', 'paid_by', 'vendor'],
    ...rows.map(({ row }) => [
      row.occurredOn,
      row.direction,
      amount(row.amountMinor, row.currency),
      row.currency,
      accounts.get(row.accountId) ?? '',
      row.expenseTypeId ? (types.get(row.expenseTypeId) ?? '') : '',
      row.note,
      row.paidBy ? (who.get(row.paidBy) ?? '') : '',
      row.vendorId ? (vendors.get(row.vendorId) ?? '') : '',
    ]),
  ]);
}

export async function paymentsCsv(db: Db, weddingId: string): Promise<string> {
  const [{ types, vendors }, payments] = await Promise.all([names(db, weddingId), weddingPayments(db, weddingId)]);
  return csv([
    ['due_date', 'title', 'amount', 'currency', 'expense_type', 'status', 'paid_on', 'vendor'],
    ...payments.map((p) => [
      p.due_date,
      p.title,
      amount(p.amount_minor, p.currency),
      p.currency,
      p.expense_type ? (types.get(p.expense_type) ?? '') : '',
      p.transaction ? 'paid' : 'to pay',
      p.paid_on ?? '',
      p.vendor ? (vendors.get(p.vendor) ?? '') : '',
    ]),
  ]);
}
