import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/server/db/schema';
import type { KeysetWindow } from '../src/server/lib/paging';
import { homeFeed } from '../src/server/services/postFeeds';
import { api, signUp, startServer } from './benchServer';
import { deadline } from './deadline';

deadline('bench:feed', 20 * 60);

// `npm run bench:feed`: the home feed (`GET /api/v1/users/me/feed/`) of one reader who follows FOLLOWED_WEDDINGS
// weddings and FOLLOWED_PEOPLE people, over USERS users, WEDDINGS weddings and POSTS posts (half on wedding pages,
// half on profiles, spread over a year), against `npm start` on a fresh data folder. Latency is measured by the client
// from request to full body: the first page RUNS times, then RUNS next pages (walks of PAGES pages). The query plans
// of both pages are printed with EXPLAIN ANALYZE. Figures are recorded in bench/README.md, never asserted.

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const WEDDINGS = Number(process.env.BENCH_WEDDINGS ?? 200);
const POSTS = Number(process.env.BENCH_POSTS ?? 200_000);
const FOLLOWED_WEDDINGS = Number(process.env.BENCH_FOLLOWED_WEDDINGS ?? 150);
const FOLLOWED_PEOPLE = Number(process.env.BENCH_FOLLOWED_PEOPLE ?? 150);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PAGES = Number(process.env.BENCH_PAGES ?? 5);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function summary(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return `| ${label} | ${times.length} | ${f(percentile(sorted, 50))} | ${f(percentile(sorted, 99))} | ${f(sorted.at(-1)!)} |`;
}

async function seed(client: pg.Client, readerId: string) {
  const started = performance.now();
  await client.query(
    `INSERT INTO users (email, password_hash, slug, first_name, last_name)
     SELECT 'bench' || n || '@example.com', 'x', 'bench-' || n, 'Bench', 'Person ' || n FROM generate_series(1, $1::int) n`,
    [USERS],
  );
  await client.query(
    `INSERT INTO weddings (slug, name, date, follow_policy)
     SELECT 'bench-wedding-' || n, 'Bench wedding ' || n, date '2031-01-01' + n, 'open' FROM generate_series(1, $1::int) n`,
    [WEDDINGS],
  );
  // Each wedding's couple member is one of the users, in order.
  await client.query(
    `INSERT INTO wedding_members (wedding_id, user_id, role)
     SELECT w.id, u.id, 'B' FROM (SELECT id, row_number() OVER (ORDER BY slug) AS n FROM weddings WHERE slug LIKE 'bench-wedding-%') w
     JOIN (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email LIKE 'bench%') u ON u.n = w.n`,
  );
  // Posts: even ones on a wedding page by its member, odd ones on a profile; one every ~2.6 minutes over a year.
  await client.query(
    `WITH w AS (SELECT m.wedding_id, m.user_id, row_number() OVER () - 1 AS i FROM wedding_members m
                JOIN weddings x ON x.id = m.wedding_id WHERE x.slug LIKE 'bench-wedding-%'),
          u AS (SELECT id, row_number() OVER () - 1 AS i FROM users WHERE email LIKE 'bench%')
     INSERT INTO posts (author_id, wedding_id, audience, text, created_at)
     SELECT CASE WHEN n % 2 = 0 THEN w.user_id ELSE u.id END,
            CASE WHEN n % 2 = 0 THEN w.wedding_id END,
            CASE WHEN n % 10 = 0 THEN 'public' ELSE 'followers' END,
            'Post number ' || n,
            now() - make_interval(secs => n * (31536000.0 / $1::int))
     FROM generate_series(1, $1::int) n
     JOIN w ON w.i = n % $2::int
     JOIN u ON u.i = (n * 7919) % $3::int`,
    [POSTS, WEDDINGS, USERS],
  );
  await client.query(
    `INSERT INTO wedding_follows (wedding_id, user_id, status, approved_at)
     SELECT id, $1, 'approved', now() FROM weddings WHERE slug LIKE 'bench-wedding-%' ORDER BY slug LIMIT $2`,
    [readerId, FOLLOWED_WEDDINGS],
  );
  await client.query(
    `INSERT INTO user_follows (follower_id, followee_id, status)
     SELECT $1, id, 'approved' FROM users WHERE email LIKE 'bench%' ORDER BY email DESC LIMIT $2`,
    [readerId, FOLLOWED_PEOPLE],
  );
  await client.query('ANALYZE');
  return performance.now() - started;
}

/** The home feed's own SQL for a page, taken from Drizzle's log, explained with its parameters. */
async function plans(pgUrl: string, client: pg.Client, readerId: string) {
  const pool = new pg.Pool({ connectionString: pgUrl, max: 2 });
  const logged: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => logged.push({ query, params }) } });
  const first: KeysetWindow = { limit: 10, from: null };
  const page = await homeFeed(db, readerId, first);
  const firstQueries = logged.splice(0);
  const last = page.rows.at(-1)!.key;
  await homeFeed(db, readerId, { limit: 10, from: { direction: 'older', key: last } });
  const nextQueries = logged.splice(0);
  await pool.end();
  const explain = async (label: string, queries: typeof logged) => {
    // The settings the feed gives its own statement (SET LOCAL), in a transaction of their own.
    const settings = queries.filter((q) => /^\s*set local /i.test(q.query));
    for (const { query, params } of queries.filter((q) => /^\s*select (f\.id|count)/i.test(q.query))) {
      await client.query('BEGIN');
      for (const set of settings) await client.query(set.query);
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`, params);
      await client.query('ROLLBACK');
      const text = rows.map((r) => r['QUERY PLAN']).join('\n');
      // The page query counts its sources too (its bound), so only a statement that starts with the count is one.
      const kind = /^\s*select count\(\*\)/i.test(query) ? 'count' : 'page';
      console.log(`\n-- plan: ${label}, ${kind} query\n${text}`);
      if (/Seq Scan on posts/.test(text)) console.log('!! a sequential scan of posts');
    }
  };
  await explain('first page', firstQueries);
  await explain('next page', nextQueries);
}

async function main() {
  const server = await startServer('vowline-bench-feed-');
  try {
    const reader = await signUp(server.base, 'Reader');
    const client = new pg.Client({ connectionString: server.pgUrl });
    await client.connect();
    const seeded = await seed(client, reader.user.id);
    console.log(
      `Seeded ${USERS} users, ${WEDDINGS} weddings, ${POSTS} posts; the reader follows ${FOLLOWED_WEDDINGS} weddings and ${FOLLOWED_PEOPLE} people (${(seeded / 1000).toFixed(1)} s)`,
    );
    // The plans first: they say why, whatever the timings below turn out to be on a loaded machine.
    await plans(server.pgUrl, client, reader.user.id);
    type FeedPage = { results: { id: string }[]; next: string | null };
    const url = '/api/v1/users/me/feed/';
    for (let i = 0; i < 20; i++) await api(server.base, reader, 'GET', url);
    const firstTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await api<FeedPage>(server.base, reader, 'GET', url);
      firstTimes.push(performance.now() - t);
    }
    const nextTimes: number[] = [];
    while (nextTimes.length < RUNS) {
      let page = await api<FeedPage>(server.base, reader, 'GET', url);
      for (let p = 0; p < PAGES && page.next && nextTimes.length < RUNS; p++) {
        const link = new URL(page.next);
        const t = performance.now();
        page = await api<FeedPage>(server.base, reader, 'GET', `${link.pathname}${link.search}`);
        nextTimes.push(performance.now() - t);
        if (page.results.length !== 10) throw new Error(`a page of ${page.results.length} posts`);
      }
    }
    console.log('\n| page | requests | p50 ms | p99 ms | max ms |\n|---|---|---|---|---|');
    console.log(summary('first', firstTimes));
    console.log(summary(`next (pages 2-${PAGES + 1})`, nextTimes));
    await client.end();
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
