import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { authMessages } from '../lib/messages';
import { HttpError } from '../lib/problem';
import type { IdTokenClaims } from './verify';

// An ID token buys one Vowline session: a copy (from a log, a shared screen, a stolen browser store) replayed to
// POST /auth/convert-token is refused. The key is the token's `jti` where the issuer sets one, else its hash; rows are
// kept until the token expires, when its `exp` refuses it anyway.

export async function claimIdToken(tx: Tx, issuer: string, claims: IdTokenClaims, idToken: string): Promise<void> {
  const id = typeof claims.jti === 'string' && claims.jti ? `jti:${claims.jti}` : `sha256:${hash(idToken)}`;
  const expires = new Date(((claims.exp ?? 0) + 60) * 1000);
  const { rows } = await tx.execute<{ key: string }>(sql`
    INSERT INTO oidc_token_uses (key, expires_at) VALUES (${`${issuer} ${id}`}, ${expires.toISOString()}::timestamptz)
    ON CONFLICT (key) DO NOTHING RETURNING key`);
  if (!rows.length) throw new HttpError(401, 'This sign-in has already been used. Please sign in again.');
  await tx.execute(
    sql`DELETE FROM oidc_token_uses WHERE ctid IN (SELECT ctid FROM oidc_token_uses WHERE expires_at < now() LIMIT 20)`,
  );
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A token issued (or, at the embedded provider, signed in) before the account's password last changed or it signed
 * out everywhere is refused: it may come from a session that change was meant to end. An external provider's
 * `auth_time` is its own session's and says nothing of Vowline's password.
 */
export function issuedAfterCredentials(claims: IdTokenClaims, changedAt: Date | null, embedded: boolean): void {
  if (!changedAt) return;
  // In milliseconds: `iat` is whole seconds, so a token of the change's own second counts as older.
  const since = changedAt.getTime();
  const authTime = typeof claims.auth_time === 'number' ? claims.auth_time * 1000 : undefined;
  if ((claims.iat ?? 0) * 1000 < since || (embedded && authTime !== undefined && authTime < since)) {
    throw new HttpError(401, authMessages.signInExpired);
  }
}
