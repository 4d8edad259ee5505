import { and, eq, gt, sql } from 'drizzle-orm';
import { accountMessages } from '../../shared/accountSchemas';
import type { AccountWeddings } from '../../shared/accountTypes';
import { weddingMessages } from '../../shared/weddings';
import type { Db } from '../db/client';
import { COUPLE_ROLES, weddingFollows, weddingInvites, weddingMembers, weddings } from '../db/schema';
import { about, personName, recordChange } from '../history/record';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { dropMembership } from './members';
import { notifyMemberLeft } from './weddingNotifications';

// /account-weddings: the weddings a user belongs to, what is waiting on them (invitations to their address, their
// follow requests), and leaving a wedding.

const isCouple = (role: string) => (COUPLE_ROLES as readonly string[]).includes(role);

export async function accountWeddings(
  db: Db,
  user: { id: string; email: string; emailVerified: boolean },
): Promise<AccountWeddings> {
  // Invitations to an address are listed only to its verified owner (anyone may sign up with any address).
  const toMyAddress = user.emailVerified
    ? sql`lower(${weddingInvites.email}) = ${user.email.toLowerCase()}`
    : sql`false`;
  const [memberships, invitations, requests] = await Promise.all([
    db
      .select({ w: weddings, role: weddingMembers.role })
      .from(weddingMembers)
      .innerJoin(weddings, eq(weddings.id, weddingMembers.weddingId))
      .where(eq(weddingMembers.userId, user.id))
      .orderBy(weddings.date),
    db
      .select({ invite: weddingInvites, name: weddings.name })
      .from(weddingInvites)
      .innerJoin(weddings, eq(weddings.id, weddingInvites.weddingId))
      .where(and(toMyAddress, eq(weddingInvites.status, 'pending'), gt(weddingInvites.expiresAt, sql`now()`))),
    db
      .select({ w: weddings, at: weddingFollows.createdAt })
      .from(weddingFollows)
      .innerJoin(weddings, eq(weddings.id, weddingFollows.weddingId))
      .where(and(eq(weddingFollows.userId, user.id), eq(weddingFollows.status, 'requested'))),
  ]);
  return {
    memberships: memberships.map(({ w, role }) => ({
      id: w.id,
      slug: w.slug,
      name: w.name,
      date: w.date,
      role,
      is_couple: isCouple(role),
    })),
    invitations: invitations.map(({ invite, name }) => ({
      id: invite.id,
      wedding_name: name,
      role: invite.role,
      token: invite.token,
      expires_at: invite.expiresAt.toISOString(),
    })),
    follow_requests: requests.map(({ w, at }) => ({
      wedding_id: w.id,
      slug: w.slug,
      name: w.name,
      created_at: at.toISOString(),
    })),
  };
}

/** Leaves a wedding; the couple's last member cannot, or the wedding would have no one able to run it. */
export async function leaveWedding(db: Db, userId: string, weddingId: string): Promise<void> {
  if (!isUuid(weddingId)) throw new HttpError(404, weddingMessages.notYourWedding);
  await db.transaction(async (tx) => {
    const members = await tx
      .select({ id: weddingMembers.id, userId: weddingMembers.userId, role: weddingMembers.role })
      .from(weddingMembers)
      .where(eq(weddingMembers.weddingId, weddingId))
      .for('update');
    const me = members.find((m) => m.userId === userId);
    if (!me) throw new HttpError(404, weddingMessages.notYourWedding);
    if (isCouple(me.role) && members.filter((m) => isCouple(m.role)).length === 1) {
      throw new HttpError(409, accountMessages.onlyCoupleMember);
    }
    await dropMembership(tx, weddingId, userId);
    await notifyMemberLeft(tx, weddingId, userId);
    const name = await personName(tx, userId);
    await recordChange(tx, { ...about(weddingId, userId, 'members', 'member', me.id, name), action: 'left' });
  });
}
