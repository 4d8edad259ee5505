import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connect, migrateDatabase } from '../src/server/db/client';
import { createMailer } from '../src/server/mail';
import { deadline } from './deadline';
import { startDatabase } from './support';

deadline('bench:history', 40 * 60);

// `npm run bench:history` (issue 34): a wedding's history at size. One wedding holds WEDDING_ENTRIES entries and
// the database TOTAL_ENTRIES over 40 weddings, a year of them, written straight into the table. Then, through the app
// (app.inject, so routing, the access check, the query and the JSON, without the network), SAMPLES sequential calls
// each: the activity page's first page (couple and committee), filtered pages (area, person, a week of dates), a
// page further down by cursor, an item's own history, and "since your last visit" over a week's changes. p50/p95 ms
// are printed and recorded in bench/README.md, never asserted.

const WEDDING_ENTRIES = Number(process.env.BENCH_WEDDING_ENTRIES ?? 200_000);
const TOTAL_ENTRIES = Number(process.env.BENCH_TOTAL_ENTRIES ?? 2_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const OTHER_WEDDINGS = 39;

async function main(): Promise<void> {
  const db = await startDatabase();
  const database = connect(db.url, 10);
  await migrateDatabase(database);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-bench-history-'));
  const app = await buildApp({
    config: loadConfig({ PUBLIC_URL: 'http://127.0.0.1', DATA_DIR: dataDir, CLIENT_DIR: dataDir }),
    database,
    mailer: createMailer({ dir: path.join(dataDir, 'mail'), from: 'bench <b@localhost>', log: () => {} }),
  });
  const call = async (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body ? { payload: body as object } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown>;
  };
  const user = (first: string) =>
    call('POST', '/api/v1/users/', undefined, {
      first_name: first,
      last_name: 'Bench',
      email: `${first.toLowerCase()}.bench@example.com`,
      password: 'correct-horse-7',
    });
  const couple = await user('Ana');
  const member = await user('Ben');
  const coupleToken = couple.access_token as string;
  const memberToken = member.access_token as string;
  const memberId = (member.user as { id: string }).id;
  const coupleId = (couple.user as { id: string }).id;
  const wedding = await call('POST', '/api/v1/accounts/set-up/', coupleToken, { name: 'Bench', date: '2031-06-14' });
  const weddingId = wedding.id as string;
  const { pool } = database;
  await pool.query(`INSERT INTO wedding_members (wedding_id, user_id, role) VALUES ($1, $2, 'planner')`, [
    weddingId,
    memberId,
  ]);

  console.log(`seeding ${TOTAL_ENTRIES} entries (${WEDDING_ENTRIES} in one wedding)…`);
  const seeding = performance.now();
  await pool.query(
    `INSERT INTO weddings (slug, name, date) SELECT 'other-' || n, 'Other ' || n, '2031-06-14'
     FROM generate_series(1, ${OTHER_WEDDINGS}) n`,
  );
  // Entries as the app writes them: areas and kinds mixed, a few thousand items, a year back from now.
  const seed = (wedding: string, count: number) =>
    pool.query(
      `INSERT INTO history_entries (wedding_id, actor_id, area, level, item_type, item_id, label, action, changes,
         created_at)
       SELECT ${wedding}, CASE WHEN n % 2 = 0 THEN $1::uuid ELSE $2::uuid END,
         (ARRAY['tasks','tasks','tasks','comments','run_of_show','calendar','funds','vendors','guests','website'])[n % 10 + 1],
         CASE WHEN n % 10 IN (6, 8, 9) THEN 'couple' ELSE 'member' END,
         (ARRAY['task','task','task','comment','day_task','event','payment','vendor','household','website'])[n % 10 + 1],
         md5('item' || (n % 5000))::uuid, 'Item ' || (n % 5000), 'updated',
         jsonb_build_array(jsonb_build_object('field', 'status', 'before', 'todo', 'after', 'done')),
         now() - (n * interval '365 days' / ${count})
       FROM generate_series(1, ${count}) n`,
      [coupleId, memberId],
    );
  await seed(`'${weddingId}'::uuid`, WEDDING_ENTRIES);
  const others = Math.max(0, TOTAL_ENTRIES - WEDDING_ENTRIES);
  // The other weddings' entries, spread over them.
  const per = Math.floor(others / OTHER_WEDDINGS);
  const { rows: otherIds } = await pool.query<{ id: string }>(`SELECT id FROM weddings WHERE slug LIKE 'other-%'`);
  for (const { id } of otherIds) await seed(`'${id}'::uuid`, per);
  // As autovacuum leaves a table at rest: statistics, and a visibility map for index-only counts.
  await pool.query('VACUUM ANALYZE history_entries');
  console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);

  // A visit a week ago, left an hour ago: "since your last visit" counts a week of others' changes.
  await pool.query(
    `INSERT INTO wedding_visits (wedding_id, user_id, since, seen_at)
     VALUES ($1, $2, now() - interval '7 days', now() - interval '7 days')`,
    [weddingId, coupleId],
  );
  const base = `/api/v1/accounts/${weddingId}/activity/`;
  const first = await call('GET', base, coupleToken);
  const next = (first.next as string).replace('http://127.0.0.1', '');
  const item = await pool.query<{ item_id: string }>(
    'SELECT item_id FROM history_entries WHERE wedding_id = $1 LIMIT 1',
    [weddingId],
  );
  const today = new Date();
  const day = (back: number) => new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, 'GET' | 'POST', string, string][] = [
    ['first page (couple)', 'GET', base, coupleToken],
    ['first page (committee)', 'GET', base, memberToken],
    ['filtered: area=funds (couple)', 'GET', `${base}?area=funds`, coupleToken],
    ['filtered: person (couple)', 'GET', `${base}?person=${memberId}`, coupleToken],
    ['filtered: a week of dates (committee)', 'GET', `${base}?from=${day(100)}&to=${day(93)}`, memberToken],
    ['filtered: area=funds (committee, none visible)', 'GET', `${base}?area=funds`, memberToken],
    ['second page by cursor', 'GET', next, coupleToken],
    ['an item’s own history', 'GET', `${base}?item=${item.rows[0]!.item_id}`, coupleToken],
    ['since your last visit (a week)', 'POST', `/api/v1/accounts/${weddingId}/visits/`, coupleToken],
  ];
  console.log(`\n${WEDDING_ENTRIES} entries in the wedding, ${TOTAL_ENTRIES} in all; ${SAMPLES} calls each\n`);
  console.log('| call | p50 ms | p95 ms | max ms |');
  console.log('|---|---|---|---|');
  for (const [name, method, url, token] of cases) {
    for (let i = 0; i < 20; i++) await call(method, url, token);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = performance.now();
      await call(method, url, token);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(`| ${name} | ${at(0.5)} | ${at(0.95)} | ${times.at(-1)!.toFixed(1)} |`);
  }

  await app.close();
  await database.close();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}

await main();
