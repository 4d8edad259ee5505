import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { COUPLE_ROLES, guests, users, weddingMembers, weddings } from '../db/schema';
import { followRequestLink } from './followEvents';
import { notify } from './notifications';
import type { WeddingRow } from './weddings';

// Notifications about following a wedding, written in the transaction of the change they report.

/** The couple hears that someone asked to follow their wedding. */
/** A user's full name for a notification's text, or 'Someone' if they are gone. */
async function nameOf(tx: Tx, userId: string): Promise<string> {
  const [user] = await tx
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ? `${user.first} ${user.last}`.trim() : 'Someone';
}

const coupleOf = (tx: Tx, weddingId: string) =>
  tx
    .select({ userId: weddingMembers.userId })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, weddingId), inArray(weddingMembers.role, [...COUPLE_ROLES])));

export async function notifyFollowRequested(tx: Tx, wedding: WeddingRow, followerId: string): Promise<void> {
  const name = await nameOf(tx, followerId);
  for (const { userId } of await coupleOf(tx, wedding.id)) {
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

/** The couple hears that a committee member left their wedding (a kind outside the settings: always shown, not mailed). */
export async function notifyMemberLeft(tx: Tx, weddingId: string, leaverId: string): Promise<void> {
  const [wedding] = await tx
    .select({ name: weddings.name, slug: weddings.slug })
    .from(weddings)
    .where(eq(weddings.id, weddingId));
  if (!wedding) return;
  const name = await nameOf(tx, leaverId);
  for (const { userId } of await coupleOf(tx, weddingId)) {
    if (userId === leaverId) continue;
    await notify(tx, {
      recipientId: userId,
      kind: 'member_left',
      text: `${name} left ${wedding.name}.`,
      link: `/wedding/${wedding.slug}/people`,
    });
  }
}

/** The member the couple removed hears it, so the wedding vanishing from their list is no mystery. */
export async function notifyMemberRemoved(tx: Tx, weddingId: string, removedId: string): Promise<void> {
  const [wedding] = await tx.select({ name: weddings.name }).from(weddings).where(eq(weddings.id, weddingId));
  if (!wedding) return;
  await notify(tx, {
    recipientId: removedId,
    kind: 'member_removed',
    text: `The couple removed you from the committee of ${wedding.name}.`,
    link: '/weddings',
  });
}

/**
 * The couple hears that a household answered the RSVP (issue 35): in the app, live, and by mail if they turned on
 * "RSVP answers" by mail in /update-settings (off by default).
 */
export async function notifyRsvpAnswered(
  tx: Tx,
  household: { id: string; weddingId: string; name: string },
): Promise<void> {
  const members = await tx
    .select({ attending: guests.attending })
    .from(guests)
    .where(eq(guests.householdId, household.id));
  const coming = members.filter((g) => g.attending).length;
  const invited = members.length;
  const [wedding] = await tx
    .select({ name: weddings.name, slug: weddings.slug })
    .from(weddings)
    .where(eq(weddings.id, household.weddingId));
  if (!wedding) return;
  const answer = coming === 0 ? 'not coming' : coming >= invited ? 'coming' : `${coming} of ${invited} coming`;
  const text = `${household.name} answered the RSVP for ${wedding.name}: ${answer}.`;
  for (const { userId } of await coupleOf(tx, household.weddingId)) {
    await notify(tx, {
      recipientId: userId,
      kind: 'rsvp_answer',
      text,
      link: `/wedding/${wedding.slug}/guests`,
    });
  }
}
