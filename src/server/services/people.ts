import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type FollowResult, type Profile, socialMessages as sm } from '../../shared/socialTypes';
import type { PublicPerson } from '../../shared/weddings';
import type { Db, Tx } from '../db/client';
import { readAll } from '../db/readAll';
import { posts, userBlocks, userFollows, users } from '../db/schema';
import type { Counted, OffsetWindow } from '../lib/paging';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { canFollowPerson, canMessage, canSeePersonPosts, canSeeProfile } from '../policy';
import type { AuthUser } from '../types';
import { notify } from './notifications';
import { notBlockedWith, personFacts, visibilityOf } from './privacy';
import { notifyGrouped } from './socialNotify';
import { toPerson } from './weddings';

// People following people (`/subscribers/`), profiles with their counts, and blocks. Following someone who approves
// followers is a request until they answer, as with weddings.

type UserRow = typeof users.$inferSelect;
export const PEOPLE_PAGE = { size: 30, max: 100 };

/** A user by handle (or id), unless a block stands between them and the viewer: then they are as unknown. */
export async function personFor(db: Db | Tx, viewerId: string | null, key: string): Promise<UserRow> {
  const slug = key.toLowerCase();
  const where = isUuid(key) ? eq(users.id, key) : /^[a-z0-9-]{1,80}$/.test(slug) ? eq(users.slug, slug) : undefined;
  const [row] = where ? await db.select().from(users).where(where).limit(1) : [];
  if (!row) throw new HttpError(404, sm.noUser);
  if (viewerId && !canSeeProfile(await personFacts(db, viewerId, row.id))) throw new HttpError(404, sm.noUser);
  return row;
}

const approvedCount = (db: Db | Tx, column: AnyPgColumn, id: string) =>
  db
    .select({ n: count() })
    .from(userFollows)
    .where(and(eq(column, id), eq(userFollows.status, 'approved')));

export async function toProfile(db: Db | Tx, viewerId: string | null, row: UserRow): Promise<Profile> {
  const facts = await personFacts(db, viewerId, row.id);
  const [[postsN], [followers], [following], followsMe, blockedByMe] = await readAll(db, [
    () =>
      db
        .select({ n: count() })
        .from(posts)
        .where(and(eq(posts.authorId, row.id), sql`${posts.weddingId} IS NULL`)),
    () => approvedCount(db, userFollows.followeeId, row.id),
    () => approvedCount(db, userFollows.followerId, row.id),
    () => (viewerId ? personFacts(db, row.id, viewerId).then((f) => f.follows === 'following') : false),
    () =>
      viewerId
        ? db
            .select({ n: count() })
            .from(userBlocks)
            .where(and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, row.id)))
            .then(([r]) => Number(r?.n ?? 0) > 0)
        : false,
  ]);
  return {
    ...toPerson(row),
    posts_count: Number(postsN?.n ?? 0),
    followers_count: Number(followers?.n ?? 0),
    following_count: Number(following?.n ?? 0),
    follow_status: facts.follows,
    follows_me: followsMe,
    blocked_by_me: blockedByMe,
    is_me: facts.self,
    can_see_posts: canSeePersonPosts(facts),
    can_message: viewerId !== null && canMessage(facts),
    approves_followers: facts.settings.approve_followers,
  };
}

const fullName = (u: UserRow) => `${u.firstName} ${u.lastName}`.trim();

export async function follow(db: Db, user: AuthUser, key: string): Promise<FollowResult> {
  const target = await personFor(db, user.id, key);
  const facts = await personFacts(db, user.id, target.id);
  if (!canFollowPerson(facts))
    throw new HttpError(facts.self ? 400 : 403, facts.self ? sm.followSelf : sm.blocked, {
      user: [facts.self ? sm.followSelf : sm.blocked],
    });
  if (facts.follows !== 'none') return { user: target.id, follow_status: facts.follows };
  const status = facts.settings.approve_followers ? 'requested' : 'approved';
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(userFollows)
      .values({ followerId: user.id, followeeId: target.id, status })
      .onConflictDoNothing()
      .returning();
    if (inserted.length) {
      const [me] = await tx.select().from(users).where(eq(users.id, user.id));
      const link = status === 'approved' ? `/${me!.slug}` : `/${target.slug}/followers?requests=1`;
      await notifyGrouped(tx, {
        recipientId: target.id,
        kind: status === 'approved' ? 'follow' : 'follow_request',
        link,
        actor: fullName(me!),
        actorId: user.id,
        others: 0,
        what: status === 'approved' ? 'started following you' : 'asked to follow you',
      });
    }
    return { user: target.id, follow_status: status === 'approved' ? 'following' : 'requested' };
  });
}

export async function unfollow(db: Db, user: AuthUser, key: string): Promise<void> {
  const target = await personFor(db, null, key);
  await db.delete(userFollows).where(and(eq(userFollows.followerId, user.id), eq(userFollows.followeeId, target.id)));
}

/** The followee answers a request: approve lets the follower in (and tells them), decline removes it. */
export async function answerRequest(db: Db, user: AuthUser, followerId: string, approve: boolean): Promise<void> {
  if (!isUuid(followerId)) throw new HttpError(404, sm.noFollowRequest);
  await db.transaction(async (tx) => {
    const mine = and(
      eq(userFollows.followerId, followerId),
      eq(userFollows.followeeId, user.id),
      eq(userFollows.status, 'requested'),
    );
    const changed = approve
      ? await tx.update(userFollows).set({ status: 'approved' }).where(mine).returning()
      : await tx.delete(userFollows).where(mine).returning();
    if (!changed.length) throw new HttpError(404, sm.noFollowRequest);
    if (approve) {
      const [me] = await tx.select().from(users).where(eq(users.id, user.id));
      await notify(tx, {
        recipientId: followerId,
        kind: 'follow_approved',
        text: `${fullName(me!)} approved your follow request`,
        link: `/${me!.slug}`,
        actorId: user.id,
      });
    }
  });
}

/** Followers (`followers`) or followed people (`following`) of a person, newest first; blocked people left out. */
export async function peopleOf(
  db: Db,
  viewerId: string | null,
  personId: string,
  which: 'followers' | 'following' | 'requests',
  window: OffsetWindow,
): Promise<Counted<PublicPerson>> {
  const other = which === 'following' ? userFollows.followeeId : userFollows.followerId;
  const self = which === 'following' ? userFollows.followerId : userFollows.followeeId;
  const where = and(
    eq(self, personId),
    eq(userFollows.status, which === 'requests' ? 'requested' : 'approved'),
    viewerId ? notBlockedWith(viewerId, other) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(userFollows).where(where),
    db
      .select({ user: users })
      .from(userFollows)
      .innerJoin(users, eq(users.id, other))
      .where(where)
      .orderBy(desc(userFollows.createdAt), desc(users.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map((r) => toPerson(r.user)) };
}

/** A person's followers lists are theirs to show as their posts are: hidden when they show posts to no one else. */
export async function mayListPeople(db: Db, viewerId: string | null, person: UserRow): Promise<boolean> {
  if (viewerId === person.id) return true;
  const settings = await visibilityOf(db, person.id);
  return settings.posts_visibility !== 'only_me';
}

/** Blocking ends every follow between the two, both ways. */
export async function block(db: Db, user: AuthUser, key: string): Promise<PublicPerson> {
  const target = await personFor(db, null, key);
  if (target.id === user.id) throw new HttpError(400, sm.blockSelf, { user: [sm.blockSelf] });
  await db.transaction(async (tx) => {
    await tx.insert(userBlocks).values({ blockerId: user.id, blockedId: target.id }).onConflictDoNothing();
    await tx
      .delete(userFollows)
      .where(
        or(
          and(eq(userFollows.followerId, user.id), eq(userFollows.followeeId, target.id)),
          and(eq(userFollows.followerId, target.id), eq(userFollows.followeeId, user.id)),
        ),
      );
  });
  return toPerson(target);
}

export async function unblock(db: Db, user: AuthUser, key: string): Promise<void> {
  const target = await personFor(db, null, key);
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, user.id), eq(userBlocks.blockedId, target.id)));
}

export async function myBlocks(db: Db, userId: string, window: OffsetWindow): Promise<Counted<PublicPerson>> {
  const mine = eq(userBlocks.blockerId, userId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(userBlocks).where(mine),
    db
      .select({ user: users })
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .where(mine)
      .orderBy(desc(userBlocks.createdAt))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map((r) => toPerson(r.user)) };
}
