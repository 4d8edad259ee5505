import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { BudgetLine, FundsOverview, FundsSummary } from '../../shared/fundsTypes';
import type { Db } from '../db/client';
import { rowFromJson } from '../db/rows';
import { expenseTypes, fundPayments, fundTransactions, moneyAccounts, weddingFunds } from '../db/schema';
import { ensureFunds, toAccount, toPayment, toSettings, toTransaction } from './fundsCore';

// What the Funds page and a dashboard card show, every total summed by PostgreSQL in bigint arithmetic.

const UPCOMING = 5;
const LATEST = 8;

type Json = Record<string, unknown>;

/** Planned against spent per expense type: home-currency spending beside each plan, other currencies apart. */
function budgetLine(type: typeof expenseTypes.$inferSelect, spent: Spent[], home: string): BudgetLine {
  return {
    expense_type: type.id,
    version: type.version,
    name: type.name,
    archived: type.archived,
    planned_minor: type.plannedMinor,
    spent_minor: Number(spent.find((s) => s.currency === home)?.spent ?? 0),
    spent_elsewhere: spent
      .filter((s) => s.currency !== home)
      .map((s) => ({ currency: s.currency, spent_minor: Number(s.spent) })),
  };
}

type Spent = { currency: string; spent: string };
interface OverviewRow {
  settings: Json;
  accounts: { row: Json; balance: string }[];
  budget: { row: Json; spent: Spent[] }[];
  totals: { currency: string; in: string; out: string }[];
  upcoming: Json[];
  latest: { row: Json; payment: string | null }[];
}

// The whole overview in one statement (it was six: the settings, then five lists on as many connections). The
// wedding's transactions are summed once, by account, expense type, currency and direction (a few dozen groups), and
// the balances, the budget lines and the totals are read from those sums; sums stay bigint or numeric in SQL and
// travel as text, so nothing is added in floating point.
const overviewSql = (weddingId: string) => sql`
  WITH sums AS MATERIALIZED (
    SELECT t.account_id, t.expense_type_id, t.currency, t.direction, sum(t.amount_minor) AS amount
    FROM fund_transactions t WHERE t.wedding_id = ${weddingId}
    GROUP BY t.account_id, t.expense_type_id, t.currency, t.direction)
  SELECT to_jsonb(f) AS settings,
    (SELECT coalesce(json_agg(json_build_object('row', to_jsonb(a), 'balance', (a.opening_minor + coalesce(
        (SELECT sum(CASE WHEN s.direction = 'in' THEN s.amount ELSE -s.amount END) FROM sums s WHERE s.account_id = a.id),
        0))::text) ORDER BY a.archived, a.created_at), '[]'::json)
      FROM money_accounts a WHERE a.wedding_id = f.wedding_id) AS accounts,
    (SELECT coalesce(json_agg(json_build_object('row', to_jsonb(e), 'spent', coalesce((
        SELECT json_agg(json_build_object('currency', x.currency, 'spent', x.spent::text) ORDER BY x.currency)
        FROM (SELECT s.currency, sum(s.amount) AS spent FROM sums s
              WHERE s.expense_type_id = e.id AND s.direction = 'out' GROUP BY s.currency) x), '[]'::json))
        ORDER BY e.position, e.created_at), '[]'::json)
      FROM expense_types e WHERE e.wedding_id = f.wedding_id) AS budget,
    (SELECT coalesce(json_agg(json_build_object('currency', x.currency, 'in', x.in_minor::text, 'out', x.out_minor::text)
        ORDER BY x.currency), '[]'::json)
      FROM (SELECT s.currency, coalesce(sum(s.amount) FILTER (WHERE s.direction = 'in'), 0) AS in_minor,
                   coalesce(sum(s.amount) FILTER (WHERE s.direction = 'out'), 0) AS out_minor
            FROM sums s GROUP BY s.currency) x) AS totals,
    (SELECT coalesce(json_agg(to_jsonb(p) ORDER BY p.due_on, p.created_at), '[]'::json)
      FROM (SELECT * FROM fund_payments WHERE wedding_id = f.wedding_id AND transaction_id IS NULL
            ORDER BY due_on, created_at LIMIT ${UPCOMING}) p) AS upcoming,
    (SELECT coalesce(json_agg(json_build_object('row', to_jsonb(t),
        'payment', (SELECT p.id FROM fund_payments p WHERE p.transaction_id = t.id))
        ORDER BY t.created_at DESC, t.id DESC), '[]'::json)
      FROM (SELECT * FROM fund_transactions WHERE wedding_id = f.wedding_id
            ORDER BY created_at DESC, id DESC LIMIT ${LATEST}) t) AS latest
  FROM wedding_funds f WHERE f.wedding_id = ${weddingId}`;

export async function fundsOverview(db: Db, weddingId: string): Promise<FundsOverview> {
  let [found] = (await db.execute<OverviewRow & Json>(overviewSql(weddingId))).rows;
  if (!found) {
    // First use: the wedding's Funds (settings and default expense types) are made, then read.
    await ensureFunds(db, weddingId);
    [found] = (await db.execute<OverviewRow & Json>(overviewSql(weddingId))).rows;
  }
  const row = found!;
  const settings = toSettings(rowFromJson(weddingFunds, row.settings));
  return {
    settings,
    accounts: row.accounts.map((a) => toAccount(rowFromJson(moneyAccounts, a.row), Number(a.balance))),
    budget: row.budget.map((b) => budgetLine(rowFromJson(expenseTypes, b.row), b.spent, settings.home_currency)),
    totals: row.totals.map((t) => ({ currency: t.currency, in_minor: Number(t.in), out_minor: Number(t.out) })),
    upcoming: row.upcoming.map((p) => toPayment(rowFromJson(fundPayments, p), null)),
    latest: row.latest.map((t) => toTransaction(rowFromJson(fundTransactions, t.row), t.payment)),
  };
}

/** The few numbers a dashboard card shows: one query for the sums, one for the next payment due. */
export async function fundsSummary(db: Db, weddingId: string, today: string): Promise<FundsSummary> {
  const settings = await ensureFunds(db, weddingId);
  const [sums] = await db
    .execute<{ spent: string; overdue: string }>(sql`
    SELECT
      coalesce((SELECT sum(amount_minor) FROM fund_transactions
                WHERE wedding_id = ${weddingId} AND direction = 'out' AND currency = ${settings.home_currency}), 0)::text
        AS spent,
      (SELECT count(*) FROM fund_payments
       WHERE wedding_id = ${weddingId} AND transaction_id IS NULL AND due_on < ${today}::date)::text AS overdue`)
    .then((r) => r.rows);
  const [next] = await db
    .select()
    .from(fundPayments)
    .where(and(eq(fundPayments.weddingId, weddingId), isNull(fundPayments.transactionId)))
    .orderBy(asc(fundPayments.dueOn))
    .limit(1);
  return {
    home_currency: settings.home_currency,
    budget_minor: settings.budget_minor,
    spent_minor: Number(sums?.spent ?? 0),
    overdue_count: Number(sums?.overdue ?? 0),
    next_payment: next ? toPayment(next, null) : null,
  };
}
