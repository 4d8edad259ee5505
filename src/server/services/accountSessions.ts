import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AccountOverview, DeviceSession } from '../../shared/accountTypes';
import type { Db } from '../db/client';
import { accessTokens } from '../db/schema';
import { authMessages } from '../lib/messages';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { pendingEmail } from './accountEmail';
import {
  endProviderGrants,
  endProviderSession,
  endProviderSessions,
  listProviderSessions,
  PROVIDER_SESSION_PREFIX,
} from './providerSessions';
import { findById, revokeOtherTokens, revokeToken } from './users';

// The devices signed in to an account (its live access tokens, and the provider sessions none of them came from) and
// signing one of them, or all but this one, out.

export async function listSessions(db: Db, user: { id: string; tokenHash: string }): Promise<DeviceSession[]> {
  const rows = await db
    .select()
    .from(accessTokens)
    .where(
      and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, new Date())),
    )
    .orderBy(desc(accessTokens.lastUsedAt), desc(accessTokens.createdAt));
  const tokens = rows.map((r) => ({
    id: r.id,
    device: r.device ?? 'Unknown device',
    created_at: r.createdAt.toISOString(),
    last_used_at: r.lastUsedAt?.toISOString() ?? null,
    current: r.tokenHash === user.tokenHash,
  }));
  return [...tokens, ...(await listProviderSessions(db, user.id))];
}

/** Signs one device out: its next request is a 401 on every instance (the cache forgets it, the NOTIFY tells the rest). */
export async function revokeSession(db: Db, userId: string, id: string): Promise<void> {
  if (id.startsWith(PROVIDER_SESSION_PREFIX)) {
    if (await endProviderSession(db, userId, id.slice(PROVIDER_SESSION_PREFIX.length))) return;
    throw new HttpError(404, authMessages.noDevice);
  }
  if (!isUuid(id)) throw new HttpError(404, authMessages.noDevice);
  const [row] = await db
    .select({ tokenHash: accessTokens.tokenHash, providerGrant: accessTokens.providerGrant })
    .from(accessTokens)
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
  if (!row) throw new HttpError(404, authMessages.noDevice);
  await db.transaction(async (tx) => {
    await revokeToken(tx, row.tokenHash);
    // A device signed in through the provider keeps no refresh token or provider cookie that could sign it in again.
    if (row.providerGrant) await endProviderGrants(tx, userId, [row.providerGrant]);
  });
}

/** "Sign out everywhere else": every other token, every provider session and refresh token of the account. */
export async function revokeOtherSessions(db: Db, user: { id: string; tokenHash: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeOtherTokens(tx, user.id, user.tokenHash);
    await endProviderSessions(tx, user.id);
  });
}

export async function accountOverview(db: Db, userId: string): Promise<AccountOverview> {
  const user = await findById(db, userId);
  if (!user) throw new HttpError(401, authMessages.accountGone);
  return {
    email: user.email,
    pending_email: await pendingEmail(db, userId),
    // The OpenID provider joins this list when the identity issue lands.
    sign_in_methods: [{ kind: 'password', label: 'Email and password' }],
    created_at: user.createdAt.toISOString(),
  };
}
