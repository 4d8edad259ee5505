import pg from 'pg';
import { connect, SEARCH_OPTIONS } from '../src/server/db/client';
import { deadline } from './deadline';

deadline('bench:searchPlans', 10 * 60);

// `npx tsx bench/searchPlans.ts <database url> <viewer id> 'text' ['text' …]`: what one search costs in SQL.
// Runs `searchAll` (the results page's first five of each kind) against a seeded database (`BENCH_HOLD=1 npm run
// bench:search` keeps one), records every statement it sends, then runs each again under EXPLAIN (ANALYZE, BUFFERS)
// in one transaction on a connection with the search's settings. Prints each statement's execution time, and per text
// the median over RUNS (3) of the SQL's total; with PLANS=1 the plans too. SEARCH_SERVICE names another build of the
// service to compare.

const [url, viewerId, ...texts] = process.argv.slice(2);
if (!url || !viewerId || !texts.length) throw new Error('usage: searchPlans.ts <database url> <viewer id> text…');
const RUNS = Number(process.env.RUNS ?? 3);
const service = await import(process.env.SEARCH_SERVICE ?? '../src/server/services/search');

type Sent = { text: string; values: unknown[] };
const sent: Sent[] = [];
const original = pg.Client.prototype.query;
type Run = (this: pg.Client, text: string, values?: unknown[]) => Promise<pg.QueryResult>;
pg.Client.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, ...rest: unknown[]) {
  const text = typeof config === 'string' ? config : (config as { text: string }).text;
  const given = Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? []);
  sent.push({ text, values: given });
  return (original as (...args: unknown[]) => unknown).call(this, config, values, ...rest);
} as typeof original;

const database = connect(url, 10);
// With the search connections' settings, as the search runs (db/client.ts).
const client = new pg.Client({ connectionString: url, options: SEARCH_OPTIONS });
await client.connect();
const run = (text: string, values?: unknown[]) => (original as unknown as Run).call(client, text, values);
const summary: string[] = [];
for (const raw of texts) {
  const q = service.toQuery(raw);
  if (!q) continue;
  const totals: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    sent.length = 0;
    await service.searchAll(database, viewerId, q, 5);
    const statements = sent.filter((s) => /^\s*(select|with)/i.test(s.text));
    if (i === 0) console.log(`\n== ${raw}: ${sent.length} statements`);
    await run('BEGIN');
    let total = 0;
    for (const s of statements) {
      const plan = await run(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
      const lines = (plan.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']);
      const execution = lines.find((l) => l.startsWith('Execution Time')) ?? '';
      total += Number(execution.match(/[\d.]+/)?.[0] ?? 0);
      if (i > 0) continue;
      console.log(`-- ${execution}: ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`);
      if (process.env.PLANS === '1') console.log(lines.join('\n'));
    }
    await run('COMMIT');
    totals.push(total);
  }
  totals.sort((a, b) => a - b);
  summary.push(`${raw}: SQL ${totals[Math.floor(totals.length / 2)]!.toFixed(1)} ms (median of ${RUNS})`);
}
console.log(`\n${summary.join('\n')}`);
await client.end();
await database.close();
