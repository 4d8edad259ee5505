import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_VISIBILITY, type PersonFollowStatus, type VisibilitySettings } from '../../shared/socialTypes';
import type { Db, Tx } from '../db/client';
import { posts, userBlocks, userFollows, userPrivacy, weddingFollows, weddingMembers } from '../db/schema';
import type { PersonFacts } from '../policy';

// Visibility settings and blocks: the facts policy.ts decides on, loaded once here for every feature (posts, feeds,
// profiles, search, messages). A list filters in SQL with the same rules as `canSeePersonPosts`/`canSeeWeddingPost`.

type PrivacyRow = typeof userPrivacy.$inferSelect;

function toSettings(row: PrivacyRow | undefined): VisibilitySettings {
  if (!row) return { ...DEFAULT_VISIBILITY };
  return {
    posts_visibility: row.postsVisibility,
    approve_followers: row.approveFollowers,
    searchable: row.searchable,
    messages_from: row.messagesFrom,
  };
}

export async function visibilityOf(db: Db | Tx, userId: string): Promise<VisibilitySettings> {
  const [row] = await db.select().from(userPrivacy).where(eq(userPrivacy.userId, userId)).limit(1);
  return toSettings(row);
}

/** Saves some settings; turning approval off lets every pending follow request in, as a wedding set to open does. */
export async function setVisibility(
  tx: Tx,
  userId: string,
  patch: Partial<VisibilitySettings>,
): Promise<{ settings: VisibilitySettings; approved: string[] }> {
  const next = { ...(await visibilityOf(tx, userId)), ...patch };
  const values = {
    postsVisibility: next.posts_visibility,
    approveFollowers: next.approve_followers,
    searchable: next.searchable,
    messagesFrom: next.messages_from,
  };
  await tx
    .insert(userPrivacy)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPrivacy.userId, set: values });
  const approved = next.approve_followers
    ? []
    : await tx
        .update(userFollows)
        .set({ status: 'approved' })
        .where(and(eq(userFollows.followeeId, userId), eq(userFollows.status, 'requested')))
        .returning({ id: userFollows.followerId });
  return { settings: next, approved: approved.map((r) => (r as { id: string }).id) };
}

export async function isBlockedBetween(db: Db | Tx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function followStatus(db: Db | Tx, followerId: string, followeeId: string): Promise<PersonFollowStatus> {
  const [row] = await db
    .select({ status: userFollows.status })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)))
    .limit(1);
  return !row ? 'none' : row.status === 'approved' ? 'following' : 'requested';
}

/**
 * Everything the person rules of policy.ts need about `viewer` (null: signed out) and `owner`, in one statement: it is
 * often asked inside a transaction, whose one connection runs statements one at a time anyway (three at once there
 * queue on the client, which pg 9 will refuse), and on the pool it holds one connection instead of three.
 */
export async function personFacts(db: Db | Tx, viewerId: string | null, ownerId: string): Promise<PersonFacts> {
  const self = viewerId === ownerId;
  const other = viewerId !== null && !self;
  const blocked = other ? sql`NOT ${notBlockedWith(viewerId, sql`${ownerId}::uuid`)}` : sql`false`;
  const follow = other
    ? sql`(SELECT ${userFollows.status} FROM ${userFollows} WHERE ${userFollows.followerId} = ${viewerId} AND ${userFollows.followeeId} = ${ownerId})`
    : sql`NULL`;
  const { rows } = await db.execute<{
    settings: (VisibilitySettings & { user_id: string }) | null;
    blocked: boolean;
    follow: 'approved' | 'requested' | null;
  }>(sql`SELECT (SELECT row_to_json(p) FROM ${userPrivacy} AS p WHERE p.user_id = ${ownerId}) AS settings,
    ${blocked} AS blocked, ${follow} AS follow`);
  const row = rows[0]!;
  const settings: VisibilitySettings = row.settings
    ? {
        posts_visibility: row.settings.posts_visibility,
        approve_followers: row.settings.approve_followers,
        searchable: row.settings.searchable,
        messages_from: row.settings.messages_from,
      }
    : { ...DEFAULT_VISIBILITY };
  const follows: PersonFollowStatus = !row.follow ? 'none' : row.follow === 'approved' ? 'following' : 'requested';
  return { self, blocked: row.blocked, follows, settings };
}

/** No block between the viewer and the user in `column`, either way. */
export function notBlockedWith(viewerId: string, column: AnyPgColumn | SQL): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${userBlocks} WHERE (${userBlocks.blockerId} = ${viewerId} AND ${userBlocks.blockedId} = ${column}) OR (${userBlocks.blockerId} = ${column} AND ${userBlocks.blockedId} = ${viewerId}))`;
}

const postsVisibility = sql`coalesce((SELECT ${userPrivacy.postsVisibility} FROM ${userPrivacy} WHERE ${userPrivacy.userId} = ${posts.authorId}), 'everyone')`;

/**
 * The posts (table `posts`) the viewer may see, in SQL: the rules of `canSeeWeddingPost` and `canSeePersonPosts`
 * with blocks. Signed out, only public wedding posts and the posts of people who show them to everyone.
 */
export function postVisibleTo(viewerId: string | null): SQL {
  if (!viewerId) {
    return sql`((${posts.weddingId} IS NOT NULL AND ${posts.audience} = 'public') OR (${posts.weddingId} IS NULL AND ${postsVisibility} = 'everyone'))`;
  }
  const member = sql`EXISTS (SELECT 1 FROM ${weddingMembers} WHERE ${weddingMembers.weddingId} = ${posts.weddingId} AND ${weddingMembers.userId} = ${viewerId})`;
  const follower = sql`EXISTS (SELECT 1 FROM ${weddingFollows} WHERE ${weddingFollows.weddingId} = ${posts.weddingId} AND ${weddingFollows.userId} = ${viewerId} AND ${weddingFollows.status} = 'approved')`;
  const personFollower = sql`EXISTS (SELECT 1 FROM ${userFollows} WHERE ${userFollows.followerId} = ${viewerId} AND ${userFollows.followeeId} = ${posts.authorId} AND ${userFollows.status} = 'approved')`;
  return sql`(${posts.authorId} = ${viewerId} OR (${notBlockedWith(viewerId, posts.authorId)} AND (
    (${posts.weddingId} IS NOT NULL AND (${posts.audience} = 'public' OR ${member} OR (${posts.audience} = 'followers' AND ${follower})))
    OR (${posts.weddingId} IS NULL AND (${postsVisibility} = 'everyone' OR (${postsVisibility} = 'followers' AND ${personFollower})))
  )))`;
}
