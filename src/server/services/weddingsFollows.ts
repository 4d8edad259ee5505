import { and, asc, count, eq } from 'drizzle-orm';
import type { Follower, FollowStatus } from '../../shared/weddings';
import type { Db, Tx } from '../db/client';
import { users, weddingFollows } from '../db/schema';
import type { Counted, OffsetWindow } from '../lib/paging';
import { announceFollow, resolveFollowRequest } from './followEvents';
import { notifyFollowApproved, notifyFollowRequested } from './weddingNotifications';
import { toPerson, type WeddingRow } from './weddings';

/** Followers and requests: 50 a page, as the followers page shows; up to 200 on request. */
export const FOLLOWERS_PAGE = { size: 50, max: 200 };

/** Follows a wedding: at once under the open policy, otherwise as a request the couple answers. */
export async function follow(
  tx: Tx,
  wedding: WeddingRow,
  userId: string,
): Promise<{ status: FollowStatus; created: boolean }> {
  const status = wedding.followPolicy === 'open' ? 'approved' : 'requested';
  const inserted = await tx
    .insert(weddingFollows)
    .values({ weddingId: wedding.id, userId, status, approvedAt: status === 'approved' ? new Date() : null })
    .onConflictDoNothing()
    .returning({ status: weddingFollows.status });
  if (inserted[0]) {
    if (status === 'requested') await notifyFollowRequested(tx, wedding, userId);
    const now = inserted[0].status === 'approved' ? 'following' : 'requested';
    await announceFollow(tx, wedding.id, userId, now, userId);
    return { status: now, created: true };
  }
  const [current] = await tx
    .select({ status: weddingFollows.status })
    .from(weddingFollows)
    .where(and(eq(weddingFollows.weddingId, wedding.id), eq(weddingFollows.userId, userId)));
  return { status: current?.status === 'approved' ? 'following' : 'requested', created: false };
}

/** Stops following, or withdraws a pending request. */
export async function unfollow(tx: Tx, wedding: WeddingRow, userId: string): Promise<void> {
  const gone = await tx
    .delete(weddingFollows)
    .where(and(eq(weddingFollows.weddingId, wedding.id), eq(weddingFollows.userId, userId)))
    .returning({ status: weddingFollows.status });
  if (!gone.length) return;
  if (gone[0]!.status === 'requested') await resolveFollowRequest(tx, wedding.id, wedding.slug, userId);
  await announceFollow(tx, wedding.id, userId, 'none', userId);
}

/** The couple removes a follower; false when that person does not follow the wedding. */
export async function removeFollower(tx: Tx, wedding: WeddingRow, followerId: string, by: string): Promise<boolean> {
  const gone = await tx
    .delete(weddingFollows)
    .where(
      and(
        eq(weddingFollows.weddingId, wedding.id),
        eq(weddingFollows.userId, followerId),
        eq(weddingFollows.status, 'approved'),
      ),
    )
    .returning({ userId: weddingFollows.userId });
  if (gone.length) await announceFollow(tx, wedding.id, followerId, 'none', by);
  return gone.length > 0;
}

/** One page of followers (approved) or of follow requests, oldest first. */
export async function listFollows(
  db: Db,
  weddingId: string,
  status: 'approved' | 'requested',
  window: OffsetWindow,
): Promise<Counted<Follower>> {
  const where = and(eq(weddingFollows.weddingId, weddingId), eq(weddingFollows.status, status));
  const [total] = await db.select({ n: count() }).from(weddingFollows).where(where);
  const rows = await db
    .select({ follow: weddingFollows, user: users })
    .from(weddingFollows)
    .innerJoin(users, eq(users.id, weddingFollows.userId))
    .where(where)
    .orderBy(asc(weddingFollows.createdAt), asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    count: Number(total?.n ?? 0),
    results: rows.map(({ follow: f, user }) => ({
      user: toPerson(user),
      status: f.status === 'approved' ? 'following' : 'requested',
      since: (f.approvedAt ?? f.createdAt).toISOString(),
    })),
  };
}

/** Approves or declines one pending request; false when there is none from that user. */
export async function answerRequest(
  tx: Tx,
  wedding: WeddingRow,
  userId: string,
  approve: boolean,
  by: string,
): Promise<boolean> {
  const weddingId = wedding.id;
  const pending = and(
    eq(weddingFollows.weddingId, weddingId),
    eq(weddingFollows.userId, userId),
    eq(weddingFollows.status, 'requested'),
  );
  const rows = approve
    ? await tx
        .update(weddingFollows)
        .set({ status: 'approved', approvedAt: new Date() })
        .where(pending)
        .returning({ userId: weddingFollows.userId })
    : await tx.delete(weddingFollows).where(pending).returning({ userId: weddingFollows.userId });
  if (!rows.length) return false;
  if (approve) await notifyFollowApproved(tx, weddingId, userId);
  await resolveFollowRequest(tx, weddingId, wedding.slug, userId);
  await announceFollow(tx, weddingId, userId, approve ? 'following' : 'none', by);
  return true;
}

/** Switching to the open policy lets everyone waiting in. */
export async function approveAllRequests(tx: Tx, wedding: WeddingRow): Promise<void> {
  const letIn = await tx
    .update(weddingFollows)
    .set({ status: 'approved', approvedAt: new Date() })
    .where(and(eq(weddingFollows.weddingId, wedding.id), eq(weddingFollows.status, 'requested')))
    .returning({ userId: weddingFollows.userId });
  for (const { userId } of letIn) {
    await resolveFollowRequest(tx, wedding.id, wedding.slug, userId);
    await announceFollow(tx, wedding.id, userId, 'following');
  }
}
