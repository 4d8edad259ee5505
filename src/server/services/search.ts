import { type SQL, sql } from 'drizzle-orm';
import {
  SEARCH_LIMITS,
  type SearchGroup,
  type SearchKind,
  type SearchResults,
  type SearchWedding,
} from '../../shared/searchTypes';
import type { Post } from '../../shared/socialTypes';
import type { PublicPerson } from '../../shared/weddings';
import type { Db, Tx } from '../db/client';
import { posts, userFollows, userPrivacy, users, weddingFollows, weddingMembers, weddings } from '../db/schema';
import type { OffsetWindow } from '../lib/paging';
import { FEED_COUNT_CAP, notHidden } from './postFeeds';
import { hydratePosts } from './postsRead';
import { notBlockedWith, postVisibleTo } from './privacy';
import { toPerson } from './weddings';

// One search over people (name, handle), weddings (name, web address) and posts (text), in PostgreSQL itself.
//
// - Names and addresses: trigram word similarity on a case- and accent-folded document (`vowline_fold`, an immutable
//   unaccent wrapper with a GIN trigram index, migration `search`), so "Zoe" finds "Zoë", "Jonh" finds "John" and
//   "mar" finds "Martina". A substring match counts too, for handles typed in part.
// - Posts: full-text search on the folded text ('simple' configuration: guests write in many languages, so no
//   stemming), every word a prefix; the newest matches are ranked by cover density, then recency.
// - People only show when they let themselves be found (`searchable`, the rule `isFindable` in policy.ts) and no block
//   stands between them and the viewer; posts as the viewer may see them (`postVisibleTo`), without those they hid.
//   Every wedding's home is open to anyone signed in, so every wedding may be found.

/** Word similarity a name must reach: low enough for one typo in a short name ("Jonh"), high enough to mean it. */
const WORD_SIMILARITY = '0.4';

export interface Query {
  /** Folded in SQL by `vowline_fold`; cut to a sensible length. */
  text: string;
  /** For full text: letters and digits only, each a prefix. Null when the text has no word at all. */
  tsquery: string | null;
}

export function toQuery(raw: string): Query | null {
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, SEARCH_LIMITS.query);
  if (!text) return null;
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return { text, tsquery: words.length ? words.map((w) => `${w}:*`).join(' & ') : null };
}

const folded = (value: SQL) => sql`vowline_fold(${value})`;
/** The folded texts migration `search` stores and indexes (generated columns the schema files do not list). */
const personDoc = sql`${users}.${sql.identifier('search_doc')}`;
const weddingDoc = sql`${weddings}.${sql.identifier('search_doc')}`;
export const postVector = sql`${posts}.${sql.identifier('search_vector')}`;
/** Posts ranked per search: the newest matches, so a word in every tenth post costs no more than a rare one. */
const POST_CANDIDATES = 300;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function nameMatch(doc: SQL, q: Query): SQL {
  const term = folded(sql`${q.text}`);
  return sql`(${term} <% ${doc} OR ${doc} LIKE ${folded(sql`${likePattern(q.text)}`)})`;
}

/** Similarity, plus a bonus when the document starts with what was typed (the name as one would say it). */
function nameScore(doc: SQL, q: Query): SQL {
  const term = folded(sql`${q.text}`);
  return sql`(word_similarity(${term}, ${doc}) + CASE WHEN ${doc} LIKE ${term} || '%' THEN 0.5 ELSE 0 END)`;
}

const countOf = async (db: Db | Tx, from: SQL): Promise<number> => {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} LIMIT ${FEED_COUNT_CAP}) AS capped`,
  );
  return result.rows[0]?.n ?? 0;
};

async function searchPeople(
  db: Db | Tx,
  viewerId: string,
  q: Query,
  window: OffsetWindow,
): Promise<SearchGroup<PublicPerson>> {
  const findable = sql`${users.deletedAt} IS NULL AND (${users.id} = ${viewerId} OR (coalesce((SELECT ${userPrivacy.searchable} FROM ${userPrivacy} WHERE ${userPrivacy.userId} = ${users.id}), true) AND ${notBlockedWith(viewerId, users.id)}))`;
  const where = sql`${nameMatch(personDoc, q)} AND ${findable}`;
  // People the viewer already follows come a little higher: the one they mean is more likely someone they know.
  const known = sql`CASE WHEN EXISTS (SELECT 1 FROM ${userFollows} WHERE ${userFollows.followerId} = ${viewerId} AND ${userFollows.followeeId} = ${users.id}) THEN 0.2 ELSE 0 END`;
  // One connection (the transaction holding the similarity threshold): one query after the other.
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(sql`${nameScore(personDoc, q)} + ${known} DESC`, users.id)
    .limit(window.limit)
    .offset(window.offset);
  const count = await countOf(db, sql`${users} WHERE ${where}`);
  return { count, results: rows.map(toPerson) };
}

async function searchWeddings(
  db: Db | Tx,
  viewerId: string,
  q: Query,
  window: OffsetWindow,
): Promise<SearchGroup<SearchWedding>> {
  const where = nameMatch(weddingDoc, q);
  const mine = sql`CASE WHEN EXISTS (SELECT 1 FROM ${weddingMembers} WHERE ${weddingMembers.weddingId} = ${weddings.id} AND ${weddingMembers.userId} = ${viewerId})
    OR EXISTS (SELECT 1 FROM ${weddingFollows} WHERE ${weddingFollows.weddingId} = ${weddings.id} AND ${weddingFollows.userId} = ${viewerId}) THEN 0.2 ELSE 0 END`;
  const rows = await db
    .select({
      id: weddings.id,
      slug: weddings.slug,
      name: weddings.name,
      date: weddings.date,
      site_cover_img: weddings.siteCoverImg,
    })
    .from(weddings)
    .where(where)
    .orderBy(sql`${nameScore(weddingDoc, q)} + ${mine} DESC`, weddings.id)
    .limit(window.limit)
    .offset(window.offset);
  const count = await countOf(db, sql`${weddings} WHERE ${where}`);
  return { count, results: rows };
}

/** Post ids, ranked: hydrated after the transaction, whose one connection runs one query at a time. */
async function searchPosts(
  db: Db | Tx,
  viewerId: string,
  q: Query,
  window: OffsetWindow,
): Promise<SearchGroup<string>> {
  if (!q.tsquery) return { count: 0, results: [] };
  const query = sql`to_tsquery('simple'::regconfig, ${q.tsquery})`;
  const where = sql`${postVector} @@ ${query} AND ${postVisibleTo(viewerId)} AND ${notHidden(viewerId)}`;
  const candidates = Math.max(POST_CANDIDATES, window.offset + window.limit);
  const ranked = await db.execute<{ id: string }>(sql`
    SELECT c.id FROM (
      SELECT ${posts.id} AS id, ${posts.createdAt} AS created_at, ${postVector} AS vector FROM ${posts}
      WHERE ${where} ORDER BY ${posts.createdAt} DESC, ${posts.id} DESC LIMIT ${candidates}
    ) AS c
    ORDER BY ts_rank_cd(c.vector, ${query}) DESC, c.created_at DESC, c.id
    LIMIT ${window.limit} OFFSET ${window.offset}`);
  const rows = ranked.rows;
  const count = await countOf(db, sql`${posts} WHERE ${where}`);
  return { count, results: rows.map((r) => r.id) };
}

const hydrated = async (db: Db, viewerId: string, group: SearchGroup<string>): Promise<SearchGroup<Post>> => ({
  count: group.count,
  results: await hydratePosts(db, viewerId, group.results),
});

const SEARCHES = { people: searchPeople, weddings: searchWeddings, posts: searchPosts } as const;

/** Runs `work` with this search's similarity threshold, which lives for the transaction only. */
function withThreshold<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`);
    return work(tx);
  });
}

/** One kind, a page at a time (the results page's "Show more"). */
export async function searchKind(
  db: Db,
  viewerId: string,
  kind: SearchKind,
  q: Query,
  window: OffsetWindow,
): Promise<SearchGroup<unknown>> {
  const search: (db: Db | Tx, viewerId: string, q: Query, window: OffsetWindow) => Promise<SearchGroup<unknown>> =
    SEARCHES[kind];
  const found = await withThreshold(db, (tx) => search(tx, viewerId, q, window));
  return kind === 'posts' ? hydrated(db, viewerId, found as SearchGroup<string>) : found;
}

/** The first few of every kind. */
export async function searchAll(db: Db, viewerId: string, q: Query, size: number): Promise<SearchResults> {
  const window = { limit: size, offset: 0 };
  const found = await withThreshold(db, async (tx) => ({
    people: await searchPeople(tx, viewerId, q, window),
    weddings: await searchWeddings(tx, viewerId, q, window),
    posts: await searchPosts(tx, viewerId, q, window),
  }));
  return { query: q.text, ...found, posts: await hydrated(db, viewerId, found.posts) };
}
