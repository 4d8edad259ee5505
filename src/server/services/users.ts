import { and, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_MAX_AGE_S } from '../../shared/constants';
import { fieldMessages } from '../../shared/messages';
import type { TokenResponse, User } from '../../shared/types';
import type { Db, Tx } from '../db/client';
import { prepared } from '../db/prepared';
import { accessTokens, users } from '../db/schema';
import { hashPassword, verifyHash } from '../lib/passwordWork';
import { HttpError } from '../lib/problem';
import { uniqueSlug } from '../lib/slug';
import { tokenCache } from '../lib/tokenCache';
import { hashToken, newToken } from '../lib/tokens';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow, withEmail = false): User {
  return {
    id: row.id,
    slug: row.slug,
    ...(withEmail ? { email: row.email, email_verified: row.emailVerifiedAt !== null } : {}),
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    image: row.image,
    unread_messages_count: row.unreadMessagesCount,
    unread_notifications_count: row.unreadNotificationsCount,
  };
}

export { hashPassword } from '../lib/passwordWork';

// Verifying against a fixed hash when the email is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await verifyHash(hash ?? (await dummyHash), password);
  return ok && hash !== undefined;
}

export async function findByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

export async function findById(db: Db | Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The signed-in user's own row, on every `me/`: the same query as `findById`, prepared once. */
export async function findMe(db: Db, id: string): Promise<UserRow | undefined> {
  const statement = prepared(db, 'user_by_id', (name) =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ id });
  return row;
}

export async function slugTaken(db: Db | Tx, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.slug, slug)).limit(1);
  return row !== undefined;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgError = e.cause ?? e;
  return pgError.code === '23505' && pgError.constraint === constraint;
}

export const emailTaken = () => new HttpError(409, fieldMessages.emailTaken, { email: [fieldMessages.emailTaken] });

export async function createUser(
  db: Db,
  input: { first_name: string; last_name: string; email: string; password: string },
): Promise<UserRow> {
  if (await findByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  // Two sign-ups may race for the same email or slug; the unique indexes decide, and a slug clash just retries.
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueSlug(`${input.first_name} ${input.last_name}`, (s) => slugTaken(db, s));
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ email: input.email, passwordHash, slug, firstName: input.first_name, lastName: input.last_name })
          .returning();
        return row!;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_idx')) throw emailTaken();
      if (!isUniqueViolation(error, 'users_slug_idx') || attempt >= 5) throw error;
    }
  }
}

/**
 * `device` names the browser signing in, for the account page's list of devices; `providerGrant` the embedded
 * provider's grant it came through, ended with it.
 */
export async function issueToken(
  db: Db | Tx,
  row: UserRow,
  device?: string,
  providerGrant?: string,
): Promise<TokenResponse> {
  const token = newToken();
  await db.insert(accessTokens).values({
    tokenHash: hashToken(token),
    userId: row.id,
    device: device ?? null,
    providerGrant: providerGrant ?? null,
    lastUsedAt: new Date(),
    expiresAt: new Date(Date.now() + ACCESS_TOKEN_MAX_AGE_S * 1000),
  });
  return { access_token: token, token_type: 'Bearer', expires_in: ACCESS_TOKEN_MAX_AGE_S, user: toUser(row, true) };
}

export async function revokeToken(db: Db | Tx, tokenHash: string): Promise<void> {
  // Before the commit as well as after it (the NOTIFY): this instance's next request must not find it cached.
  tokenCache.forget(tokenHash);
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.tokenHash, tokenHash));
}

/** Revokes every live token of a user except `keep` (after a password change or reset). */
export async function revokeOtherTokens(db: Db | Tx, userId: string, keep?: string): Promise<void> {
  await revokeTokensOf(
    db,
    userId,
    and(gt(accessTokens.expiresAt, new Date()), keep ? ne(accessTokens.tokenHash, keep) : undefined),
  );
}

/** Revokes a user's tokens not yet revoked that also match `which`, and forgets them in every cached lookup. */
export async function revokeTokensOf(db: Db | Tx, userId: string, which: SQL | undefined): Promise<void> {
  tokenCache.forgetUser(userId);
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), which));
}
