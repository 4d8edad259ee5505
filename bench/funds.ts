import pg from 'pg';
import { api, signUp, startServer } from './benchServer';
import { deadline } from './deadline';

deadline('bench:funds', 15 * 60);

// `npx tsx bench/funds.ts` (after `npm run build`): the Funds overview (GET /accounts/{id}/funds/overview/: balances
// per account, totals per currency, planned against spent per expense type, next payments, latest transactions, all
// summed in SQL) and the dashboard's summary, for a wedding with TRANSACTIONS transactions over 3 accounts and the
// 13 default expense types, against `npm start` on a fresh data folder. QUERIES reads of each, one at a time; latency
// is measured by the client from request to full body. Figures are printed and recorded in bench/README.md.

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 5_000);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 60);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
/** Keep the server and its seeded database after the run (for EXPLAIN), until Ctrl-C. */
const HOLD = process.env.BENCH_HOLD === '1';

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`;
}

async function timed(run: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

async function main() {
  const server = await startServer('vowline-bench-funds-');
  try {
    const couple = await signUp(server.base, 'Couple');
    const wedding = await api<{ id: string }>(server.base, couple, 'POST', '/api/v1/accounts/set-up/', {
      name: 'Bench wedding',
      slug: `bench-funds-${Date.now().toString(36)}`,
      date: '2031-06-14',
    });
    const at = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
    await api(server.base, couple, 'PATCH', at('funds/'), { home_currency: 'EUR', budget: '20000' });
    for (const name of ['Joint savings', 'Cash', "Parents' gift"]) {
      await api(server.base, couple, 'POST', at('money-accounts/'), { name, currency: 'EUR', opening: '5000' });
    }
    const client = new pg.Client({ connectionString: server.pgUrl });
    await client.connect();
    // Spread over the accounts and types, a tenth money in, over two years of dates.
    await client.query(
      `INSERT INTO fund_transactions
         (wedding_id, account_id, expense_type_id, direction, amount_minor, currency, occurred_on, note, created_by)
       SELECT $1, a.ids[1 + n % cardinality(a.ids)], t.ids[1 + n % cardinality(t.ids)],
              CASE WHEN n % 10 = 0 THEN 'in' ELSE 'out' END, 100 + (n * 7919) % 250000, 'EUR',
              DATE '2030-01-01' + (n % 730), 'Bench ' || n, $2
       FROM generate_series(1, $3::int) AS n,
            (SELECT array_agg(id) AS ids FROM money_accounts WHERE wedding_id = $1) AS a,
            (SELECT array_agg(id) AS ids FROM expense_types WHERE wedding_id = $1) AS t`,
      [wedding.id, couple.user.id, TRANSACTIONS],
    );
    await client.query(
      `INSERT INTO fund_payments (wedding_id, title, amount_minor, currency, due_on, created_by)
       SELECT $1, 'Instalment ' || n, 50000 + n, 'EUR', DATE '2031-01-01' + n * 5, $2
       FROM generate_series(1, $3::int) AS n`,
      [wedding.id, couple.user.id, PAYMENTS],
    );
    await client.query('ANALYZE fund_transactions; ANALYZE fund_payments');
    await client.end();

    const overview = await timed(() => api(server.base, couple, 'GET', at('funds/overview/')));
    const summary = await timed(() => api(server.base, couple, 'GET', at('funds/summary/')));
    console.log(`${TRANSACTIONS} transactions, ${PAYMENTS} planned payments, ${QUERIES} reads each:`);
    console.log(`  overview: ${percentiles(overview)}`);
    console.log(`  summary:  ${percentiles(summary)}`);
    if (HOLD) {
      console.log(`holding: wedding ${wedding.id}, ${server.pgUrl} (Ctrl-C to stop)`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
    }
  } finally {
    await server.stop();
  }
}

await main();
