import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { isCoupleRole, type Member, roleLabel, weddingMessages as wm } from '../../shared/weddings';
import type { Db, Tx } from '../db/client';
import {
  taskAssignees,
  tasks,
  users,
  weddingDayTaskAssignees,
  weddingDayTasks,
  weddingInvites,
  weddingMembers,
} from '../db/schema';
import { about, personName, recordChange } from '../history/record';
import type { Counted, OffsetWindow } from '../lib/paging';
import { HttpError } from '../lib/problem';
import { notifyMemberRemoved } from './weddingNotifications';
import { toPerson } from './weddings';

/** The people page lists members 100 at a time; up to 200 on request. */
export const MEMBERS_PAGE = { size: 100, max: 200 };

/** One page of a wedding's members (couple and committee), in the order they joined. */
export async function weddingMembersList(db: Db, weddingId: string, window: OffsetWindow): Promise<Counted<Member>> {
  const ofWedding = eq(weddingMembers.weddingId, weddingId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(weddingMembers).where(ofWedding),
    db
      .select({ member: weddingMembers, user: users })
      .from(weddingMembers)
      .innerJoin(users, eq(users.id, weddingMembers.userId))
      .where(ofWedding)
      .orderBy(asc(weddingMembers.createdAt), asc(weddingMembers.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  const results = rows.map(({ member, user }) => ({
    id: member.id,
    auth_id: user.id,
    role: member.role,
    role_label: roleLabel(member.role),
    user: toPerson(user),
    joined_at: member.createdAt.toISOString(),
  }));
  return { count: total?.n ?? 0, results };
}

/**
 * Takes a user off a wedding's committee, whether they leave or the couple removes them. Their assignments go with
 * them; what they wrote stays with the wedding. Real-time delivery asks for membership at every event
 * (realtime/audience.ts), so from the commit on their sockets hear nothing more of this wedding, live or replayed.
 */
export async function dropMembership(tx: Tx, weddingId: string, userId: string): Promise<void> {
  const weddingTasks = tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.weddingId, weddingId));
  await tx
    .delete(taskAssignees)
    .where(and(eq(taskAssignees.userId, userId), inArray(taskAssignees.taskId, weddingTasks)));
  const dayTasks = tx
    .select({ id: weddingDayTasks.id })
    .from(weddingDayTasks)
    .where(eq(weddingDayTasks.weddingId, weddingId));
  await tx
    .delete(weddingDayTaskAssignees)
    .where(and(eq(weddingDayTaskAssignees.userId, userId), inArray(weddingDayTaskAssignees.taskId, dayTasks)));
  await tx
    .delete(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, weddingId), eq(weddingMembers.userId, userId)));
}

export const COUPLE_STAYS = 'A member of the couple cannot be removed. They can leave the wedding from their account.';

/** The couple removes a committee member (the seat `memberId`); the couple's own seats are not theirs to remove. */
export async function removeMember(db: Db, weddingId: string, memberId: string, by?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [seat] = await tx
      .select()
      .from(weddingMembers)
      .where(and(eq(weddingMembers.id, memberId), eq(weddingMembers.weddingId, weddingId)))
      .for('update');
    if (!seat) throw new HttpError(404, wm.noMember);
    if (isCoupleRole(seat.role)) throw new HttpError(409, COUPLE_STAYS);
    await dropMembership(tx, weddingId, seat.userId);
    await notifyMemberRemoved(tx, weddingId, seat.userId);
    const name = await personName(tx, seat.userId);
    await recordChange(tx, { ...about(weddingId, by ?? null, 'members', 'member', seat.id, name), action: 'removed' });
  });
}

/** The couple takes back an invitation still waiting: its link and its answer stop working at once. */
export async function cancelInvite(db: Db, weddingId: string, inviteId: string, by?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(weddingInvites)
      .where(
        and(
          eq(weddingInvites.id, inviteId),
          eq(weddingInvites.weddingId, weddingId),
          eq(weddingInvites.status, 'pending'),
        ),
      )
      .returning({ id: weddingInvites.id, email: weddingInvites.email });
    if (!row) throw new HttpError(409, wm.inviteNotPending);
    const entry = about(weddingId, by ?? null, 'members', 'invite', row.id, row.email);
    await recordChange(tx, { ...entry, action: 'cancelled', level: 'couple' });
  });
}
