import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { BudgetLine, FundsOverview, FundsSummary } from '../../shared/fundsTypes';
import type { Db } from '../db/client';
import { expenseTypes, fundPayments, fundTransactions } from '../db/schema';
import { weddingAccounts } from './fundsAccounts';
import { ensureFunds, toPayment, toTransaction } from './fundsCore';

// What the Funds page and a dashboard card show, every total summed by PostgreSQL in bigint arithmetic.

const UPCOMING = 5;
const LATEST = 8;

/** Planned against spent per expense type: home-currency spending beside each plan, other currencies apart. */
async function budgetLines(db: Db, weddingId: string, home: string): Promise<BudgetLine[]> {
  const rows = await db
    .select({
      type: expenseTypes,
      spent: sql<{ currency: string; spent: string }[]>`coalesce((
        SELECT json_agg(json_build_object('currency', s.currency, 'spent', s.spent::text) ORDER BY s.currency)
        FROM (SELECT t.currency, sum(t.amount_minor) AS spent FROM fund_transactions t
              WHERE t.wedding_id = ${weddingId} AND t.expense_type_id = "expense_types"."id" AND t.direction = 'out'
              GROUP BY t.currency) s), '[]'::json)`,
    })
    .from(expenseTypes)
    .where(eq(expenseTypes.weddingId, weddingId))
    .orderBy(asc(expenseTypes.position), asc(expenseTypes.createdAt));
  return rows.map(({ type, spent }) => ({
    expense_type: type.id,
    name: type.name,
    archived: type.archived,
    planned_minor: type.plannedMinor,
    spent_minor: Number(spent.find((s) => s.currency === home)?.spent ?? 0),
    spent_elsewhere: spent
      .filter((s) => s.currency !== home)
      .map((s) => ({ currency: s.currency, spent_minor: Number(s.spent) })),
  }));
}

export async function fundsOverview(db: Db, weddingId: string): Promise<FundsOverview> {
  const settings = await ensureFunds(db, weddingId);
  const [accounts, budget, totals, upcoming, latest] = await Promise.all([
    weddingAccounts(db, weddingId),
    budgetLines(db, weddingId, settings.home_currency),
    db
      .select({
        currency: fundTransactions.currency,
        in: sql<string>`coalesce(sum(${fundTransactions.amountMinor}) FILTER (WHERE ${fundTransactions.direction} = 'in'), 0)`,
        out: sql<string>`coalesce(sum(${fundTransactions.amountMinor}) FILTER (WHERE ${fundTransactions.direction} = 'out'), 0)`,
      })
      .from(fundTransactions)
      .where(eq(fundTransactions.weddingId, weddingId))
      .groupBy(fundTransactions.currency)
      .orderBy(fundTransactions.currency),
    db
      .select()
      .from(fundPayments)
      .where(and(eq(fundPayments.weddingId, weddingId), isNull(fundPayments.transactionId)))
      .orderBy(asc(fundPayments.dueOn), asc(fundPayments.createdAt))
      .limit(UPCOMING),
    db
      .select({
        row: fundTransactions,
        payment: sql<
          string | null
        >`(SELECT p.id FROM fund_payments p WHERE p.transaction_id = "fund_transactions"."id")`,
      })
      .from(fundTransactions)
      .where(eq(fundTransactions.weddingId, weddingId))
      .orderBy(desc(fundTransactions.createdAt), desc(fundTransactions.id))
      .limit(LATEST),
  ]);
  return {
    settings,
    accounts,
    budget,
    totals: totals.map((t) => ({ currency: t.currency, in_minor: Number(t.in), out_minor: Number(t.out) })),
    upcoming: upcoming.map((p) => toPayment(p, null)),
    latest: latest.map((t) => toTransaction(t.row, t.payment)),
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
