import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountMessages } from '../../shared/accountSchemas';
import type { Db } from '../db/client';
import { emailVerifications, users } from '../db/schema';
import { authMessages } from '../lib/messages';
import { HttpError } from '../lib/problem';
import { tokenCache } from '../lib/tokenCache';
import { hashToken, newToken } from '../lib/tokens';
import type { MailDeps } from '../mail';
import { findById } from './users';

// Proving an address: invitations are sent to an email before its owner has an account, so whoever signs up with an
// address must show it is theirs before anything addressed to it (the invitations listed and answered by email) is
// theirs. A link verifies the address it was mailed to, and only while the account still has that address.

export const EMAIL_VERIFY_TTL_S = 7 * 24 * 3600;
const linkError = (message: string) => new HttpError(400, message, { token: [message] });

type UserRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

/** Mails a fresh link to the account's current address; earlier links still out stop working. */
export async function mailVerification(db: Db, mail: MailDeps, user: UserRow): Promise<void> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(emailVerifications)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
    await tx.insert(emailVerifications).values({
      tokenHash: hashToken(token),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(Date.now() + EMAIL_VERIFY_TTL_S * 1000),
    });
  });
  const { productName, publicUrl } = mail.config;
  const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await mail.mailer.send({
    to: user.email,
    subject: `Verify your ${productName} email`,
    text: `Hello ${user.firstName},\n\nConfirm that ${user.email} is yours (the link works once, for seven days):\n\n${link}\n\nUntil you do, invitations sent to this address wait for you; a link in an invitation mail still works.\nIf you did not create a ${productName} account, ignore this mail.\n`,
    link,
  });
}

/** The signed-in user's "send it again"; an address already verified needs no link. */
export async function resendVerification(db: Db, mail: MailDeps, userId: string): Promise<void> {
  const user = await findById(db, userId);
  if (!user || user.deletedAt) throw new HttpError(401, authMessages.accountGone);
  if (user.emailVerifiedAt) throw new HttpError(409, accountMessages.alreadyVerified);
  await mailVerification(db, mail, user);
}

/** Marks the address verified; a link used twice, expired, unknown or for an address since changed is refused. */
export async function verifyEmail(db: Db, token: string): Promise<{ email: string }> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.tokenHash, tokenHash))
      .for('update');
    if (!link) throw linkError(accountMessages.verifyLinkInvalid);
    if (link.usedAt) throw linkError(accountMessages.verifyLinkUsed);
    if (link.expiresAt <= new Date()) throw linkError(accountMessages.verifyLinkInvalid);
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, link.userId), sql`lower(${users.email}) = ${link.email.toLowerCase()}`))
      .returning({ email: users.email });
    if (!user) throw linkError(accountMessages.verifyLinkInvalid);
    await tx.update(emailVerifications).set({ usedAt: sql`now()` }).where(eq(emailVerifications.tokenHash, tokenHash));
    // Cached sessions carry whether the address is verified (the invitation rules read it): they read it afresh.
    tokenCache.forgetUser(link.userId);
    return { email: user.email };
  });
}
