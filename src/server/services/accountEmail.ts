import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { accountMessages } from '../../shared/accountSchemas';
import { fieldMessages } from '../../shared/messages';
import type { Db } from '../db/client';
import { accessTokens, emailChanges, emailVerifications, passwordResets, users } from '../db/schema';
import { authMessages } from '../lib/messages';
import { HttpError } from '../lib/problem';
import { tokenCache } from '../lib/tokenCache';
import { hashToken, newToken } from '../lib/tokens';
import type { MailDeps } from '../mail';
import { findByEmail, findById, isUniqueViolation, verifyPassword } from './users';

// Changing the sign-in email: the new address gets a single-use link (valid one day) and the old one is told at once,
// so someone at an unlocked screen cannot move the account away unnoticed. Nothing changes until the link is used.

const EMAIL_CHANGE_TTL_S = 24 * 3600;
const taken = () => new HttpError(400, fieldMessages.emailTaken, { email: [fieldMessages.emailTaken] });
const linkError = (message: string) => new HttpError(400, message, { token: [message] });

export async function requestEmailChange(
  db: Db,
  mail: MailDeps,
  userId: string,
  body: { email: string; password: string },
): Promise<{ pending_email: string }> {
  const user = await findById(db, userId);
  if (!user) throw new HttpError(401, authMessages.accountGone);
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    throw new HttpError(400, accountMessages.wrongPassword, { password: [accountMessages.wrongPassword] });
  }
  if (body.email.toLowerCase() === user.email.toLowerCase()) {
    throw new HttpError(400, accountMessages.emailSame, { email: [accountMessages.emailSame] });
  }
  if (await findByEmail(db, body.email)) throw taken();
  const token = newToken();
  await db.transaction(async (tx) => {
    // One change in flight: asking again voids the earlier link.
    await tx
      .update(emailChanges)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({
      tokenHash: hashToken(token),
      userId,
      newEmail: body.email,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_S * 1000),
    });
  });
  const { productName, publicUrl } = mail.config;
  const link = `${publicUrl}/account?confirm_email=${encodeURIComponent(token)}`;
  await mail.mailer.send({
    to: body.email,
    subject: `Confirm your new ${productName} email`,
    text: `Hello ${user.firstName},\n\nConfirm that ${body.email} is your new ${productName} sign-in email (the link works once, for one day):\n\n${link}\n\nUntil you do, nothing changes. If you did not ask for this, ignore this mail.\n`,
    link,
  });
  await mail.mailer.send({
    to: user.email,
    subject: `Your ${productName} email is about to change`,
    text: `Hello ${user.firstName},\n\nSomeone signed in to your account asked to change its email to ${body.email}. Nothing changes until that address confirms.\n\nIf it was not you, change your password now: ${publicUrl}/update-password\n`,
  });
  return { pending_email: body.email };
}

/**
 * Applies a confirmed change; a link used twice, expired or unknown gets a clear error. Every other link mailed to the
 * account (resets, verifications, other changes) stops working: a reset mailed to the old address must not take the
 * account back. The account's owner, signed in, is told how many other devices are signed in, to offer signing them out.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  by: { id: string; tokenHash: string } | null,
): Promise<{ email: string; other_sessions?: number }> {
  const tokenHash = hashToken(token);
  try {
    return await db.transaction(async (tx) => {
      const [change] = await tx.select().from(emailChanges).where(eq(emailChanges.tokenHash, tokenHash)).for('update');
      if (!change) throw linkError(accountMessages.emailLinkInvalid);
      if (change.usedAt) throw linkError(accountMessages.emailLinkUsed);
      const [live] = await tx
        .update(emailChanges)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailChanges.tokenHash, tokenHash), gt(emailChanges.expiresAt, sql`now()`)))
        .returning();
      if (!live) throw linkError(accountMessages.emailLinkInvalid);
      // Following the link proved the new address, so it is verified as well as changed.
      await tx
        .update(users)
        .set({ email: live.newEmail, emailVerifiedAt: sql`now()` })
        .where(eq(users.id, live.userId));
      await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, live.userId), isNull(passwordResets.usedAt)));
      // Gone rather than spent, so that such a link reads as invalid, not as "already used".
      await tx
        .delete(emailVerifications)
        .where(and(eq(emailVerifications.userId, live.userId), isNull(emailVerifications.usedAt)));
      await tx.delete(emailChanges).where(and(eq(emailChanges.userId, live.userId), isNull(emailChanges.usedAt)));
      // Cached sessions carry the email (invitations are matched to it): they read it afresh.
      tokenCache.forgetUser(live.userId);
      if (by?.id !== live.userId) return { email: live.newEmail };
      const [others] = await tx
        .select({ n: count() })
        .from(accessTokens)
        .where(
          and(
            eq(accessTokens.userId, live.userId),
            isNull(accessTokens.revokedAt),
            gt(accessTokens.expiresAt, sql`now()`),
            ne(accessTokens.tokenHash, by.tokenHash),
          ),
        );
      return { email: live.newEmail, other_sessions: Number(others?.n ?? 0) };
    });
  } catch (error) {
    // Someone took the address between the request and the confirmation.
    if (isUniqueViolation(error, 'users_email_lower_idx')) throw taken();
    throw error;
  }
}

export async function pendingEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, sql`now()`)))
    .limit(1);
  return row?.email ?? null;
}
