import { eq } from 'drizzle-orm';
import { type InvitePreview, roleLabel, weddingMessages as wm } from '../../shared/weddings';
import type { Db, Tx } from '../db/client';
import { weddingInvites, weddings } from '../db/schema';
import { authMessages } from '../lib/messages';
import { HttpError } from '../lib/problem';
import { answerInvite, claimByCode, type InviteRow, inviterName, renewInvite, usable } from './invites';
import { findById } from './users';

// The invitee's side of a committee invitation, and the couple's resend, each one transaction that locks the
// invitation row first (claimByCode, or FOR UPDATE by id): two answers, or an answer and a resend, never interleave.

interface JoinedWedding {
  id: string;
  slug: string;
  name: string;
}

export interface InviteAnswer {
  status: 'accepted' | 'declined';
  account: JoinedWedding;
}

async function weddingOf(tx: Tx, weddingId: string): Promise<JoinedWedding> {
  const [wedding] = await tx
    .select({ id: weddings.id, slug: weddings.slug, name: weddings.name })
    .from(weddings)
    .where(eq(weddings.id, weddingId));
  return wedding!;
}

async function lockInvite(tx: Tx, id: string): Promise<InviteRow> {
  const [locked] = await tx.select().from(weddingInvites).where(eq(weddingInvites.id, id)).for('update');
  // The access plugin found the invitation a moment ago; cancelled since, it is as unknown as a missing one.
  if (!locked) throw new HttpError(404, wm.noInvite);
  return locked;
}

/** Invitations are matched by address only for its verified owner: anyone may sign up with any address. */
export async function verifiedEmailOf(db: Db, userId: string): Promise<string | null> {
  const me = await findById(db, userId);
  if (!me) throw new HttpError(401, authMessages.accountGone);
  return me.emailVerifiedAt ? me.email.toLowerCase() : null;
}

/** What a link is for, so a signed-out invitee sees the wedding before creating an account. */
export function previewInvite(db: Db, code: string): Promise<InvitePreview> {
  return db.transaction(async (tx) => {
    const invite = await claimByCode(tx, code);
    const wedding = await weddingOf(tx, invite.weddingId);
    return {
      account_name: wedding.name,
      account_slug: wedding.slug,
      role: invite.role,
      role_label: roleLabel(invite.role),
      invited_by: await inviterName(tx, invite.invitedBy),
      email: invite.email,
    };
  });
}

/** Acceptance by the mailed link: whoever holds the unused, unexpired token joins, once. */
export function acceptByCode(db: Db, code: string, userId: string): Promise<InviteAnswer> {
  return db.transaction(async (tx) => {
    const invite = await claimByCode(tx, code);
    await answerInvite(tx, invite, userId, true);
    return { status: 'accepted', account: await weddingOf(tx, invite.weddingId) };
  });
}

/** The invitee's answer in the app (the policy has checked it is theirs). */
export function respondToInvite(db: Db, inviteId: string, userId: string, accept: boolean): Promise<InviteAnswer> {
  return db.transaction(async (tx) => {
    const invite = usable(await lockInvite(tx, inviteId));
    await answerInvite(tx, invite, userId, accept);
    return { status: accept ? 'accepted' : 'declined', account: await weddingOf(tx, invite.weddingId) };
  });
}

/** A new link for a pending invitation; the old one stops working. */
export function renewInviteById(db: Db, inviteId: string): Promise<{ invite: InviteRow; token: string }> {
  return db.transaction(async (tx) => renewInvite(tx, await lockInvite(tx, inviteId)));
}
