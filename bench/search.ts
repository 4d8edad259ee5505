import pg from 'pg';
import { api, signUp, startServer } from './benchServer';
import { deadline } from './deadline';

deadline('bench:search', 20 * 60);

// `npm run bench:search`: one search over people, weddings and posts (GET /api/v1/search/?s=, the results page's
// first five of each kind) with USERS people, WEDDINGS weddings and POSTS posts, against `npm start` on a fresh data
// folder. The rows are written by set-based INSERT … SELECT over generate_series, so seeding takes seconds. Every
// tenth person hides from search, every fifth shows posts to followers only. QUERIES searches run one at a time,
// mixing what people type: a full name, a name with a typo, a name without its accent, a prefix, a wedding's name,
// one or two words of a post (common and rare). Latency is measured by the client from request to full body.
// Figures are printed; they are recorded in bench/README.md, never asserted.

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 200_000);
const WEDDINGS = Number(process.env.BENCH_WEDDINGS ?? 2_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
/** Keep the server and its seeded database after the run (for EXPLAIN), until Ctrl-C. */
const HOLD = process.env.BENCH_HOLD === '1';

const FIRST = ['Zoë', 'Ana', 'João', 'Léa', 'Mia', 'Noah', 'Omar', 'Priya', 'Sofía', 'Chloé', 'Liam', 'Yusuf', 'Inês'];
const LAST = ['Hartwell', 'Okafor', 'Müller', 'Lopez', 'Nakamura', 'Brightwater', 'Silva', 'Novak', 'Fontaine'];
const WORDS = ['venue', 'dress', 'cake', 'flowers', 'garden', 'dance', 'vows', 'rings', 'music', 'party', 'family'];

const TYPED = [
  'zoe hartwell',
  'Zoë Hartwel',
  'joao okafr',
  'brightw',
  'lea fontaine',
  'nakamura',
  'sofia mueller',
  'garden cake',
  'rehearsal',
  'wedding of ines',
  'vows',
  'chloe silva',
  'rings dance',
  'priya novak',
];

async function main() {
  const server = await startServer('vowline-bench-search-');
  try {
    const viewer = await signUp(server.base, 'Viewer');
    const client = new pg.Client({ connectionString: server.pgUrl });
    await client.connect();
    const started = performance.now();
    await client.query(
      `INSERT INTO users (email, password_hash, slug, first_name, last_name)
       SELECT 'bench' || n || '@example.com', 'x', 'bench-' || n,
              ($1::text[])[1 + n % cardinality($1::text[])], ($2::text[])[1 + (n / 13) % cardinality($2::text[])]
       FROM generate_series(1, $3::int) AS n`,
      [FIRST, LAST, USERS],
    );
    await client.query(
      `INSERT INTO user_privacy (user_id, searchable, posts_visibility)
       SELECT id, n % 10 <> 0, CASE WHEN n % 5 = 0 THEN 'followers' ELSE 'everyone' END
       FROM (SELECT id, row_number() OVER () AS n FROM users WHERE slug LIKE 'bench-%') AS u`,
    );
    await client.query(
      `INSERT INTO weddings (slug, name, date, follow_policy)
       SELECT 'wedding-' || n, 'Wedding of ' || ($1::text[])[1 + n % cardinality($1::text[])] || ' and '
              || ($1::text[])[1 + (n / 7) % cardinality($1::text[])] || ' ' || n, date '2031-06-14' + (n % 300), 'open'
       FROM generate_series(1, $2::int) AS n`,
      [FIRST, WEDDINGS],
    );
    // Each post: four common words, one of a thousand rarer ones ("rehearsal17"), and sometimes "rehearsal".
    await client.query(
      `INSERT INTO posts (author_id, text, created_at)
       SELECT u.id, concat_ws(' ', ($1::text[])[1 + n % 11], ($1::text[])[1 + (n / 11) % 11], 'at the',
                  ($1::text[])[1 + (n / 121) % 11], ($1::text[])[1 + (n / 7) % 11], 'rehearsal' || (n % 1000),
                  CASE WHEN n % 97 = 0 THEN 'rehearsal' END),
              now() - (n || ' minutes')::interval
       FROM generate_series(1, $2::int) AS n
       JOIN LATERAL (SELECT id FROM users WHERE slug = 'bench-' || (1 + n % $3::int)) AS u ON true`,
      [WORDS, POSTS, USERS],
    );
    // As a database that has lived a while: vacuumed (the GIN index's pending list of a bulk load merged, the
    // visibility map set for index-only scans), so the searches do not race autovacuum over freshly written rows.
    await client.query('VACUUM ANALYZE');
    await client.end();
    console.log(
      `seeded ${USERS} users, ${WEDDINGS} weddings, ${POSTS} posts in ${(performance.now() - started) / 1000} s`,
    );

    const urls = Array.from(
      { length: QUERIES },
      (_, i) => `/api/v1/search/?s=${encodeURIComponent(TYPED[i % TYPED.length]!)}`,
    );
    for (const url of urls.slice(0, 30)) await api(server.base, viewer, 'GET', url);
    const times: number[] = [];
    const perQuery = new Map<string, number[]>();
    for (const url of urls) {
      const start = performance.now();
      await api(server.base, viewer, 'GET', url);
      const took = performance.now() - start;
      times.push(took);
      perQuery.set(url, [...(perQuery.get(url) ?? []), took]);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(`${QUERIES} searches: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`);
    for (const [url, list] of perQuery) {
      list.sort((a, b) => a - b);
      console.log(
        `  ${decodeURIComponent(url.split('s=')[1]!)}: median ${list[Math.floor(list.length / 2)]!.toFixed(1)} ms`,
      );
    }
    if (HOLD) {
      console.log(`holding: ${server.base}, ${server.pgUrl} (Ctrl-C to stop)`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
    }
  } finally {
    await server.stop();
  }
}

await main();
