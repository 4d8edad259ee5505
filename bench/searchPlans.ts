import pg from 'pg';
import { connect } from '../src/server/db/client';
import { searchAll, toQuery } from '../src/server/services/search';

// `npx tsx bench/searchPlans.ts <database url> <viewer id> 'text' ['text' …]`: the plans of one search's statements.
// Runs `searchAll` (the results page's first five of each kind) against a seeded database (`BENCH_HOLD=1 npm run
// bench:search` keeps one), records every statement it sends, then runs each again under EXPLAIN (ANALYZE, BUFFERS)
// in one transaction, as the search does. Prints each statement's execution time and, with PLANS=1, its plan.

const [url, viewerId, ...texts] = process.argv.slice(2);
if (!url || !viewerId || !texts.length) throw new Error('usage: searchPlans.ts <database url> <viewer id> text…');

type Sent = { text: string; values: unknown[] };
const sent: Sent[] = [];
const original = pg.Client.prototype.query;
type Run = (this: pg.Client, text: string, values?: unknown[]) => Promise<pg.QueryResult>;
const run = (text: string, values?: unknown[]) => (original as unknown as Run).call(client, text, values);
pg.Client.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, ...rest: unknown[]) {
  const text = typeof config === 'string' ? config : (config as { text: string }).text;
  const given = Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? []);
  sent.push({ text, values: given });
  return (original as (...args: unknown[]) => unknown).call(this, config, values, ...rest);
} as typeof original;

const database = connect(url, 10);
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const raw of texts) {
  const q = toQuery(raw);
  if (!q) continue;
  sent.length = 0;
  const start = performance.now();
  await searchAll(database.db, viewerId, q, 5);
  const took = performance.now() - start;
  const statements = sent.filter((s) => /^\s*(select|with)/i.test(s.text));
  console.log(`\n== ${raw}: ${took.toFixed(1)} ms in ${sent.length} statements`);
  await run('BEGIN');
  for (const s of statements) {
    const plan = await run(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
    const lines = (plan.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']);
    const execution = lines.find((l) => l.startsWith('Execution Time')) ?? '';
    console.log(`-- ${execution}: ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`);
    if (process.env.PLANS === '1') console.log(lines.join('\n'));
  }
  await run('COMMIT');
}
await client.end();
await database.close();
