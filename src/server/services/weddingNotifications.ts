import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { COUPLE_ROLES, users, weddingMembers, weddings } from '../db/schema';
import { followRequestLink } from './followEvents';
import { notify } from './notifications';
import type { WeddingRow } from './weddings';

// Notifications about following a wedding, written in the transaction of the change they report.

/** The couple hears that someone asked to follow their wedding. */
export async function notifyFollowRequested(tx: Tx, wedding: WeddingRow, followerId: string): Promise<void> {
  const [follower] = await tx
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, followerId));
  const couple = await tx
    .select({ userId: weddingMembers.userId })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, wedding.id), inArray(weddingMembers.role, [...COUPLE_ROLES])));
  const name = follower ? `${follower.first} ${follower.last}`.trim() : 'Someone';
  for (const { userId } of couple) {
    await notify(tx, {
      recipientId: userId,
      kind: 'follow_request',
      text: `${name} asked to follow ${wedding.name}.`,
      link: followRequestLink(wedding.slug, followerId),
    });
  }
}

/** A follower hears that the couple let them in. */
export async function notifyFollowApproved(tx: Tx, weddingId: string, followerId: string): Promise<void> {
  const [wedding] = await tx
    .select({ name: weddings.name, slug: weddings.slug })
    .from(weddings)
    .where(eq(weddings.id, weddingId));
  if (!wedding) return;
  await notify(tx, {
    recipientId: followerId,
    kind: 'follow_approved',
    text: `You now follow ${wedding.name}.`,
    link: `/wedding/${wedding.slug}`,
  });
}
