import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { expenseTypes, fundPayments, fundTransactions } from '../../src/server/db/schema';
import { weddingAccounts } from '../../src/server/services/fundsAccounts';
import { ensureFunds, toPayment, toTransaction } from '../../src/server/services/fundsCore';
import type { FundsOverview } from '../../src/shared/fundsTypes';
import { type SignedUp, signUp } from './api';
import { fundsApi } from './fundsSupport';
import { startTestServer, type TestServer } from './helper';
import { ok } from './planningSupport';
import { statementsDuring } from './statements';
import { call, setUpWedding } from './weddingsSupport';

// Issue 14: the Funds overview was six statements (the settings, then five lists on as many connections). It is one
// now, and its answer must be the one the six gave: the previous queries are kept here, verbatim, as the reference.

let server: TestServer;
let couple: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server, { first_name: 'Nora', last_name: 'Vale' });
});
afterAll(() => server.close());

async function referenceOverview(db: Db, weddingId: string): Promise<FundsOverview> {
  const settings = await ensureFunds(db, weddingId);
  const types = await db
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
  const totals = await db
    .select({
      currency: fundTransactions.currency,
      in: sql<string>`coalesce(sum(${fundTransactions.amountMinor}) FILTER (WHERE ${fundTransactions.direction} = 'in'), 0)`,
      out: sql<string>`coalesce(sum(${fundTransactions.amountMinor}) FILTER (WHERE ${fundTransactions.direction} = 'out'), 0)`,
    })
    .from(fundTransactions)
    .where(eq(fundTransactions.weddingId, weddingId))
    .groupBy(fundTransactions.currency)
    .orderBy(fundTransactions.currency);
  const upcoming = await db
    .select()
    .from(fundPayments)
    .where(and(eq(fundPayments.weddingId, weddingId), isNull(fundPayments.transactionId)))
    .orderBy(asc(fundPayments.dueOn), asc(fundPayments.createdAt))
    .limit(5);
  const latest = await db
    .select({
      row: fundTransactions,
      payment: sql<string | null>`(SELECT p.id FROM fund_payments p WHERE p.transaction_id = "fund_transactions"."id")`,
    })
    .from(fundTransactions)
    .where(eq(fundTransactions.weddingId, weddingId))
    .orderBy(desc(fundTransactions.createdAt), desc(fundTransactions.id))
    .limit(8);
  const home = settings.home_currency;
  return {
    settings,
    accounts: await weddingAccounts(db, weddingId),
    budget: types.map(({ type, spent }) => ({
      expense_type: type.id,
      version: type.version,
      name: type.name,
      archived: type.archived,
      planned_minor: type.plannedMinor,
      spent_minor: Number(spent.find((s) => s.currency === home)?.spent ?? 0),
      spent_elsewhere: spent
        .filter((s) => s.currency !== home)
        .map((s) => ({ currency: s.currency, spent_minor: Number(s.spent) })),
    })),
    totals: totals.map((t) => ({ currency: t.currency, in_minor: Number(t.in), out_minor: Number(t.out) })),
    upcoming: upcoming.map((p) => toPayment(p, null)),
    latest: latest.map((t) => toTransaction(t.row, t.payment)),
  };
}

test('the Funds overview is one statement, with the answer the six separate queries gave', async () => {
  const wedding = await setUpWedding(server, couple.access_token, { name: 'Nora & Ivo' });
  const url = `/api/v1/accounts/${wedding.id}/funds/overview/`;
  // First use makes the wedding's Funds (settings, default expense types): an empty overview, already complete.
  const empty = ok<FundsOverview>(await call(server, couple.access_token, 'GET', url));
  expect(empty).toEqual(await referenceOverview(server.database.db, wedding.id));
  expect(empty.budget).toHaveLength(13);

  const a = fundsApi(server, couple.access_token);
  ok(
    await call(server, couple.access_token, 'PATCH', `/api/v1/accounts/${wedding.id}/funds/`, {
      home_currency: 'EUR',
      budget: '20000',
    }),
  );
  const types = await a.types(wedding);
  const joint = await a.account(wedding, { name: 'Joint', opening: '1000.05' });
  const cash = await a.account(wedding, { name: 'Cash', opening: '0' });
  const yen = await a.account(wedding, { name: 'Yen', currency: 'JPY', opening: '20000' });
  const amounts = ['0.10', '0.20', '1234.56', '99.99', '5', '17.30', '250', '0.01', '640', '12.12', '3.33'];
  for (const [i, amount] of amounts.entries()) {
    const account = [joint, cash, joint][i % 3]!;
    await a.transaction(wedding, {
      money_account: account.id,
      amount,
      direction: i % 4 === 3 ? 'in' : 'out',
      expense_type: i % 5 === 4 ? null : types[i % 4]!.id,
      date: `2031-01-${String(10 + i).padStart(2, '0')}`,
    });
  }
  ok(
    await call(server, couple.access_token, 'PATCH', `/api/v1/money-accounts/${cash.id}/`, {
      archived: true,
    }),
    200,
  );
  await a.transaction(wedding, { money_account: yen.id, amount: '5000', expense_type: types[0]!.id });
  await a.transaction(wedding, { money_account: yen.id, amount: '700', direction: 'in' });
  const payments = [];
  for (const day of ['05', '01', '20', '11', '28', '15', '03']) {
    payments.push(await a.payment(wedding, { due_date: `2031-03-${day}`, expense_type: types[1]!.id }));
  }
  ok(
    await call(server, couple.access_token, 'POST', `/api/v1/account-payments/${payments[1]!.id}/pay/`, {
      money_account: joint.id,
    }),
    200,
  );

  await call(server, couple.access_token, 'GET', '/api/v1/users/me/');
  let overview: FundsOverview | undefined;
  const statements = await statementsDuring(server, async () => {
    overview = ok<FundsOverview>(await call(server, couple.access_token, 'GET', url));
  });
  // The wedding and the couple's role (the access check), then the overview itself.
  expect(statements).toHaveLength(2);
  expect(overview).toEqual(await referenceOverview(server.database.db, wedding.id));
  expect(overview!.upcoming.map((p) => p.due_date)).toEqual([
    '2031-03-03',
    '2031-03-05',
    '2031-03-11',
    '2031-03-15',
    '2031-03-20',
  ]);
  expect(overview!.latest).toHaveLength(8);
  expect(overview!.latest[0]!.payment).toBe(payments[1]!.id);
  expect(overview!.accounts.map((x) => [x.name, x.archived])).toEqual([
    ['Joint', false],
    ['Yen', false],
    ['Cash', true],
  ]);
  expect(overview!.accounts[1]!.balance_minor).toBe(20000 - 5000 + 700);
});
