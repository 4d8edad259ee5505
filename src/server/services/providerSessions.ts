import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DeviceSession } from '../../shared/accountTypes';
import type { Db, Tx } from '../db/client';
import { accessTokens, oidcPayloads, users } from '../db/schema';
import { revokeTokensOf } from './users';

// The embedded OpenID provider's hold on an account: its sessions (the browser's provider cookie), grants, codes,
// access and refresh tokens, all rows of `oidc_payloads` naming the account. A password change, a reset, "sign out
// everywhere" and account deletion end them with the account's own access tokens, so that neither a refresh token
// nor the provider's cookie can buy a new ID token (and through convert-token, a new Vowline session) afterwards.

/** The id a provider session has on the devices page: its `uid`, never its `jti` (the cookie's value). */
export const PROVIDER_SESSION_PREFIX = 'provider-';
const PROVIDER_DEVICE = 'Sign-in page session (not yet used by the app)';

/** Ends every provider session, grant, code and token of the account, and refuses its older ID tokens. */
export async function endProviderSessions(tx: Db | Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    DELETE FROM oidc_payloads
    WHERE payload->>'accountId' = ${userId}
      OR grant_id IN (SELECT id FROM oidc_payloads WHERE model = 'Grant' AND payload->>'accountId' = ${userId})
      OR (model = 'Interaction' AND (payload->'session'->>'accountId' = ${userId}
        OR payload->'result'->'login'->>'accountId' = ${userId}))`);
  await refuseOlderIdTokens(tx, userId);
}

/**
 * An ID token names no session, so one signed before a sign-out cannot be told from another device's: every ID token
 * of the account issued before it is refused (a live session gets a fresh one by refreshing).
 */
async function refuseOlderIdTokens(tx: Db | Tx, userId: string): Promise<void> {
  await tx.update(users).set({ credentialsChangedAt: sql`clock_timestamp()` }).where(eq(users.id, userId));
}

/** Ends the grants named (with their codes and tokens) and every provider session that holds one of them. */
export async function endProviderGrants(tx: Db | Tx, userId: string, grantIds: string[]): Promise<void> {
  if (!grantIds.length) return;
  const ids = sql.join(
    grantIds.map((g) => sql`${g}`),
    sql`, `,
  );
  await tx.execute(sql`
    DELETE FROM oidc_payloads
    WHERE (grant_id IN (${ids}) OR (model = 'Grant' AND id IN (${ids}))
      OR (model = 'Session' AND EXISTS (
        SELECT 1 FROM jsonb_each(payload->'authorizations') a WHERE a.value->>'grantId' IN (${ids}))))
      AND payload->>'accountId' = ${userId}`);
  await refuseOlderIdTokens(tx, userId);
}

interface SessionRow {
  uid: string;
  loginTs: number | null;
  grants: string[];
}

async function providerSessionRows(db: Db | Tx, userId: string): Promise<SessionRow[]> {
  const { rows } = await db.execute<{ uid: string; login_ts: number | null; grants: string[] | null }>(sql`
    SELECT s.uid, (s.payload->>'loginTs')::bigint AS login_ts,
      (SELECT array_agg(a.value->>'grantId') FROM jsonb_each(s.payload->'authorizations') a) AS grants
    FROM oidc_payloads s
    WHERE s.model = 'Session' AND s.payload->>'accountId' = ${userId}
      AND (s.expires_at IS NULL OR s.expires_at > now())`);
  return rows.map((r) => ({
    uid: r.uid,
    loginTs: r.login_ts === null ? null : Number(r.login_ts),
    grants: r.grants ?? [],
  }));
}

/** Provider sessions that no live Vowline token came from: a device the token list alone would not show. */
export async function listProviderSessions(db: Db, userId: string): Promise<DeviceSession[]> {
  const sessions = await providerSessionRows(db, userId);
  if (!sessions.length) return [];
  const linked = await db
    .select({ grant: accessTokens.providerGrant })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNotNull(accessTokens.providerGrant),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
      ),
    );
  const used = new Set(linked.map((l) => l.grant));
  return sessions
    .filter((s) => !s.grants.some((g) => used.has(g)))
    .map((s) => ({
      id: `${PROVIDER_SESSION_PREFIX}${s.uid}`,
      device: PROVIDER_DEVICE,
      created_at: new Date((s.loginTs ?? 0) * 1000).toISOString(),
      last_used_at: null,
      current: false,
    }));
}

/** Signs one provider session out, with the Vowline tokens converted from it; false when there is no such session. */
export async function endProviderSession(db: Db, userId: string, uid: string): Promise<boolean> {
  const session = (await providerSessionRows(db, userId)).find((s) => s.uid === uid);
  if (!session) return false;
  await db.transaction(async (tx) => {
    await tx.delete(oidcPayloads).where(and(eq(oidcPayloads.model, 'Session'), eq(oidcPayloads.uid, uid)));
    await endProviderGrants(tx, userId, session.grants);
    await revokeConverted(tx, userId, session.grants);
  });
  return true;
}

async function revokeConverted(tx: Tx, userId: string, grantIds: string[]): Promise<void> {
  if (!grantIds.length) return;
  await revokeTokensOf(tx, userId, inArray(accessTokens.providerGrant, grantIds));
}
