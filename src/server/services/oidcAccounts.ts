import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { oidcIdentities, users } from '../db/schema';
import { authMessages } from '../lib/messages';
import { HttpError } from '../lib/problem';
import { uniqueSlug } from '../lib/slug';
import { isUuid } from '../lib/uuid';
import { issuedAfterCredentials } from '../oidc/tokenUses';
import type { IdTokenClaims } from '../oidc/verify';
import { findByEmail, isUniqueViolation, slugTaken } from './users';

type UserRow = typeof users.$inferSelect;

// Which Vowline account a verified ID token signs in as (POST /auth/convert-token). The embedded provider's subject
// is the account's id. An external provider's:
// - the account already linked to the provider's (issuer, subject);
// - else, when the provider vouches for the email (`email_verified`), the account with that email, which is linked
//   and counts as verified from then on;
// - else a new account, made once. An unverified provider email never links to an existing account: anyone can
//   claim any address at some providers, and linking would hand them its owner's account and invitations.

export const EMAIL_IN_USE =
  'An account with this email already exists. Sign in with your password, or confirm the email at your provider first.';
const NO_EMAIL = 'The sign-in provider did not share an email address. Allow the email scope and try again.';

/** No password can match it: a provider-made account signs in through the provider until it sets one. */
const NO_PASSWORD = '!oidc';

function names(claims: IdTokenClaims): { firstName: string; lastName: string } {
  const first = claims.given_name?.trim();
  const last = claims.family_name?.trim();
  if (first || last) return { firstName: (first || 'Friend').slice(0, 100), lastName: (last ?? '').slice(0, 100) };
  const full = claims.name?.trim() || claims.email?.split('@')[0] || 'Friend';
  const [head, ...rest] = full.split(/\s+/);
  return { firstName: head!.slice(0, 100), lastName: rest.join(' ').slice(0, 100) };
}

async function linked(tx: Tx, issuer: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select({ user: users })
    .from(oidcIdentities)
    .innerJoin(users, eq(users.id, oidcIdentities.userId))
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject), isNull(users.deletedAt)))
    .limit(1);
  return row?.user;
}

async function markVerified(tx: Tx, row: UserRow, email: string): Promise<UserRow> {
  if (row.emailVerifiedAt || row.email.toLowerCase() !== email.toLowerCase()) return row;
  const [updated] = await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, row.id)).returning();
  return updated ?? row;
}

async function resolve(
  tx: Tx,
  issuer: string,
  claims: IdTokenClaims,
  embedded: boolean,
): Promise<{ user: UserRow; created: boolean }> {
  // The embedded provider's subject is the Vowline account itself, whose password was just checked.
  if (embedded) {
    if (!isUuid(claims.sub)) throw new HttpError(401, authMessages.signInNotVerified);
    const [own] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, claims.sub), isNull(users.deletedAt)))
      .limit(1);
    if (!own) throw new HttpError(401, authMessages.accountGone);
    return { user: own, created: false };
  }
  const verified = claims.email_verified === true;
  const found = await linked(tx, issuer, claims.sub);
  if (found)
    return { user: verified && claims.email ? await markVerified(tx, found, claims.email) : found, created: false };
  const email = claims.email?.trim();
  if (!email || email.length > 254 || !email.includes('@')) throw new HttpError(400, NO_EMAIL);
  const existing = await findByEmail(tx, email);
  let user: UserRow;
  const created = !existing;
  if (existing) {
    if (!verified || existing.deletedAt) throw new HttpError(409, EMAIL_IN_USE, { email: [EMAIL_IN_USE] });
    user = await markVerified(tx, existing, email);
  } else {
    const { firstName, lastName } = names(claims);
    const slug = await uniqueSlug(`${firstName} ${lastName}`, (s) => slugTaken(tx, s));
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: NO_PASSWORD,
        slug,
        firstName,
        lastName,
        emailVerifiedAt: verified ? new Date() : null,
      })
      .returning();
    user = created!;
  }
  await tx.insert(oidcIdentities).values({ issuer, subject: claims.sub, userId: user.id });
  return { user, created };
}

/**
 * The account for these claims, found, linked or made in one transaction; `then` runs in the same transaction (the
 * token is issued there). Two first sign-ins racing end on the one account the unique keys let through.
 */
export async function accountForClaims<T>(
  db: Db,
  provider: { issuer: string; embedded: boolean },
  claims: IdTokenClaims,
  then: (tx: Tx, user: UserRow, created: boolean) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const { user, created } = await resolve(tx, provider.issuer, claims, provider.embedded);
        issuedAfterCredentials(claims, user.credentialsChangedAt, provider.embedded);
        return then(tx, user, created);
      });
    } catch (error) {
      const raced =
        isUniqueViolation(error, 'oidc_identities_issuer_subject_pk') ||
        isUniqueViolation(error, 'users_email_lower_idx') ||
        isUniqueViolation(error, 'users_slug_idx');
      if (!raced || attempt >= 3) throw error;
    }
  }
}
