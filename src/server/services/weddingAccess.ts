import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Standing } from '../../shared/weddings';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { weddings, weddingVersions } from '../db/schema';
import { isUuid } from '../lib/uuid';
import {
  type CoupleJson,
  factColumns,
  factsOf,
  followSql,
  roleSql,
  standingOf,
  type WeddingFacts,
  type WeddingRow,
} from './weddings';

// Every wedding route's access check is one statement: the wedding by id or slug, the caller's standing in it, and
// what the route needs besides (`WeddingExtra`).
//
// The wedding page's couple and counts are the heavy part of GET wedding (a count of followers, posts and tasks and
// a join of the couple, per request). They are kept per wedding with their version (wedding_versions.page, set by
// triggers in the same commit as any change to them, migration 0021); the statement is told the kept version and
// computes them only when the database's is another. A hit is therefore as current as a miss: the version is read
// in the same statement, never later than the data it vouches for.

/** What the access check's query reads besides the wedding and the standing: the page's facts, or the board's version. */
export type WeddingExtra = 'facts' | 'boardVersion';

export interface FoundWedding {
  wedding: WeddingRow;
  standing: Standing;
  facts?: WeddingFacts;
  /** The task board's version, as text: the board's kept answer is good while it is the same. */
  boardVersion?: string;
}

interface KeptFacts {
  weddingId: string;
  version: string;
  facts: WeddingFacts;
}

/** Plenty for every wedding an instance serves at once; the least recently used go first. */
const KEPT_FACTS_MAX = 10_000;
const keptFacts = new WeakMap<Db, Map<string, KeptFacts>>();
const NO_WEDDING = '00000000-0000-0000-0000-000000000000';

function keptFactsOf(db: Db): Map<string, KeptFacts> {
  let kept = keptFacts.get(db);
  if (!kept) {
    kept = new Map();
    keptFacts.set(db, kept);
  }
  return kept;
}

const versionOf = (column: AnyPgColumn) => sql<string>`coalesce(${column}, 0)::text`;

/** The access check's query, with placeholders for the wedding's key and the user, and any extra columns. */
function standingQuery<C extends Record<string, SQL.Aliased | SQL>>(db: Db, bySlug: boolean, extra: C) {
  const key = sql.placeholder('key');
  const userId = sql.placeholder('userId');
  return db
    .select({ wedding: weddings, role: roleSql(userId), follow: followSql(userId), ...extra })
    .from(weddings)
    .leftJoin(weddingVersions, eq(weddingVersions.weddingId, weddings.id))
    .where(bySlug ? sql`lower(${weddings.slug}) = ${key}` : eq(weddings.id, key))
    .limit(1);
}

/** The page's facts as columns computed only when the wedding or its page version is not the one kept. */
function factsUnlessKept() {
  const stale = sql`(${weddings.id} <> ${sql.placeholder('keptId')}::uuid
    OR ${versionOf(weddingVersions.page)} <> ${sql.placeholder('keptVersion')})`;
  const { followers, posts, tasks, couple } = factColumns();
  return {
    pageVersion: versionOf(weddingVersions.page),
    followers: sql<number | null>`CASE WHEN ${stale} THEN ${followers} END`.mapWith(Number),
    posts: sql<number | null>`CASE WHEN ${stale} THEN ${posts} END`.mapWith(Number),
    tasks: sql<{ all: number; done: number } | null>`CASE WHEN ${stale} THEN ${tasks} END`,
    couple: sql<CoupleJson[] | null>`CASE WHEN ${stale} THEN ${couple} END`,
  };
}

/**
 * A wedding by id or slug with the user's standing in it, in one query. With `facts` the same statement brings the
 * page's couple and counts (or says the kept ones are current), so GET wedding is one round trip; with `boardVersion`,
 * the task board's version.
 */
export async function findWeddingWithStanding(
  db: Db,
  key: string,
  userId: string,
  extra?: WeddingExtra,
): Promise<FoundWedding | undefined> {
  const bySlug = !isUuid(key);
  const params = { key: bySlug ? key.toLowerCase() : key, userId };
  const shape = `wedding_standing_${bySlug ? 'slug' : 'id'}`;
  if (extra === 'facts') {
    const kept = keptFactsOf(db);
    const known = kept.get(params.key);
    const statement = prepared(db, `${shape}_facts`, (name) =>
      standingQuery(db, bySlug, factsUnlessKept()).prepare(name),
    );
    const [row] = await statement.execute({
      ...params,
      keptId: known?.weddingId ?? NO_WEDDING,
      keptVersion: known?.version ?? '-1',
    });
    if (!row) return undefined;
    const { wedding, followers, posts, tasks, couple, pageVersion } = row;
    let facts: WeddingFacts;
    if (couple === null || followers === null || posts === null || tasks === null) {
      // Not computed: the database's version is the one `known` was kept with.
      facts = known!.facts;
      kept.delete(params.key);
    } else {
      facts = factsOf({ followers, posts, tasks, couple });
    }
    kept.set(params.key, { weddingId: wedding.id, version: pageVersion, facts });
    if (kept.size > KEPT_FACTS_MAX) kept.delete(kept.keys().next().value!);
    return { wedding, standing: standingOf(row), facts };
  }
  if (extra === 'boardVersion') {
    const columns = { boardVersion: versionOf(weddingVersions.board) };
    const statement = prepared(db, `${shape}_board`, (name) => standingQuery(db, bySlug, columns).prepare(name));
    const [row] = await statement.execute(params);
    return row && { wedding: row.wedding, standing: standingOf(row), boardVersion: row.boardVersion };
  }
  const [row] = await prepared(db, shape, (name) => standingQuery(db, bySlug, {}).prepare(name)).execute(params);
  return row && { wedding: row.wedding, standing: standingOf(row) };
}
