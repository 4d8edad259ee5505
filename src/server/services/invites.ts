import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  INVITE_TTL_DAYS,
  isCoupleRole,
  type ReceivedInvite,
  roleLabel,
  type SentInvite,
  weddingMessages as wm,
} from '../../shared/weddings';
import type { Db, Tx } from '../db/client';
import { users, weddingInvites, weddingMembers, weddings } from '../db/schema';
import { about, personName, recordChange } from '../history/record';
import type { Counted, OffsetWindow } from '../lib/paging';
import { HttpError } from '../lib/problem';
import { hashToken, newToken } from '../lib/tokens';
import { findByEmail, isUniqueViolation } from './users';
import { coupleCount, type WeddingRow } from './weddings';

export type InviteRow = typeof weddingInvites.$inferSelect;

const expiry = () => new Date(Date.now() + INVITE_TTL_DAYS * 24 * 60 * 60 * 1000);
const codeError = (message: string) => new HttpError(400, message, { code: [message] });

export function toSentInvite(row: InviteRow, now = new Date()): SentInvite {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    role_label: roleLabel(row.role),
    status: row.status,
    expired: row.status === 'pending' && row.expiresAt <= now,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * Creates a pending invitation and returns it with its one-time token. Refuses members, a second pending
 * invitation for the same email, and a third member of the couple.
 */
export async function createInvite(
  tx: Tx,
  wedding: WeddingRow,
  input: { email: string; role: string; invitedBy: string },
): Promise<{ invite: InviteRow; token: string }> {
  const existing = await findByEmail(tx, input.email);
  if (existing) {
    const [member] = await tx
      .select({ role: weddingMembers.role })
      .from(weddingMembers)
      .where(and(eq(weddingMembers.weddingId, wedding.id), eq(weddingMembers.userId, existing.id)))
      .limit(1);
    if (member) throw new HttpError(409, wm.alreadyMember, { email: [wm.alreadyMember] });
  }
  if (isCoupleRole(input.role) && (await coupleCount(tx, wedding.id)) >= 2) {
    throw new HttpError(409, wm.coupleFull, { role: [wm.coupleFull] });
  }
  const token = newToken();
  try {
    // A savepoint, so a clash leaves the surrounding transaction usable for the 409.
    const [invite] = await tx.transaction((sp) =>
      sp
        .insert(weddingInvites)
        .values({
          weddingId: wedding.id,
          email: input.email,
          role: input.role,
          tokenHash: hashToken(token),
          token,
          invitedBy: input.invitedBy,
          expiresAt: expiry(),
        })
        .returning(),
    );
    const entry = about(wedding.id, input.invitedBy, 'members', 'invite', invite!.id, input.email);
    await recordChange(tx, { ...entry, action: 'invited', level: 'couple' });
    return { invite: invite!, token };
  } catch (error) {
    if (isUniqueViolation(error, 'wedding_invites_pending_idx')) {
      throw new HttpError(409, wm.invitePending, { email: [wm.invitePending] });
    }
    throw error;
  }
}

/** A new token and a fresh expiry for a pending invitation; the old link stops working. */
export async function renewInvite(tx: Tx, invite: InviteRow): Promise<{ invite: InviteRow; token: string }> {
  if (invite.status !== 'pending') throw new HttpError(409, wm.inviteNotPending);
  const token = newToken();
  const [row] = await tx
    .update(weddingInvites)
    .set({ tokenHash: hashToken(token), token, expiresAt: expiry() })
    .where(and(eq(weddingInvites.id, invite.id), eq(weddingInvites.status, 'pending')))
    .returning();
  if (!row) throw new HttpError(409, wm.inviteNotPending);
  return { invite: row, token };
}

export async function inviterName(db: Db | Tx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

/** Invitations lists: 100 a page, more than a committee gets at once; up to 200 on request. */
export const INVITES_PAGE = { size: 100, max: 200 };

/** One page of the wedding's pending invitations, newest first (the couple's view, with invitees' emails). */
export async function sentInvites(db: Db, weddingId: string, window: OffsetWindow): Promise<Counted<SentInvite>> {
  const pending = and(eq(weddingInvites.weddingId, weddingId), eq(weddingInvites.status, 'pending'));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(weddingInvites).where(pending),
    db
      .select()
      .from(weddingInvites)
      .where(pending)
      .orderBy(desc(weddingInvites.createdAt), desc(weddingInvites.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: total?.n ?? 0, results: rows.map((row) => toSentInvite(row)) };
}

/** One page of the pending, unexpired invitations addressed to this email, newest first. */
export async function receivedInvites(db: Db, email: string, window: OffsetWindow): Promise<Counted<ReceivedInvite>> {
  const mine = and(
    sql`lower(${weddingInvites.email}) = ${email.toLowerCase()}`,
    eq(weddingInvites.status, 'pending'),
    gt(weddingInvites.expiresAt, sql`now()`),
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(weddingInvites).where(mine),
    db
      .select({ invite: weddingInvites, wedding: weddings, inviter: users })
      .from(weddingInvites)
      .innerJoin(weddings, eq(weddings.id, weddingInvites.weddingId))
      .leftJoin(users, eq(users.id, weddingInvites.invitedBy))
      .where(mine)
      .orderBy(desc(weddingInvites.createdAt), desc(weddingInvites.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  const results = rows.map(({ invite, wedding, inviter }) => ({
    id: invite.id,
    token: invite.token ?? '',
    account_name: wedding.name,
    account: { id: wedding.id, slug: wedding.slug, name: wedding.name, date: wedding.date },
    role: invite.role,
    role_label: roleLabel(invite.role),
    invited_by: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : null,
    expires_at: invite.expiresAt.toISOString(),
  }));
  return { count: total?.n ?? 0, results };
}

/** Locks an invitation by its link token and says, in the spec's plain words, why it cannot be used. */
export async function claimByCode(tx: Tx, code: string): Promise<InviteRow> {
  const [row] = await tx
    .select()
    .from(weddingInvites)
    .where(eq(weddingInvites.tokenHash, hashToken(code)))
    .for('update')
    .limit(1);
  if (!row) throw codeError(wm.inviteInvalid);
  return usable(row);
}

export function usable(row: InviteRow): InviteRow {
  if (row.status === 'accepted') throw codeError(wm.inviteUsed);
  if (row.status === 'declined') throw codeError(wm.inviteNotPending);
  if (row.expiresAt <= new Date()) throw codeError(wm.inviteExpired);
  return row;
}

/**
 * Answers an invitation (locked by the caller). Accepting adds the user with the invited role; someone already
 * a member keeps the role they have, so nobody is ever demoted by an invitation.
 */
export async function answerInvite(tx: Tx, invite: InviteRow, userId: string, accept: boolean): Promise<void> {
  if (accept) {
    const [member] = await tx
      .select({ role: weddingMembers.role })
      .from(weddingMembers)
      .where(and(eq(weddingMembers.weddingId, invite.weddingId), eq(weddingMembers.userId, userId)))
      .limit(1);
    if (!member) {
      // Taking the wedding's row lock makes two partner invitations accepted at once count one after the other.
      await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, invite.weddingId)).for('update');
      if (isCoupleRole(invite.role) && (await coupleCount(tx, invite.weddingId)) >= 2) {
        throw codeError(wm.coupleFull);
      }
      const [seat] = await tx
        .insert(weddingMembers)
        .values({ weddingId: invite.weddingId, userId, role: invite.role })
        .returning();
      const name = await personName(tx, userId);
      await recordChange(tx, {
        ...about(invite.weddingId, userId, 'members', 'member', seat!.id, name),
        action: 'joined',
      });
    }
  }
  await tx
    .update(weddingInvites)
    .set({ status: accept ? 'accepted' : 'declined', token: null, respondedBy: userId, respondedAt: sql`now()` })
    .where(eq(weddingInvites.id, invite.id));
}
