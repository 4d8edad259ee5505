import { and, asc, count, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import { donePercentage as percentOf } from '../../shared/planning';
import { slugify } from '../../shared/slug';
import {
  COUPLE_ROLE_CODES,
  type CoupleMember,
  type FollowStatus,
  type PublicPerson,
  RESERVED_WEDDING_SLUGS,
  type Standing,
  type Wedding,
  weddingMessages,
} from '../../shared/weddings';
import type { Db, Tx } from '../db/client';
import { type users, weddingFollows, weddingMembers, weddings } from '../db/schema';
import type { Counted, OffsetWindow } from '../lib/paging';
import { HttpError } from '../lib/problem';
import { uniqueSlug } from '../lib/slug';
import { isUuid } from '../lib/uuid';

export type WeddingRow = typeof weddings.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** A wedding by id or by slug (case-insensitive), as `/accounts/{slug or id}/` names it. */
export async function findWedding(db: Db | Tx, key: string): Promise<WeddingRow | undefined> {
  const where = isUuid(key) ? eq(weddings.id, key) : sql`lower(${weddings.slug}) = ${key.toLowerCase()}`;
  const [row] = await db.select().from(weddings).where(where).limit(1);
  return row;
}

export async function weddingSlugTaken(db: Db | Tx, slug: string): Promise<boolean> {
  if ((RESERVED_WEDDING_SLUGS as readonly string[]).includes(slug)) return true;
  const [row] = await db
    .select({ id: weddings.id })
    .from(weddings)
    .where(sql`lower(${weddings.slug}) = ${slug.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/** A free slug close to `wanted`: itself, or with -2, -3, … added. */
export function suggestWeddingSlug(db: Db | Tx, wanted: string): Promise<string> {
  // Room for a -NNN suffix within the 60-character limit; too short a base gets a word added.
  const base = slugify(wanted).slice(0, 55).replace(/-+$/, '');
  const root = base.length >= 3 ? base : base ? `${base}-wedding` : 'our-wedding';
  return uniqueSlug(root, (s) => weddingSlugTaken(db, s));
}

export const slugConflict = () => new HttpError(409, weddingMessages.slugTaken, { slug: [weddingMessages.slugTaken] });

export function toPerson(row: Pick<UserRow, 'id' | 'slug' | 'firstName' | 'lastName' | 'image'>): PublicPerson {
  return {
    id: row.id,
    slug: row.slug,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    image: row.image,
  };
}

const followStatusOf = (status: string | null): FollowStatus =>
  !status ? 'none' : status === 'approved' ? 'following' : 'requested';

// The viewer's role in and follow of the outer query's wedding, as correlated subqueries: one round trip. Drizzle
// leaves columns unqualified in a one-table select, so these subqueries name their tables and columns themselves.
export const roleSql = (userId: string | Placeholder) =>
  sql<
    string | null
  >`(SELECT m.role FROM wedding_members m WHERE m.wedding_id = "weddings"."id" AND m.user_id = ${userId})`;
export const followSql = (userId: string | Placeholder) =>
  sql<
    string | null
  >`(SELECT f.status FROM wedding_follows f WHERE f.wedding_id = "weddings"."id" AND f.user_id = ${userId})`;

/** The user's role in the wedding and whether they follow it. */
export async function standingIn(db: Db | Tx, weddingId: string, userId: string): Promise<Standing> {
  const [row] = await db
    .select({ role: roleSql(userId), follow: followSql(userId) })
    .from(weddings)
    .where(eq(weddings.id, weddingId));
  return { role: row?.role ?? null, follow: followStatusOf(row?.follow ?? null) };
}

export const standingOf = (row: { role: string | null; follow: string | null }): Standing => ({
  role: row.role,
  follow: followStatusOf(row.follow),
});

export async function followersCount(db: Db | Tx, weddingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(weddingFollows)
    .where(and(eq(weddingFollows.weddingId, weddingId), eq(weddingFollows.status, 'approved')));
  return Number(row?.n ?? 0);
}

export interface WeddingFacts {
  couple: CoupleMember[];
  followers: number;
  posts: number;
  done: number;
}
export type CoupleJson = {
  id: string;
  auth_id: string;
  slug: string;
  first: string;
  last: string;
  image: string | null;
  role: string;
};

/** The couple and the page's counts of the outer query's wedding, as correlated subqueries of its select. */
export const factColumns = () => ({
  followers: sql<number>`(SELECT count(*) FROM wedding_follows f
    WHERE f.wedding_id = "weddings"."id" AND f.status = 'approved')`.mapWith(Number),
  posts: sql<number>`(SELECT count(*) FROM posts p WHERE p.wedding_id = "weddings"."id")`.mapWith(Number),
  tasks: sql<{ all: number; done: number }>`(SELECT json_build_object('all', count(*),
    'done', count(*) FILTER (WHERE t.status = 'done')) FROM tasks t WHERE t.wedding_id = "weddings"."id")`,
  couple: sql<CoupleJson[]>`(SELECT coalesce(json_agg(json_build_object(
      'id', m.id, 'auth_id', u.id, 'slug', u.slug, 'first', u.first_name,
      'last', u.last_name, 'image', u.image, 'role', m.role) ORDER BY m.created_at), '[]'::json)
    FROM wedding_members m JOIN users u ON u.id = m.user_id
    WHERE m.wedding_id = "weddings"."id" AND m.role = ANY(${sql.param([...COUPLE_ROLE_CODES])}))`,
});

export function factsOf(row: {
  followers: number;
  posts: number;
  tasks: { all: number; done: number };
  couple: CoupleJson[];
}): WeddingFacts {
  const couple = row.couple.map((m) => ({
    ...toPerson({ id: m.auth_id, slug: m.slug, firstName: m.first, lastName: m.last, image: m.image }),
    id: m.id,
    auth_id: m.auth_id,
    role: m.role,
  }));
  return { couple, followers: row.followers, posts: row.posts, done: percentOf(row.tasks.done, row.tasks.all) };
}

/** The couple and the page's counts of several weddings, in one query however many weddings there are. */
async function weddingFacts(db: Db | Tx, weddingIds: string[]): Promise<Map<string, WeddingFacts>> {
  const out = new Map<string, WeddingFacts>();
  if (!weddingIds.length) return out;
  const rows = await db
    .select({ id: weddings.id, ...factColumns() })
    .from(weddings)
    .where(inArray(weddings.id, weddingIds));
  for (const row of rows) out.set(row.id, factsOf(row));
  return out;
}

function weddingOf(row: WeddingRow, standing: Standing, facts: WeddingFacts | undefined): Wedding {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    date: row.date,
    couple: facts?.couple ?? [],
    my_role: standing.role ? [standing.role] : [],
    site_cover_img: row.siteCoverImg,
    site_cover_cache_img: row.siteCoverCacheImg,
    site_active: row.siteActive,
    follow_policy: row.followPolicy,
    time_zone: row.timeZone,
    is_following: standing.follow === 'following',
    follow_status: standing.follow,
    done_percentage: facts?.done ?? 0,
    followers_count: facts?.followers ?? 0,
    posts_count: facts?.posts ?? 0,
    created_at: row.createdAt.toISOString(),
  };
}

/** A wedding as the API shows it to one user: with their role, follow status and the page's counts. */
export async function toWedding(
  db: Db | Tx,
  row: WeddingRow,
  standing: Standing,
  facts?: WeddingFacts,
): Promise<Wedding> {
  return weddingOf(row, standing, facts ?? (await weddingFacts(db, [row.id])).get(row.id));
}

/** A user's weddings, 50 a page (more than anyone belongs to); up to 100 on request. */
export const MY_WEDDINGS_PAGE = { size: 50, max: 100 };

/** One page of the weddings the user is a member of (couple or committee), soonest date first. */
export async function myWeddings(db: Db, userId: string, window: OffsetWindow): Promise<Counted<Wedding>> {
  const mine = eq(weddingMembers.userId, userId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(weddingMembers).where(mine),
    db
      .select({ wedding: weddings, role: weddingMembers.role, follow: followSql(userId) })
      .from(weddingMembers)
      .innerJoin(weddings, eq(weddings.id, weddingMembers.weddingId))
      .where(mine)
      .orderBy(asc(weddings.date), asc(weddings.name), asc(weddings.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  const facts = await weddingFacts(
    db,
    rows.map((r) => r.wedding.id),
  );
  const results = rows.map(({ wedding, role, follow }) =>
    weddingOf(wedding, { role, follow: followStatusOf(follow) }, facts.get(wedding.id)),
  );
  return { count: total?.n ?? 0, results };
}

/** Members of the couple a wedding has now. */
export async function coupleCount(db: Db | Tx, weddingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, weddingId), inArray(weddingMembers.role, [...COUPLE_ROLE_CODES])));
  return Number(row?.n ?? 0);
}
