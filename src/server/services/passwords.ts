import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_TOKEN_TTL_S } from '../../shared/constants';
import { fieldMessages } from '../../shared/messages';
import type { Db, Tx } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { authMessages } from '../lib/messages';
import { HttpError } from '../lib/problem';
import { hashToken, newToken } from '../lib/tokens';
import type { MailDeps } from '../mail';
import { endProviderSessions } from './providerSessions';
import { findByEmail, findById, hashPassword, revokeOtherTokens, verifyPassword } from './users';

// Password change, forgotten password and reset. Every change signs out the user's other devices (their provider
// sessions and refresh tokens too) and voids every reset link still out, so an older mail cannot undo it.

const expireResetLinks = (tx: Tx, userId: string) =>
  tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));

/** A signed-in user's change: the old password must match; the device that asked stays signed in. */
export async function changePassword(
  db: Db,
  user: { id: string; tokenHash: string },
  body: { old_password: string; new_password: string },
): Promise<void> {
  const row = await findById(db, user.id);
  if (!row) throw new HttpError(401, authMessages.accountGone);
  if (!(await verifyPassword(row.passwordHash, body.old_password))) {
    throw new HttpError(400, fieldMessages.wrongOldPassword, { old_password: [fieldMessages.wrongOldPassword] });
  }
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.id));
    await revokeOtherTokens(tx, row.id, user.tokenHash);
    await endProviderSessions(tx, row.id);
    await expireResetLinks(tx, row.id);
  });
}

/** Mails a single-use reset link, valid one hour, when the email has an account; says nothing either way. */
export async function requestPasswordReset(db: Db, mail: MailDeps, email: string): Promise<void> {
  const row = await findByEmail(db, email);
  if (!row) return;
  const token = newToken();
  await db.transaction((tx) =>
    tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: row.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_S * 1000),
    }),
  );
  const { productName, publicUrl } = mail.config;
  const link = `${publicUrl}/set-password?token=${encodeURIComponent(token)}`;
  await mail.mailer.send({
    to: row.email,
    subject: `Reset your ${productName} password`,
    text: `Hello ${row.firstName},\n\nSomeone asked to reset the password of your ${productName} account.\nChoose a new password here (the link works once, for one hour):\n\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.\n`,
    link,
  });
}

/** Whether a reset link still works, so its page refuses a spent one before a new password is typed. */
export async function checkResetToken(db: Db, token: string): Promise<void> {
  const [live] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
  if (!live) throw new HttpError(400, fieldMessages.resetTokenInvalid, { token: [fieldMessages.resetTokenInvalid] });
}

/** Sets a new password with a reset link's token; the token works exactly once. */
export async function resetPassword(db: Db, body: { token: string; password: string }): Promise<void> {
  // A dead link is refused before any hashing: argon2 is the expensive part, and a flood of made-up tokens must not
  // buy it. The claim below still checks the token again, atomically, so a link works exactly once.
  await checkResetToken(db, body.token);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    // Claiming the token and changing the password commit together, so a token works exactly once.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(body.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) {
      throw new HttpError(400, fieldMessages.resetTokenInvalid, { token: [fieldMessages.resetTokenInvalid] });
    }
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    await revokeOtherTokens(tx, claimed.userId);
    await endProviderSessions(tx, claimed.userId);
    await expireResetLinks(tx, claimed.userId);
  });
}
