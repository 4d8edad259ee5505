import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AccountOverview, DeviceSession } from '../../shared/accountTypes';
import type { Db } from '../db/client';
import { accessTokens } from '../db/schema';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { pendingEmail } from './accountEmail';
import { findById, revokeToken } from './users';

// The devices signed in to an account (its live access tokens) and signing one of them out.

export async function listSessions(db: Db, user: { id: string; tokenHash: string }): Promise<DeviceSession[]> {
  const rows = await db
    .select()
    .from(accessTokens)
    .where(
      and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, new Date())),
    )
    .orderBy(desc(accessTokens.lastUsedAt), desc(accessTokens.createdAt));
  return rows.map((r) => ({
    id: r.id,
    device: r.device ?? 'Unknown device',
    created_at: r.createdAt.toISOString(),
    last_used_at: r.lastUsedAt?.toISOString() ?? null,
    current: r.tokenHash === user.tokenHash,
  }));
}

/** Signs one device out: its next request is a 401 on every instance (the cache forgets it, the NOTIFY tells the rest). */
export async function revokeSession(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new HttpError(404, 'No such device.');
  const [row] = await db
    .select({ tokenHash: accessTokens.tokenHash })
    .from(accessTokens)
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
  if (!row) throw new HttpError(404, 'No such device.');
  await db.transaction((tx) => revokeToken(tx, row.tokenHash));
}

export async function accountOverview(db: Db, userId: string): Promise<AccountOverview> {
  const user = await findById(db, userId);
  if (!user) throw new HttpError(401, 'Your account no longer exists.');
  return {
    email: user.email,
    pending_email: await pendingEmail(db, userId),
    // The OpenID provider joins this list when the identity issue lands.
    sign_in_methods: [{ kind: 'password', label: 'Email and password' }],
    created_at: user.createdAt.toISOString(),
  };
}
