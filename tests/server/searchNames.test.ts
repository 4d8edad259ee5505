import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { userFollows, userPrivacy, users, weddingFollows, weddingMembers, weddings } from '../../src/server/db/schema';
import { notBlockedWith } from '../../src/server/services/privacy';
import { searchAll, searchKind, toQuery } from '../../src/server/services/search';
import type { SearchResults } from '../../src/shared/searchTypes';
import { type SignedUp, signUp } from './api';
import type { TestServer } from './helper';
import { startTestServer } from './helper';
import { ok } from './planningSupport';
import { call, setUpWedding } from './weddingsSupport';

// Issue 13: a name search scores the names that start with the text first, and when the page's last of them is out of
// reach of every other match it only counts the rest. Whichever way it goes, the page and the count must be those of
// scoring every match. The reference is the previous query (every match scored), in a transaction with its settings.

let server: TestServer;
let viewer: SignedUp;
let hidden: SignedUp;
let blocker: SignedUp;
let mine: Awaited<ReturnType<typeof setUpWedding>>;
beforeAll(async () => {
  server = await startTestServer();
  viewer = await signUp(server, { first_name: 'Rhea', last_name: 'Moss' });
  const names: [string, string][] = [
    ...Array.from({ length: 7 }, () => ['Chloé', 'Silva'] as [string, string]),
    ['Chloe', 'Silvestre'],
    ['Chloé', 'Nakamura'],
    ['Zoë', 'Silva'],
    ['Ana', 'Silva'],
    ['Silva', 'Chloe'],
    ['Chlo', 'Brightwater'],
    ['Jonathan', 'Brightwater'],
    ['Joana', 'Brightwell'],
    ['Ana', 'Ch'],
  ];
  const made = [];
  for (const [first_name, last_name] of names) made.push(await signUp(server, { first_name, last_name }));
  // Followed, so scored higher than their similarity alone: "Silva Chloe", still below the names starting with
  // "chloe silva"; and "Ana Ch", whom "ch" finds whole (1 + 0.2), above every name starting with "ch" (two of the
  // three trigrams of "ch": 0.67 + 0.5), so the names that start with the text do not decide that page.
  for (const followed of [made[11]!, made[15]!]) {
    const follow = await call(server, viewer.access_token, 'POST', '/api/v1/subscribers/', { user: followed.user.id });
    expect(follow.statusCode, follow.body).toBeLessThan(300);
  }
  hidden = await signUp(server, { first_name: 'Chloé', last_name: 'Silva' });
  await call(server, hidden.access_token, 'PATCH', '/api/v1/users/me/visibility/', { searchable: false });
  blocker = await signUp(server, { first_name: 'Chloé', last_name: 'Silva' });
  await call(server, blocker.access_token, 'POST', '/api/v1/users/me/blocks/', { user: viewer.user.id });
  const couple = made[0]!;
  for (const name of ['Chloé & Sam', 'Chloé & Ana', 'Chloé & Ines', 'Chloé & Noah', 'Chloé & Mia', 'Chloé & Omar'])
    await setUpWedding(server, couple.access_token, { name });
  mine = await setUpWedding(server, viewer.access_token, { name: 'Silva & Chloé' });
});
afterAll(() => server.close());

// The previous service's names, verbatim: every match scored (similar or containing the text), then paged.
const prevFolded = (value: SQL) => sql`vowline_fold(${value})`;
const prevLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
function prevMatch(table: typeof users | typeof weddings, doc: SQL, text: string): SQL {
  const term = prevFolded(sql`${text}`);
  const id = sql`${table}.${sql.identifier('id')}`;
  return sql`${id} IN (SELECT ${id} FROM ${table} WHERE ${term} <% ${doc}
    UNION SELECT ${id} FROM ${table} WHERE ${doc} LIKE ${prevFolded(sql`${prevLike(text)}`)})`;
}
function prevScore(doc: SQL, text: string): SQL {
  const term = prevFolded(sql`${text}`);
  return sql`(word_similarity(${term}, ${doc}) + CASE WHEN ${doc} LIKE ${term} || '%' THEN 0.5 ELSE 0 END)`;
}
async function previous(kind: 'people' | 'weddings', text: string, limit: number, offset: number) {
  const me = viewer.user.id;
  const doc = sql`${kind === 'people' ? users : weddings}.${sql.identifier('search_doc')}`;
  const statement =
    kind === 'people'
      ? sql`WITH found AS MATERIALIZED (SELECT ${users.id} AS id, ${prevScore(doc, text)} + CASE WHEN EXISTS (SELECT 1 FROM ${userFollows} WHERE ${userFollows.followerId} = ${me} AND ${userFollows.followeeId} = ${users.id}) THEN 0.2 ELSE 0 END AS score
          FROM ${users} WHERE ${prevMatch(users, doc, text)} AND ${users.deletedAt} IS NULL AND (${users.id} = ${me} OR (coalesce((SELECT ${userPrivacy.searchable} FROM ${userPrivacy} WHERE ${userPrivacy.userId} = ${users.id}), true) AND ${notBlockedWith(me, users.id)})))
        SELECT (SELECT least(count(*), 1000) FROM found)::int AS count, coalesce((SELECT json_agg(p.id ORDER BY p.score DESC, p.id) FROM (SELECT * FROM found ORDER BY score DESC, id LIMIT ${limit} OFFSET ${offset}) AS p), '[]'::json) AS ids`
      : sql`WITH found AS MATERIALIZED (SELECT ${weddings.id} AS id, ${prevScore(doc, text)} + CASE WHEN EXISTS (SELECT 1 FROM ${weddingMembers} WHERE ${weddingMembers.weddingId} = ${weddings.id} AND ${weddingMembers.userId} = ${me})
            OR EXISTS (SELECT 1 FROM ${weddingFollows} WHERE ${weddingFollows.weddingId} = ${weddings.id} AND ${weddingFollows.userId} = ${me}) THEN 0.2 ELSE 0 END AS score
          FROM ${weddings} WHERE ${prevMatch(weddings, doc, text)})
        SELECT (SELECT least(count(*), 1000) FROM found)::int AS count, coalesce((SELECT json_agg(w.id ORDER BY w.score DESC, w.id) FROM (SELECT * FROM found ORDER BY score DESC, id LIMIT ${limit} OFFSET ${offset}) AS w), '[]'::json) AS ids`;
  return server.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', '0.4', true), set_config('enable_seqscan', 'off', true)`,
    );
    const { rows } = await tx.execute<{ count: number; ids: string[] }>(statement);
    return { count: rows[0]!.count, results: rows[0]!.ids };
  });
}

// What the bench types, in small: full names (many alike), a typo, no accent, a prefix, one word, a handle's part.
const TEXTS = [
  'chloe silva',
  'Chloé Silva',
  'chloe silvq',
  'chlo',
  'chloe',
  'ch',
  'silva',
  'brightw',
  'silva chloe',
  'zz',
];

test('every path of the name search gives the answer of scoring every match', async () => {
  for (const kind of ['people', 'weddings'] as const) {
    for (const text of TEXTS) {
      for (const [limit, offset] of [
        [5, 0],
        [2, 3],
        [20, 0],
        [1, 7],
      ] as const) {
        const found = await searchKind(server.database, viewer.user.id, kind, toQuery(text)!, { limit, offset });
        const ids = found.results.map((r) => (r as { id: string }).id);
        expect({ count: found.count, results: ids }, `${kind} ${text} ${limit}/${offset}`).toEqual(
          await previous(kind, text, limit, offset),
        );
      }
    }
  }
});

test('the first five of every kind, as the results page asks, are the same; hidden and blocking people never show', async () => {
  for (const text of TEXTS) {
    const all = await searchAll(server.database, viewer.user.id, toQuery(text)!, 5);
    const people = await previous('people', text, 5, 0);
    const theWeddings = await previous('weddings', text, 5, 0);
    expect({ count: all.people.count, results: all.people.results.map((p) => p.id) }, text).toEqual(people);
    expect({ count: all.weddings.count, results: all.weddings.results.map((w) => w.id) }, text).toEqual(theWeddings);
  }
  // Nine "Chloé Silva" in all: the viewer finds the seven who may be found, through the API too.
  const res = ok<SearchResults>(await call(server, viewer.access_token, 'GET', '/api/v1/search/?s=chloe%20silva'));
  const many = await searchKind(server.database, viewer.user.id, 'people', toQuery('chloe silva')!, {
    limit: 50,
    offset: 0,
  });
  const ids = many.results.map((p) => (p as { id: string }).id);
  expect(ids).not.toContain(hidden.user.id);
  expect(ids).not.toContain(blocker.user.id);
  expect(res.people.results.map((p) => p.full_name)).toEqual(Array(5).fill('Chloé Silva'));
  expect(res.people.results.map((p) => p.id)).not.toContain(hidden.user.id);
  expect(res.people.results.map((p) => p.id)).not.toContain(blocker.user.id);
  // The viewer's own wedding comes first among the weddings like what was typed (the bonus for weddings one plans).
  const own = await searchKind(server.database, viewer.user.id, 'weddings', toQuery('silva chloe')!, {
    limit: 5,
    offset: 0,
  });
  expect((own.results[0] as { id: string }).id).toBe(mine.id);
  // The one who hides still finds herself.
  const self = await searchKind(server.database, hidden.user.id, 'people', toQuery('chloe silva')!, {
    limit: 50,
    offset: 0,
  });
  expect(self.results.map((p) => (p as { id: string }).id)).toContain(hidden.user.id);
});

test('the first-few answer counts each kind to 100 ("Show all 100+"); one kind’s pages count on to 1,000', async () => {
  // 150 more people named alike, written in SQL: signing up each through the API would take minutes.
  await server.database.db.execute(sql`
    INSERT INTO ${users} (email, password_hash, slug, first_name, last_name)
    SELECT 'many' || n || '@example.com', 'x', 'many-' || n, 'Chloé', 'Silva' FROM generate_series(1, 150) AS n`);
  const all = await searchAll(server.database, viewer.user.id, toQuery('chloe silva')!, 5);
  expect(all.people.count).toBe(100);
  expect(all.people.results.map((p) => p.full_name)).toEqual(Array(5).fill('Chloé Silva'));
  const kind = await searchKind(server.database, viewer.user.id, 'people', toQuery('chloe silva')!, {
    limit: 5,
    offset: 0,
  });
  expect(kind.count).toBe((await previous('people', 'chloe silva', 5, 0)).count);
  expect(kind.count).toBeGreaterThan(150);
});
