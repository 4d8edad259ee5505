import { createHash } from 'node:crypto';
import { asc, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  SEARCH_LIMITS,
  type SearchGroup,
  type SearchKind,
  type SearchResults,
  type SearchWedding,
} from '../../shared/searchTypes';
import type { Post } from '../../shared/socialTypes';
import type { PublicPerson } from '../../shared/weddings';
import type { Database, Db, SearchDb } from '../db/client';
import { rowsFromJson } from '../db/rows';
import { posts, users } from '../db/schema';
import type { OffsetWindow } from '../lib/paging';
import { FEED_COUNT_CAP, notHidden } from './postFeeds';
import { hydratePosts } from './postsRead';
import { postVisibleTo } from './privacy';
import { findableBy, peopleSql, weddingsSql } from './searchNames';
import { toPerson } from './weddings';

// One search over people (name, handle), weddings (name, web address) and posts (text), in PostgreSQL itself, as one
// statement on the search's own connections (`Database.search`, which open with its settings): the first few of every
// kind with their counts, then the posts' hydration.
//
// - Names and addresses: trigram word similarity on folded documents (services/searchNames.ts).
// - Posts: full-text search on the folded text ('simple' configuration: guests write in many languages, so no
//   stemming), every word a prefix; the newest matches are ranked by cover density, then recency.
// - People only show when they let themselves be found (`searchable`, the rule `isFindable` in policy.ts) and no block
//   stands between them and the viewer; posts as the viewer may see them (`postVisibleTo`), without those they hid.
//   Every wedding's home is open to anyone signed in, so every wedding may be found.

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

export const postVector = sql`${posts}.${sql.identifier('search_vector')}`;
/**
 * How far a post search reads. `candidates`: the newest matches ranked, so a word in every tenth post costs no more
 * than a rare one. `recent`: the newest posts read in time order before the full-text index is asked for every match.
 * `cap`: the count stops there (FEED_COUNT_CAP).
 */
export interface PostBounds {
  recent: number;
  candidates: number;
  cap: number;
}
const POST_BOUNDS: PostBounds = { recent: 8000, candidates: 300, cap: FEED_COUNT_CAP };

/**
 * Posts: the newest visible matches (`candidates`), ranked by cover density, then recency. The newest `recent`
 * posts are read first, in time order (`posts_created_idx`): for a common word they hold the candidates
 * and the capped count within a few thousand rows. Only when they hold too few is the full-text index asked for every
 * match (then a rarer word: few matches). Either way the answer is the one ranking every match would give: the window
 * is the newest posts, so its first matches are the newest matches.
 */
function postsSql(viewerId: string, q: Query, window: OffsetWindow, bounds = POST_BOUNDS): SQL {
  if (!q.tsquery) return sql`json_build_object('count', 0, 'results', '[]'::json)`;
  const query = sql`to_tsquery('simple'::regconfig, ${q.tsquery})`;
  const shown = sql`${postVector} @@ ${query} AND ${postVisibleTo(viewerId)} AND ${notHidden(viewerId)}`;
  const candidates = Math.max(bounds.candidates, window.offset + window.limit);
  const enough = Math.max(candidates, bounds.cap);
  const newest = sql`${posts.createdAt} DESC, ${posts.id} DESC`;
  const inWindow = sql`(SELECT count(*) FROM recent)`;
  // `rare` holds every match, read only when the window has fewer than the candidates (materialized, so the planner
  // cannot choose to walk time order through all posts for it); the count beyond the window stops at the cap.
  return sql`(WITH recent AS MATERIALIZED (
      SELECT ${posts.id} AS id, ${posts.createdAt} AS created_at, ${postVector} AS vector
      FROM (SELECT * FROM ${posts} ORDER BY ${newest} LIMIT ${bounds.recent}) AS ${posts}
      WHERE ${shown} ORDER BY ${newest} LIMIT ${enough}),
    rare AS MATERIALIZED (
      SELECT ${posts.id} AS id, ${posts.createdAt} AS created_at, ${postVector} AS vector FROM ${posts}
      WHERE ${inWindow} < ${candidates} AND ${shown}),
    ranked AS (SELECT *, ts_rank_cd(m.vector, ${query}) AS rank FROM (
      SELECT * FROM recent WHERE ${inWindow} >= ${candidates} UNION ALL SELECT * FROM rare
      ORDER BY created_at DESC, id DESC LIMIT ${candidates}) AS m)
    SELECT json_build_object(
      'count', CASE WHEN ${inWindow} >= ${bounds.cap} THEN ${bounds.cap}
        WHEN ${inWindow} < ${candidates} THEN least((SELECT count(*) FROM rare), ${bounds.cap})
        ELSE (SELECT count(*) FROM (SELECT 1 FROM ${posts} WHERE ${shown} LIMIT ${bounds.cap}) AS c) END,
      'results', coalesce((SELECT json_agg(r.id ORDER BY r.rank DESC, r.created_at DESC, r.id) FROM (
        SELECT * FROM ranked ORDER BY rank DESC, created_at DESC, id LIMIT ${window.limit} OFFSET ${window.offset}) AS r),
        '[]'::json)))`;
}

type Found = { count: number; results: Record<string, unknown>[] };
type PostIds = SearchGroup<string>;
const people = (found: Found): SearchGroup<PublicPerson> => ({
  count: found.count,
  results: rowsFromJson(users, found.results).map(toPerson),
});
const weddingsOf = (found: Found): SearchGroup<SearchWedding> => ({
  count: found.count,
  results: found.results as unknown as SearchWedding[],
});

const hydrated = async (db: Db, viewerId: string, found: SearchGroup<string>): Promise<SearchGroup<Post>> => ({
  count: found.count,
  results: await hydratePosts(db, viewerId, found.results),
});

const dialect = new PgDialect();

/**
 * One statement, no transaction, on the search's connections (`Database.search`), whose settings hold the similarity
 * threshold of `<%`, `enable_seqscan = off` and `plan_cache_mode = force_generic_plan` (db/client.ts,
 * SEARCH_OPTIONS). It is sent as a named prepared statement (named by its text: a handful of shapes), so each
 * connection plans it once: planning the whole search anew took as long as running it (22 ms against 28 ms for a
 * full name), and the text only ever reaches the plan as a parameter anyway.
 */
async function run(db: SearchDb, statement: SQL): Promise<Record<string, Found>> {
  const query = dialect.sqlToQuery(statement);
  const name = `search_${createHash('sha1').update(query.sql).digest('hex').slice(0, 16)}`;
  const result = await db.$client.query<Record<string, Found>>({ name, text: query.sql, values: query.params });
  return result.rows[0]!;
}

/**
 * The search's own connections (`search`, with its settings) for the search statement, and the main pool (`db`) for
 * the posts' hydration: its five reads run at once, which the search's small pool would queue.
 */
type Connections = Pick<Database, 'db' | 'search'>;

const KIND_SQL = { people: peopleSql, weddings: weddingsSql } as const;

/** The ids of the posts a search finds, ranked, and their count; `bounds` are the service's own but in tests. */
export async function searchPostIds(
  db: SearchDb,
  viewerId: string,
  q: Query,
  window: OffsetWindow,
  bounds = POST_BOUNDS,
): Promise<PostIds> {
  const { found } = await run(db, sql`SELECT ${postsSql(viewerId, q, window, bounds)} AS found`);
  return found as unknown as PostIds;
}

/** One kind, a page at a time (the results page's "Show more"). */
export async function searchKind(
  { db, search }: Connections,
  viewerId: string,
  kind: SearchKind,
  q: Query,
  window: OffsetWindow,
): Promise<SearchGroup<unknown>> {
  if (kind === 'posts') return hydrated(db, viewerId, await searchPostIds(search, viewerId, q, window));
  const { found } = await run(search, sql`SELECT ${KIND_SQL[kind](viewerId, q, window)} AS found`);
  return kind === 'people' ? people(found!) : weddingsOf(found!);
}

/** The first few of every kind, in one statement, each counted to SEARCH_LIMITS.groupedCount ("Show all 100+"). */
export async function searchAll(
  { db, search }: Connections,
  viewerId: string,
  q: Query,
  size: number,
): Promise<SearchResults> {
  const window = { limit: size, offset: 0 };
  const cap = SEARCH_LIMITS.groupedCount;
  const found = await run(
    search,
    sql`SELECT ${peopleSql(viewerId, q, window, cap)} AS people, ${weddingsSql(viewerId, q, window, cap)} AS weddings,
      ${postsSql(viewerId, q, window, { ...POST_BOUNDS, cap })} AS posts`,
  );
  return {
    query: q.text,
    people: people(found.people!),
    weddings: weddingsOf(found.weddings!),
    posts: await hydrated(db, viewerId, found.posts as unknown as PostIds),
  };
}

/**
 * `GET /users/`: the people the viewer may find, ranked by name like the search when `text` is given, otherwise all of
 * them by name. Counted to FEED_COUNT_CAP, as the search counts.
 */
export async function findablePeople(
  connections: Connections,
  viewerId: string,
  text: string,
  window: OffsetWindow,
): Promise<SearchGroup<PublicPerson>> {
  const q = toQuery(text);
  if (q) return (await searchKind(connections, viewerId, 'people', q, window)) as SearchGroup<PublicPerson>;
  const { db } = connections;
  const allowed = findableBy(viewerId);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(users)
      .where(allowed)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${users} WHERE ${allowed} LIMIT ${FEED_COUNT_CAP}) AS c`,
    ),
  ]);
  return { count: Number(counted.rows[0]?.n ?? 0), results: rows.map(toPerson) };
}
