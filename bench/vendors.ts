import pg from 'pg';
import { api, signUp, startServer } from './benchServer';
import { deadline } from './deadline';

deadline('bench:vendors', 15 * 60);

// `npx tsx bench/vendors.ts`: the vendor directory's search (GET /api/v1/vendor/vendors/) over VENDORS businesses,
// against `npm start` on a fresh data folder. QUERIES searches, one at a time, mixing what people search by: a part
// of a name, a category, a city, and combinations; latency is measured by the client from request to full body.
// Figures are printed; they are recorded in bench/README.md, never asserted.

const VENDORS = Number(process.env.BENCH_VENDORS ?? 20_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
const CATEGORIES = ['venue', 'catering', 'photography', 'video', 'florist', 'music', 'band', 'cake', 'other'];
const CITIES = ['Lisbon', 'Porto', 'Madrid', 'Paris', 'London', 'Berlin', 'Rome', 'Vienna', 'Prague', 'Dublin'];
const WORDS = ['Golden', 'Studio', 'Bloom', 'Lens', 'Light', 'Petal', 'Harbor', 'Velvet', 'Oak', 'Silver', 'Rose'];

const pick = <T>(list: T[], i: number) => list[i % list.length]!;

async function main() {
  const server = await startServer('vowline-bench-vendors-');
  try {
    const owner = await signUp(server.base, 'Owner');
    const client = new pg.Client({ connectionString: server.pgUrl });
    await client.connect();
    await client.query(
      `INSERT INTO vendor_businesses (owner_id, name, category, cities, city_keys)
       SELECT $1, w1 || ' ' || w2 || ' ' || n, cat, ARRAY[c1, c2], ARRAY[lower(c1), lower(c2)]
       FROM (SELECT n,
               ($2::text[])[1 + n % cardinality($2::text[])] AS w1,
               ($2::text[])[1 + (n / 7) % cardinality($2::text[])] AS w2,
               ($3::text[])[1 + (n / 3) % cardinality($3::text[])] AS cat,
               ($4::text[])[1 + n % cardinality($4::text[])] AS c1,
               ($4::text[])[1 + (n / 11) % cardinality($4::text[])] AS c2
             FROM generate_series(1, $5::int) AS n) AS g`,
      [owner.user.id, WORDS, CATEGORIES, CITIES, VENDORS],
    );
    await client.query('ANALYZE vendor_businesses');
    await client.end();
    const queries = Array.from({ length: QUERIES }, (_, i) => {
      const q = new URLSearchParams();
      if (i % 4 !== 1)
        q.set(
          'search',
          pick(WORDS, i * 3)
            .slice(0, 3 + (i % 3))
            .toLowerCase(),
        );
      if (i % 2 === 1) q.set('category', pick(CATEGORIES, i));
      if (i % 3 !== 0) q.set('city', pick(CITIES, i * 7));
      return `/api/v1/vendor/vendors/?${q}`;
    });
    for (const url of queries.slice(0, 20)) await api(server.base, owner, 'GET', url);
    const times: number[] = [];
    for (const url of queries) {
      const start = performance.now();
      await api(server.base, owner, 'GET', url);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(`${VENDORS} vendors, ${QUERIES} searches: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`);
  } finally {
    await server.stop();
  }
}

await main();
