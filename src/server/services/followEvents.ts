import { and, eq, inArray } from 'drizzle-orm';
import type { FollowStatus } from '../../shared/weddings';
import type { Tx } from '../db/client';
import { COUPLE_ROLES, notifications, weddingMembers } from '../db/schema';
import { emitEvent } from '../realtime/emitEvent';
import { markRead } from './notifications';

// A follow's changes, told live to the follower and to the couple in the transaction of the change.

async function coupleOf(tx: Tx, weddingId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: weddingMembers.userId })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, weddingId), inArray(weddingMembers.role, [...COUPLE_ROLES])));
  return rows.map((r) => r.userId);
}

/** Sends `follows/update` to the follower and to each of the couple, once each. */
export async function announceFollow(
  tx: Tx,
  weddingId: string,
  followerId: string,
  status: FollowStatus,
  by?: string,
): Promise<void> {
  const follow = { account: weddingId, user: followerId, status };
  const recipients = new Set([followerId, ...(await coupleOf(tx, weddingId))]);
  for (const recipientId of recipients) {
    await emitEvent(tx, { stream: 'follows', action: 'update', recipientId, data: { follow, ...(by ? { by } : {}) } });
  }
}

/** Where a follow request's notification leads: the requests page, naming the follower, so it can be resolved. */
export function followRequestLink(slug: string, followerId: string): string {
  return `/wedding/${slug}/followers/requests?user=${followerId}`;
}

/** A request answered or withdrawn is no longer news: its notifications are marked read for the whole couple. */
export async function resolveFollowRequest(tx: Tx, weddingId: string, slug: string, followerId: string) {
  for (const userId of await coupleOf(tx, weddingId)) {
    const open = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, userId),
          eq(notifications.kind, 'follow_request'),
          eq(notifications.link, followRequestLink(slug, followerId)),
          eq(notifications.read, false),
        ),
      );
    if (open.length)
      await markRead(
        tx,
        userId,
        open.map((n) => n.id),
      );
  }
}
