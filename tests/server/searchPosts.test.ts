import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { posts } from '../../src/server/db/schema';
import { notHidden } from '../../src/server/services/postFeeds';
import { postVisibleTo } from '../../src/server/services/privacy';
import { type PostBounds, postVector, searchPostIds, toQuery } from '../../src/server/services/search';
import type { Post } from '../../src/shared/socialTypes';
import { type SignedUp, signUp } from './api';
import type { TestServer } from './helper';
import { startTestServer } from './helper';
import { ok } from './planningSupport';
import { call } from './weddingsSupport';

// Issue 13: a post search reads the newest posts in time order first and asks the full-text index for every match
// only when those hold too few. Whichever way it goes, the answer must be the one ranking every match gives. With
// small bounds, 40 posts take each path; the reference is the previous query (every visible match, newest first).

let server: TestServer;
let viewer: SignedUp;
const made: Post[] = [];
beforeAll(async () => {
  server = await startTestServer();
  viewer = await signUp(server, { first_name: 'Rhea', last_name: 'Moss' });
  const open = await signUp(server, { first_name: 'Olin', last_name: 'Park' });
  const closed = await signUp(server, { first_name: 'Cleo', last_name: 'Shut' });
  await call(server, closed.access_token, 'PATCH', '/api/v1/users/me/visibility/', { posts_visibility: 'followers' });
  for (let i = 0; i < 40; i++) {
    // "alpha" in every post (twice in some, which ranks them higher), "beta" in every third, "gamma" in every eighth.
    const words = ['alpha', i % 5 === 0 ? 'alpha' : '', i % 3 === 0 ? 'beta' : '', i % 8 === 0 ? 'gamma' : '', `w${i}`];
    const author = i % 4 === 3 ? closed : open;
    made.push(
      ok<Post>(await call(server, author.access_token, 'POST', '/api/v1/posts/', { text: words.join(' ') }), 201),
    );
  }
  ok(await call(server, viewer.access_token, 'POST', `/api/v1/posts/${made[38]!.id}/hide/`));
});
afterAll(() => server.close());

/** The previous query: the newest `candidates` visible matches, ranked, and every visible match counted to `cap`. */
async function reference(text: string, limit: number, offset: number, bounds: PostBounds) {
  const q = toQuery(text)!;
  const query = sql`to_tsquery('simple'::regconfig, ${q.tsquery})`;
  const where = sql`${postVector} @@ ${query} AND ${postVisibleTo(viewer.user.id)} AND ${notHidden(viewer.user.id)}`;
  const candidates = Math.max(bounds.candidates, offset + limit);
  const { rows } = await server.database.db.execute<{ id: string }>(sql`
    SELECT c.id FROM (
      SELECT ${posts.id} AS id, ${posts.createdAt} AS created_at, ${postVector} AS vector FROM ${posts}
      WHERE ${where} ORDER BY ${posts.createdAt} DESC, ${posts.id} DESC LIMIT ${candidates}) AS c
    ORDER BY ts_rank_cd(c.vector, ${query}) DESC, c.created_at DESC, c.id LIMIT ${limit} OFFSET ${offset}`);
  const counted = await server.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${posts} WHERE ${where} LIMIT ${bounds.cap}) AS c`,
  );
  return { count: counted.rows[0]!.n, results: rows.map((r) => r.id) };
}

test('every path of the bounded post search gives the answer of ranking every match', async () => {
  const cases: [string, PostBounds][] = [
    // The window holds the candidates and the count's cap: the index is never asked.
    ['alpha', { recent: 20, candidates: 4, cap: 8 }],
    // The window holds the candidates, not the cap: the count goes on past it.
    ['alpha', { recent: 10, candidates: 4, cap: 30 }],
    ['beta', { recent: 16, candidates: 3, cap: 100 }],
    // Too few in the window: every match, from the full-text index.
    ['beta', { recent: 5, candidates: 4, cap: 100 }],
    ['gamma', { recent: 10, candidates: 300, cap: 1000 }],
    ['alpha beta', { recent: 6, candidates: 5, cap: 6 }],
    // A cap below the candidates (the first-few answer's): reached in the window, whether it holds the candidates
    // or not, the count stops there.
    ['alpha', { recent: 20, candidates: 10, cap: 3 }],
    ['alpha', { recent: 6, candidates: 10, cap: 3 }],
    ['beta', { recent: 4, candidates: 10, cap: 3 }],
    // No match; and the service's own bounds, larger than the table.
    ['delta', { recent: 5, candidates: 4, cap: 8 }],
    ['alpha', { recent: 8000, candidates: 300, cap: 1000 }],
  ];
  for (const [text, bounds] of cases) {
    for (const [limit, offset] of [
      [5, 0],
      [3, 2],
      [10, 0],
    ] as const) {
      const found = await searchPostIds(
        server.database.search,
        viewer.user.id,
        toQuery(text)!,
        { limit, offset },
        bounds,
      );
      expect(found, `${text} ${JSON.stringify(bounds)} ${limit}/${offset}`).toEqual(
        await reference(text, limit, offset, bounds),
      );
    }
  }
  // The search sees what the viewer may: neither the followers-only author's posts nor the one the viewer hid.
  const all = await searchPostIds(server.database.search, viewer.user.id, toQuery('alpha')!, { limit: 50, offset: 0 });
  expect(all.count).toBe(29);
  expect(all.results).not.toContain(made[38]!.id);
  expect(all.results).not.toContain(made[3]!.id);
  // Two "alpha" rank first (cover density), newest first among equals (35 is the followers-only author's).
  expect(all.results.slice(0, 2)).toEqual([made[30]!.id, made[25]!.id]);
});
