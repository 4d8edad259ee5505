import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/client';
import { createMailer } from '../../src/server/mail';
import { sweepReminders } from '../../src/server/services/fundsReminders';
import { fundsMessages as fm } from '../../src/shared/fundsText';
import type { FundsOverview, Transaction } from '../../src/shared/fundsTypes';
import { type SignedUp, signUp } from './api';
import { fundsApi } from './fundsSupport';
import { startTestServer, type TestServer } from './helper';
import { noonUtc, runQueueOnEvery } from './jobsSupport';
import { ok, withEvents } from './planningSupport';
import { addMember, call, setUpWedding } from './weddingsSupport';

let server: TestServer;
let couple: SignedUp;
let partner: SignedUp;
let member: SignedUp;

beforeAll(async () => {
  server = await startTestServer();
  const people = await Promise.all(['Cora', 'Pia', 'Milo'].map((first_name) => signUp(server, { first_name })));
  [couple, partner, member] = people as [SignedUp, SignedUp, SignedUp];
});
afterAll(() => server.close());

async function weddingWithPartner() {
  const wedding = await setUpWedding(server, couple.access_token, { role: 'B' });
  await addMember(server, wedding.id, partner.user.id, 'G');
  await addMember(server, wedding.id, member.user.id, 'planner');
  return wedding;
}

const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;

describe('funds', () => {
  it('starts with the default expense types and keeps totals exact per currency', async () => {
    const wedding = await weddingWithPartner();
    const a = fundsApi(server, couple.access_token);
    const types = await a.types(wedding);
    expect(types.map((t) => t.name)).toContain('Photography and video');
    expect(types).toHaveLength(13);
    ok(
      await call(server, couple.access_token, 'PATCH', `/api/v1/accounts/${wedding.id}/funds/`, {
        home_currency: 'EUR',
        budget: '20000',
      }),
    );
    const joint = await a.account(wedding, { name: 'Joint savings', opening: '0.10' });
    const yen = await a.account(wedding, { name: 'Tokyo cash', currency: 'JPY', opening: '0' });
    await a.transaction(wedding, { money_account: joint.id, amount: '0.20', expense_type: types[0]!.id });
    await a.transaction(wedding, { money_account: joint.id, amount: '0.10', expense_type: types[0]!.id });
    await a.transaction(wedding, { money_account: yen.id, amount: '5000', expense_type: types[0]!.id });
    const overview = ok<FundsOverview>(
      await call(server, couple.access_token, 'GET', `/api/v1/accounts/${wedding.id}/funds/overview/`),
    );
    // 0.1 + 0.2 in floats is 0.30000000000000004; here it is 30 cents.
    expect(overview.budget[0]).toMatchObject({
      spent_minor: 30,
      spent_elsewhere: [{ currency: 'JPY', spent_minor: 5000 }],
    });
    expect(overview.accounts.find((x) => x.id === joint.id)?.balance_minor).toBe(-20);
    expect(overview.totals).toEqual([
      { currency: 'EUR', in_minor: 0, out_minor: 30 },
      { currency: 'JPY', in_minor: 0, out_minor: 5000 },
    ]);
    expect(overview.settings).toMatchObject({ home_currency: 'EUR', budget_minor: 2_000_000 });
  });

  it('answers bad input with field errors', async () => {
    const wedding = await weddingWithPartner();
    const other = await setUpWedding(server, member.access_token);
    const [foreignType] = await fundsApi(server, member.access_token).types(other);
    const a = fundsApi(server, couple.access_token);
    const account = await a.account(wedding);
    const post = (body: Record<string, unknown>) =>
      call(server, couple.access_token, 'POST', `/api/v1/accounts/${wedding.id}/transactions/`, {
        direction: 'out',
        amount: '10',
        date: '2031-01-10',
        money_account: account.id,
        ...body,
      });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '-5' }, 'amount', fm.amountPositive],
      [{ amount: '0' }, 'amount', fm.amountPositive],
      [{ amount: '10.123' }, 'amount', fm.amountDecimals(2, 'EUR')],
      [{ date: '2027-02-30' }, 'date', fm.dateInvalid],
      [{ expense_type: foreignType!.id }, 'expense_type', fm.expenseTypeUnknown],
      [{ direction: 'sideways' }, 'direction', fm.directionInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorsOf(res)[field]).toEqual([message]);
    }
    const res = await call(server, couple.access_token, 'POST', `/api/v1/accounts/${wedding.id}/money-accounts/`, {
      name: 'Odd',
      currency: 'ZZZ',
    });
    expect(errorsOf(res).currency).toEqual([fm.currencyUnknown]);
    const { rows } = await server.database.db.execute(
      sql`SELECT count(*)::int AS n FROM fund_transactions WHERE wedding_id = ${wedding.id}`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('links a payment and a transaction to one of the wedding’s own vendors, never another wedding’s', async () => {
    const wedding = await weddingWithPartner();
    const other = await setUpWedding(server, member.access_token);
    const vendor = (token: string, account: string) =>
      call(server, token, 'POST', '/api/v1/account-vendors/', { account, name: 'Caterer', category: 'catering' }).then(
        (res) => ok<{ id: string }>(res, 201),
      );
    const ours = await vendor(couple.access_token, wedding.id);
    const theirs = await vendor(member.access_token, other.id);
    const a = fundsApi(server, couple.access_token);
    const account = await a.account(wedding);
    const payment = await a.payment(wedding, { vendor: ours.id });
    expect(payment.vendor).toBe(ours.id);
    const tx = await a.transaction(wedding, { money_account: account.id, vendor: ours.id });
    expect(tx.vendor).toBe(ours.id);
    const paid = await call(server, couple.access_token, 'POST', `/api/v1/account-payments/${payment.id}/pay/`, {
      money_account: account.id,
    });
    expect(ok<{ transaction: Transaction }>(paid, 200).transaction.vendor).toBe(ours.id);
    for (const [method, url] of [
      ['POST', `/api/v1/accounts/${wedding.id}/payments/`],
      ['PATCH', `/api/v1/account-transactions/${tx.id}/`],
      ['POST', `/api/v1/accounts/${wedding.id}/transactions/`],
    ] as const) {
      const res = await call(server, couple.access_token, method, url, {
        title: 'Balance',
        amount: '10',
        currency: 'EUR',
        due_date: '2031-03-01',
        direction: 'out',
        date: '2031-01-10',
        money_account: account.id,
        vendor: theirs.id,
      });
      expect(res.statusCode, url).toBe(400);
      expect(errorsOf(res).vendor).toEqual([fm.vendorUnknown]);
    }
    // Taking the vendor off the list keeps the money and forgets the name.
    ok(await call(server, couple.access_token, 'DELETE', `/api/v1/account-vendors/${ours.id}/`), 204);
    const after = ok<Transaction>(
      await call(server, couple.access_token, 'GET', `/api/v1/account-transactions/${tx.id}/`),
    );
    expect(after.vendor).toBeNull();
  });

  it('pays a planned payment with one transaction, and tells both partners but not the committee', async () => {
    const wedding = await weddingWithPartner();
    const a = fundsApi(server, couple.access_token);
    const account = await a.account(wedding);
    const payment = await a.payment(wedding);
    const { res, events } = await withEvents(server, () =>
      call(server, couple.access_token, 'POST', `/api/v1/account-payments/${payment.id}/pay/`, {
        money_account: account.id,
        date: '2031-01-30',
      }),
    );
    const paid = ok<{ transaction: Transaction }>(res);
    expect(paid.transaction).toMatchObject({ amount_minor: 50000, direction: 'out', payment: payment.id });
    expect(events.map((e) => `${e.stream}.${e.action}`).sort()).toEqual([
      'account_funds.create_transaction',
      'account_funds.create_transaction',
      'account_funds.update_payment',
      'account_funds.update_payment',
    ]);
    const { rows } = await server.database.db.execute<{ recipient_id: string }>(
      sql`SELECT DISTINCT recipient_id FROM events WHERE id > ${events[0]!.id - 1} AND stream = 'account_funds'`,
    );
    expect(rows.map((r) => r.recipient_id).sort()).toEqual([couple.user.id, partner.user.id].sort());
    const again = await call(server, couple.access_token, 'POST', `/api/v1/account-payments/${payment.id}/pay/`, {
      money_account: account.id,
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await call(server, member.access_token, 'GET', `/api/v1/accounts/${wedding.id}/funds/overview/`)).statusCode,
    ).toBe(403);
  });

  it('exports the cash flow as CSV with formulas defused', async () => {
    const wedding = await weddingWithPartner();
    const a = fundsApi(server, couple.access_token);
    const account = await a.account(wedding);
    await a.transaction(wedding, { money_account: account.id, amount: '12.5', note: '=HYPERLINK("x")' });
    const caterer = ok<{ id: string }>(
      await call(server, couple.access_token, 'POST', '/api/v1/account-vendors/', {
        account: wedding.id,
        name: 'Casa Caterers',
        category: 'catering',
      }),
      201,
    );
    await a.transaction(wedding, { money_account: account.id, amount: '40', note: 'Tasting', vendor: caterer.id });
    const res = await call(server, couple.access_token, 'GET', `/api/v1/accounts/${wedding.id}/transactions/export/`);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\r\n')[0]).toBe(
      '\ufeffdate,direction,amount,currency,account,expense_type,note,paid_by,vendor',
    );
    expect(res.body).toContain(`2031-01-10,out,12.50,EUR,${account.name},,"'=HYPERLINK(""x"")",,\r\n`);
    expect(res.body).toContain(`2031-01-10,out,40.00,EUR,${account.name},,Tasting,,Casa Caterers\r\n`);
  });

  it('searches cities by prefix and lists currencies with their exponent', async () => {
    const cities = ok<{ results: { name: string }[] }>(
      await call(server, couple.access_token, 'GET', '/api/v1/cities/?q=nairo'),
    );
    expect(cities.results[0]?.name).toBe('Nairobi');
    const currencies = ok<{ results: { code: string; digits: number }[] }>(
      await call(server, couple.access_token, 'GET', '/api/v1/currencies/'),
    );
    expect(currencies.results.find((c) => c.code === 'JPY')?.digits).toBe(0);
    expect(currencies.results.find((c) => c.code === 'KWD')?.digits).toBe(3);
  });
});

describe('payment reminders', () => {
  it('reminds each partner once when two instances sweep at the same time, and the job queue runs it', async () => {
    const wedding = await weddingWithPartner();
    const a = fundsApi(server, couple.access_token);
    await a.payment(wedding, { title: 'Caterer balance', due_date: '2031-03-02' });
    await a.payment(wedding, { title: 'Band deposit', due_date: '2031-04-20' });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vowline-reminders-'));
    const mailer = createMailer({ dir, from: 'Vowline <no-reply@localhost>', log: () => {} });
    const deps = { mailer, config: server.config };
    const instances = [connect(server.database.url), connect(server.database.url)];
    try {
      // "Tomorrow" for the caterer; the band is weeks away.
      const sent = await Promise.all(instances.map((i) => sweepReminders(i.db, deps, noonUtc('2031-03-01'))));
      expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
      const mails = await readdir(dir);
      expect(mails).toHaveLength(2);
      const { rows } = await server.database.db.execute<{ recipient_id: string; text: string }>(
        sql`SELECT recipient_id, text FROM notifications WHERE kind = 'payment_due'`,
      );
      expect(rows.map((r) => r.recipient_id).sort()).toEqual([couple.user.id, partner.user.id].sort());
      expect(rows[0]!.text).toBe('Caterer balance (€500.00) is due on 2031-03-02.');
      // The queue: both instances start it together, and the start-up sweep sends the cake's reminder once.
      await a.payment(wedding, { title: 'Cake', due_date: '2031-03-03' });
      await runQueueOnEvery(
        instances,
        { ...deps, databaseUrl: server.database.url, media: server.app.media.store },
        '2031-03-01',
        dir,
        4,
      );
    } finally {
      await Promise.all(instances.map((i) => i.close()));
    }
  });
});
