import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Post } from '../../shared/socialTypes';
import type { Db } from '../db/client';
import { hiddenContent, posts, userFollows, weddingFollows, weddingMembers } from '../db/schema';
import type { Key, Keyed, KeysetWindow } from '../lib/paging';
import { keysetQuery } from '../lib/paging';
import { hydratePosts } from './postsRead';
import { postVisibleTo } from './privacy';

// Feeds, newest first by (created_at, id) with keyset cursors. The home feed merges the newest posts of each source
// (every wedding the user follows or belongs to, every person they follow, themselves) with one index probe per
// source, so a page costs the same at ten posts or ten million. Every feed applies the same visibility rules
// (services/privacy.ts) and leaves out what the reader hid.
//
// `count` is exact up to FEED_COUNT_CAP: a feed grows without bound and no page shows its total, so counting it
// whole on every scroll would cost more than the page itself.

export const FEED_PAGE = { size: 10, max: 50 };
export const FEED_COUNT_CAP = 1000;

type FeedRows = { count: number; rows: Keyed<Post>[] };

export const notHidden = (viewerId: string | null) =>
  viewerId
    ? sql`NOT EXISTS (SELECT 1 FROM ${hiddenContent} WHERE ${hiddenContent.userId} = ${viewerId} AND ${hiddenContent.contentId} = ${posts.id})`
    : sql`TRUE`;

async function keyedPage(
  db: Db,
  viewerId: string | null,
  ids: { id: string; key: Key }[],
  count: number,
): Promise<FeedRows> {
  const hydrated = await hydratePosts(
    db,
    viewerId,
    ids.map((r) => r.id),
  );
  const byId = new Map(hydrated.map((p) => [p.id, p]));
  return { count, rows: ids.flatMap((r) => (byId.has(r.id) ? [{ key: r.key, item: byId.get(r.id)! }] : [])) };
}

/** One page of the posts `where` selects, as the viewer may see them. */
export async function postsWhere(db: Db, viewerId: string | null, where: SQL, window: KeysetWindow): Promise<FeedRows> {
  const page = keysetQuery(posts.createdAt, posts.id, window);
  const shown = and(where, postVisibleTo(viewerId), notHidden(viewerId));
  const [rows, counted] = await Promise.all([
    db
      .select({ id: posts.id, key: page.key })
      .from(posts)
      .where(and(shown, page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
    db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${posts} WHERE ${shown} LIMIT ${FEED_COUNT_CAP}) AS capped`,
    ),
  ]);
  const ordered = page.newestFirst(rows.map((r) => ({ key: r.key, item: r.id })));
  return keyedPage(
    db,
    viewerId,
    ordered.map((r) => ({ id: r.item, key: r.key })),
    counted.rows[0]?.n ?? 0,
  );
}

/** The home feed (`me/feed/`): weddings followed or joined, people followed, and the user's own posts. */
export async function homeFeed(db: Db, viewerId: string, window: KeysetWindow): Promise<FeedRows> {
  const page = keysetQuery(posts.createdAt, posts.id, window);
  const newer = window.from?.direction === 'newer';
  const order = newer ? sql`ASC` : sql`DESC`;
  const visible = sql`${postVisibleTo(viewerId)} AND ${notHidden(viewerId)}`;
  const cursor = page.where ? sql`AND ${page.where}` : sql``;
  const probe = (source: SQL, limit: number, extra: SQL = sql``) =>
    sql`SELECT ${posts.id} AS id, ${posts.createdAt} AS created_at FROM ${posts} WHERE ${source} AND ${visible} ${cursor} ${extra}
      ORDER BY ${posts.createdAt} ${order}, ${posts.id} ${order} LIMIT ${limit}`;
  const weddingsOf = sql`SELECT ${weddingMembers.weddingId} AS id FROM ${weddingMembers} WHERE ${weddingMembers.userId} = ${viewerId}
    UNION SELECT ${weddingFollows.weddingId} FROM ${weddingFollows} WHERE ${weddingFollows.userId} = ${viewerId} AND ${weddingFollows.status} = 'approved'`;
  const peopleOf = sql`SELECT ${userFollows.followeeId} AS id FROM ${userFollows} WHERE ${userFollows.followerId} = ${viewerId} AND ${userFollows.status} = 'approved'
    UNION SELECT ${viewerId}::uuid`;
  // Two steps, so that most sources are read for one post rather than a page. First each source's newest visible
  // post past the cursor: the page's posts are never older than the `limit`-th newest of those (they are that many
  // distinct posts). Then only the sources that reach that bound are read for a page, down to the bound. With fewer
  // sources than a page there is no bound. Read "oldest" for "newest" when paging towards newer posts.
  const beyond = newer ? sql`<=` : sql`>=`;
  const edge = newer ? sql`max` : sql`min`;
  // A plain comparison, so the index scan stops at the bound instead of filtering every older post.
  const upTo = sql`AND ${posts.createdAt} ${beyond} coalesce(t.at, ${newer ? sql`'infinity'` : sql`'-infinity'`}::timestamptz)`;
  // The halves never share a post (a wedding's, or a person's own), so the merge need not look for repeats.
  const merged = sql`
    WITH tops AS MATERIALIZED (
      SELECT 'w' AS kind, w.id AS source, p.created_at AS top
        FROM (${weddingsOf}) AS w CROSS JOIN LATERAL (${probe(sql`${posts.weddingId} = w.id`, 1)}) AS p
      UNION ALL
      SELECT 'u', u.id, p.created_at
        FROM (${peopleOf}) AS u CROSS JOIN LATERAL (${probe(sql`${posts.authorId} = u.id AND ${posts.weddingId} IS NULL`, 1)}) AS p),
    bound AS (SELECT CASE WHEN count(*) >= ${page.limit} THEN ${edge}(x.top) END AS at
      FROM (SELECT top FROM tops ORDER BY top ${order} LIMIT ${page.limit}) AS x),
    reached AS (SELECT t.kind, t.source, b.at FROM tops AS t CROSS JOIN bound AS b WHERE b.at IS NULL OR t.top ${beyond} b.at)
    SELECT p.id, p.created_at FROM reached AS t
      CROSS JOIN LATERAL (${probe(sql`${posts.weddingId} = t.source`, page.limit, upTo)}) AS p WHERE t.kind = 'w'
    UNION ALL
    SELECT p.id, p.created_at FROM reached AS t
      CROSS JOIN LATERAL (${probe(sql`${posts.authorId} = t.source AND ${posts.weddingId} IS NULL`, page.limit, upTo)}) AS p
      WHERE t.kind = 'u'`;
  const [rows, counted] = await Promise.all([
    // The keys are built for the page's rows alone, not for every candidate of every source.
    db.execute<{ id: string; key: Key }>(sql`
      SELECT f.id, json_build_object('at', (extract(epoch from f.created_at) * 1000000)::bigint::text, 'id', f.id) AS key
      FROM (SELECT * FROM (${merged}) AS m ORDER BY m.created_at ${order}, m.id ${order} LIMIT ${page.limit}) AS f
      ORDER BY f.created_at ${order}, f.id ${order}`),
    // Counted source by source through the same indexes: a scan of posts filtered by source would read the whole
    // table for a reader whose sources have fewer than FEED_COUNT_CAP posts (a new account: 54 ms at 200,000 posts).
    db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM (${weddingsOf}) AS w CROSS JOIN LATERAL (SELECT 1 FROM ${posts}
          WHERE ${posts.weddingId} = w.id AND ${visible} LIMIT ${FEED_COUNT_CAP}) AS p
        UNION ALL
        SELECT 1 FROM (${peopleOf}) AS u CROSS JOIN LATERAL (SELECT 1 FROM ${posts}
          WHERE ${posts.authorId} = u.id AND ${posts.weddingId} IS NULL AND ${visible} LIMIT ${FEED_COUNT_CAP}) AS p
        LIMIT ${FEED_COUNT_CAP}) AS capped`),
  ]);
  const ordered = page.newestFirst(rows.rows.map((r) => ({ key: r.key, item: r.id })));
  return keyedPage(
    db,
    viewerId,
    ordered.map((r) => ({ id: r.item, key: r.key })),
    counted.rows[0]?.n ?? 0,
  );
}

export const ownPosts = (db: Db, viewerId: string, window: KeysetWindow) =>
  postsWhere(db, viewerId, eq(posts.authorId, viewerId), window);

export const personPosts = (db: Db, viewerId: string | null, personId: string, window: KeysetWindow) =>
  postsWhere(db, viewerId, eq(posts.authorId, personId), window);

export const weddingPosts = (db: Db, viewerId: string, weddingId: string, window: KeysetWindow) =>
  postsWhere(db, viewerId, eq(posts.weddingId, weddingId), window);

/** Explore: public wedding posts and the posts of people who show theirs to everyone. */
export const publicPosts = (db: Db, viewerId: string | null, window: KeysetWindow) =>
  postsWhere(db, viewerId, postVisibleTo(null), window);
