import { type SQL, sql } from 'drizzle-orm';
import { userFollows, userPrivacy, users, weddingFollows, weddingMembers, weddings } from '../db/schema';
import type { OffsetWindow } from '../lib/paging';
import { FEED_COUNT_CAP } from './postFeeds';
import { notBlockedWith } from './privacy';

// Names and addresses of people and weddings: trigram word similarity on a case- and accent-folded document
// (`vowline_fold`, an immutable unaccent wrapper; `search_doc`, stored and with a GIN trigram index, migration
// `search`), so "Zoe" finds "Zoë", "Jonh" finds "John" and "mar" finds "Martina". A substring match counts too, for
// handles typed in part. The threshold of `<%` is the connection's (`pg_trgm.word_similarity_threshold`, set when
// the pool connects: db/client.ts), so a search is one statement without a transaction around it.
//
// Ranking: word similarity, plus PREFIX_BONUS when the document starts with what was typed (the name as one would
// say it), plus KNOWN_BONUS for people the viewer follows and weddings they plan or follow; ties by id.
//
// Scoring costs a similarity per match, and a common name has thousands ("chloe silva": 1,789 of 10,000 people). So
// the matches that start with the text are scored first: when the page's last of them scores above what any other
// match can reach (a similarity is at most 1, so 1 + KNOWN_BONUS), no other match can enter the page and the rest
// are only counted, up to the cap (FEED_COUNT_CAP, or less for the first-few answer), with the cheap threshold test. Otherwise every match is scored, as before.

export const PREFIX_BONUS = 0.5;
export const KNOWN_BONUS = 0.2;

export interface NameQuery {
  /** What was typed, trimmed; folded in SQL by `vowline_fold`. */
  text: string;
}

const folded = (value: SQL) => sql`vowline_fold(${value})`;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface NameKind {
  table: typeof users | typeof weddings;
  /** The stored, folded document (a generated column the schema files do not list). */
  doc: SQL;
  /** The row's fields for the answer, as `name AS alias`. */
  columns: SQL;
  /** Who may be found by this viewer (people: findable, not blocked; weddings: all). */
  allowed: SQL;
  /** KNOWN_BONUS or 0. */
  known: SQL;
  /** `json_build_object(…)` of one ranked row, aliased `r`. */
  json: SQL;
}

/** The search over one kind of name: `{ count, results }` as JSON, one scalar subquery. */
function namesSql(kind: NameKind, q: NameQuery, window: OffsetWindow, cap: number): SQL {
  const { table, doc, allowed } = kind;
  const id = sql`${table}.${sql.identifier('id')}`;
  // The text and its patterns as scalar subqueries (parameters of the plan, not constants), so the planner takes a
  // trigram test's default selectivity instead of running the test on its statistics' hundreds of sample values:
  // doing that for every test in the statement cost more planning time than the search's own execution.
  const term = sql`(SELECT ${folded(sql`${q.text}`)})`;
  const contains = sql`${doc} LIKE (SELECT ${folded(sql`${likePattern(q.text)}`)})`;
  const prefix = sql`${doc} LIKE (SELECT ${folded(sql`${q.text}`)} || '%')`;
  // Two index scans joined by UNION: written as one OR, the planner rechecks each match's similarity and then tests
  // it once more as a filter.
  const match = sql`${id} IN (SELECT ${id} FROM ${table} WHERE ${term} <% ${doc} UNION SELECT ${id} FROM ${table} WHERE ${contains})`;
  const scored = sql`${kind.columns}, (word_similarity(${term}, ${doc}) + CASE WHEN ${prefix} THEN ${sql.raw(String(PREFIX_BONUS))} ELSE 0 END) + ${kind.known} AS score`;
  const depth = window.offset + window.limit;
  const decided = sql`(SELECT yes FROM decided)`;
  // Without scoring: the similar ones and those only containing the text, each counted to the cap.
  const counted = sql`least(${cap}, (SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${term} <% ${doc} AND ${allowed} LIMIT ${cap}) AS c)
    + (SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${contains} AND NOT (${term} <% ${doc}) AND ${allowed} LIMIT ${cap}) AS c))`;
  // The names starting with the text are found by that alone (a LIKE on the index, rechecked by a LIKE), and only
  // they are then tested as matches: offered the similarity beside it, the planner tested it on every row holding
  // the text's trigrams ("nakamura": 1,109 people, none starting with it).
  return sql`(WITH starting AS MATERIALIZED (
      SELECT ${scored} FROM (SELECT * FROM ${table} WHERE ${prefix} OFFSET 0) AS ${table}
      WHERE (${term} <% ${doc} OR ${contains}) AND ${allowed}),
    decided AS MATERIALIZED (SELECT count(*) >= ${depth} AND coalesce(min(score) > ${sql.raw(String(1 + KNOWN_BONUS))}, false) AS yes
      FROM (SELECT score FROM starting ORDER BY score DESC, id LIMIT ${depth}) AS s),
    found AS MATERIALIZED (SELECT ${scored} FROM ${table} WHERE NOT ${decided} AND ${match} AND ${allowed}),
    ranked AS (SELECT * FROM starting WHERE ${decided} UNION ALL SELECT * FROM found)
    SELECT json_build_object(
      'count', CASE WHEN ${decided} THEN ${counted} ELSE least((SELECT count(*) FROM found), ${cap}) END,
      'results', coalesce((SELECT json_agg(${kind.json} ORDER BY r.score DESC, r.id) FROM (
        SELECT * FROM ranked ORDER BY score DESC, id LIMIT ${window.limit} OFFSET ${window.offset}) AS r), '[]'::json)))`;
}

/** The people this viewer may find (`isFindable` in policy.ts, in SQL): themselves, or findable and no block between. */
export function findableBy(viewerId: string): SQL {
  const searchable = sql`coalesce((SELECT ${userPrivacy.searchable} FROM ${userPrivacy} WHERE ${userPrivacy.userId} = ${users.id}), true)`;
  return sql`${users.deletedAt} IS NULL AND (${users.id} = ${viewerId} OR (${searchable} AND ${notBlockedWith(viewerId, users.id)}))`;
}

export function peopleSql(viewerId: string, q: NameQuery, window: OffsetWindow, cap = FEED_COUNT_CAP): SQL {
  return namesSql(
    {
      table: users,
      doc: sql`${users}.${sql.identifier('search_doc')}`,
      columns: sql`${users.id} AS id, ${users.slug} AS slug, ${users.firstName} AS first_name, ${users.lastName} AS last_name, ${users.image} AS image`,
      allowed: findableBy(viewerId),
      // People the viewer already follows come a little higher: the one they mean is more likely someone they know.
      known: sql`CASE WHEN EXISTS (SELECT 1 FROM ${userFollows} WHERE ${userFollows.followerId} = ${viewerId} AND ${userFollows.followeeId} = ${users.id}) THEN ${sql.raw(String(KNOWN_BONUS))} ELSE 0 END`,
      json: sql`json_build_object('id', r.id, 'slug', r.slug, 'first_name', r.first_name, 'last_name', r.last_name, 'image', r.image)`,
    },
    q,
    window,
    cap,
  );
}

/** Every wedding's home is open to anyone signed in, so every wedding may be found. */
export function weddingsSql(viewerId: string, q: NameQuery, window: OffsetWindow, cap = FEED_COUNT_CAP): SQL {
  return namesSql(
    {
      table: weddings,
      doc: sql`${weddings}.${sql.identifier('search_doc')}`,
      columns: sql`${weddings.id} AS id, ${weddings.slug} AS slug, ${weddings.name} AS name, ${weddings.date} AS date, ${weddings.siteCoverImg} AS site_cover_img`,
      allowed: sql`TRUE`,
      known: sql`CASE WHEN EXISTS (SELECT 1 FROM ${weddingMembers} WHERE ${weddingMembers.weddingId} = ${weddings.id} AND ${weddingMembers.userId} = ${viewerId})
        OR EXISTS (SELECT 1 FROM ${weddingFollows} WHERE ${weddingFollows.weddingId} = ${weddings.id} AND ${weddingFollows.userId} = ${viewerId}) THEN ${sql.raw(String(KNOWN_BONUS))} ELSE 0 END`,
      json: sql`json_build_object('id', r.id, 'slug', r.slug, 'name', r.name, 'date', r.date, 'site_cover_img', r.site_cover_img)`,
    },
    q,
    window,
    cap,
  );
}
