import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
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
import { posts, users, weddingFollows, weddingMembers, weddings } from '../db/schema';
import type { Counted, OffsetWindow } from '../lib/paging';
import { HttpError } from '../lib/problem';
import { uniqueSlug } from '../lib/slug';
import { isUuid } from '../lib/uuid';
import { weddingDonePercentage } from './tasks';

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

export function toPerson(row: UserRow): PublicPerson {
  return {
    id: row.id,
    slug: row.slug,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    image: row.image,
  };
}

/** The user's role in the wedding and whether they follow it. */
export async function standingIn(db: Db | Tx, weddingId: string, userId: string): Promise<Standing> {
  const [member] = await db
    .select({ role: weddingMembers.role })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, weddingId), eq(weddingMembers.userId, userId)))
    .limit(1);
  const [follow] = await db
    .select({ status: weddingFollows.status })
    .from(weddingFollows)
    .where(and(eq(weddingFollows.weddingId, weddingId), eq(weddingFollows.userId, userId)))
    .limit(1);
  const status: FollowStatus = !follow ? 'none' : follow.status === 'approved' ? 'following' : 'requested';
  return { role: member?.role ?? null, follow: status };
}

async function coupleOf(db: Db | Tx, weddingIds: string[]): Promise<Map<string, CoupleMember[]>> {
  const out = new Map<string, CoupleMember[]>();
  if (!weddingIds.length) return out;
  const rows = await db
    .select({ member: weddingMembers, user: users })
    .from(weddingMembers)
    .innerJoin(users, eq(users.id, weddingMembers.userId))
    .where(and(inArray(weddingMembers.weddingId, weddingIds), inArray(weddingMembers.role, [...COUPLE_ROLE_CODES])))
    .orderBy(asc(weddingMembers.createdAt));
  for (const { member, user } of rows) {
    const list = out.get(member.weddingId) ?? [];
    list.push({ ...toPerson(user), id: member.id, auth_id: user.id, role: member.role });
    out.set(member.weddingId, list);
  }
  return out;
}

export async function followersCount(db: Db | Tx, weddingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(weddingFollows)
    .where(and(eq(weddingFollows.weddingId, weddingId), eq(weddingFollows.status, 'approved')));
  return Number(row?.n ?? 0);
}

async function postsCount(db: Db | Tx, weddingId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(eq(posts.weddingId, weddingId));
  return Number(row?.n ?? 0);
}
const donePercentage = (db: Db | Tx, weddingId: string) => weddingDonePercentage(db, weddingId);

/** A wedding as the API shows it to one user: with their role, follow status and the page's counts. */
export async function toWedding(db: Db | Tx, row: WeddingRow, standing: Standing): Promise<Wedding> {
  const [couple, followers, posts, done] = await Promise.all([
    coupleOf(db, [row.id]),
    followersCount(db, row.id),
    postsCount(db, row.id),
    donePercentage(db, row.id),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    date: row.date,
    couple: couple.get(row.id) ?? [],
    my_role: standing.role ? [standing.role] : [],
    site_cover_img: row.siteCoverImg,
    site_cover_cache_img: row.siteCoverCacheImg,
    site_active: row.siteActive,
    follow_policy: row.followPolicy,
    is_following: standing.follow === 'following',
    follow_status: standing.follow,
    done_percentage: done,
    followers_count: followers,
    posts_count: posts,
    created_at: row.createdAt.toISOString(),
  };
}

/** A user's weddings, 50 a page (more than anyone belongs to); up to 100 on request. */
export const MY_WEDDINGS_PAGE = { size: 50, max: 100 };

/** One page of the weddings the user is a member of (couple or committee), soonest date first. */
export async function myWeddings(db: Db, userId: string, window: OffsetWindow): Promise<Counted<Wedding>> {
  const mine = eq(weddingMembers.userId, userId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(weddingMembers).where(mine),
    db
      .select({ wedding: weddings, role: weddingMembers.role })
      .from(weddingMembers)
      .innerJoin(weddings, eq(weddings.id, weddingMembers.weddingId))
      .where(mine)
      .orderBy(asc(weddings.date), asc(weddings.name), asc(weddings.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  const follows = rows.length
    ? await db
        .select({ weddingId: weddingFollows.weddingId, status: weddingFollows.status })
        .from(weddingFollows)
        .where(
          and(
            eq(weddingFollows.userId, userId),
            inArray(
              weddingFollows.weddingId,
              rows.map((r) => r.wedding.id),
            ),
          ),
        )
    : [];
  const followOf = new Map(follows.map((f) => [f.weddingId, f.status === 'approved' ? 'following' : 'requested']));
  const results = await Promise.all(
    rows.map(({ wedding, role }) =>
      toWedding(db, wedding, { role, follow: (followOf.get(wedding.id) as FollowStatus | undefined) ?? 'none' }),
    ),
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
