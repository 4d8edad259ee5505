import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokens, users } from '../db/schema';
import { authMessages } from '../lib/messages';
import { HttpError } from '../lib/problem';
import { tokenCache } from '../lib/tokenCache';
import { hashToken } from '../lib/tokens';
import { allows } from '../policy';
import type { AuthUser } from '../types';
import { isDocsRoute } from './docs';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** The live (unexpired, unrevoked) token's user, or null; most requests find it in the token cache. */
export async function userForToken(app: FastifyInstance, token: string | undefined): Promise<AuthUser | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const cached = tokenCache.get(tokenHash);
  if (cached) return cached;
  const [row] = await app.database.db
    .select({
      id: accessTokens.userId,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      expiresAt: accessTokens.expiresAt,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  // Seen on a cache miss, so "last used" on the account page is right to within the cache's 30 s.
  await app.database.db
    .update(accessTokens)
    .set({ lastUsedAt: new Date() })
    .where(eq(accessTokens.tokenHash, tokenHash));
  const user = { id: row.id, email: row.email, emailVerified: row.emailVerifiedAt !== null, tokenHash };
  tokenCache.set(user, row.expiresAt);
  return user;
}

export default fp(async (app) => {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    // @fastify/static registers one route per built file (it marks them with `rootPath`): public assets.
    const config = route.config as { permission?: string; rootPath?: string } | undefined;
    if (config?.rootPath && !config.permission) config.permission = 'public';
    // The API reference page's own routes (@fastify/swagger-ui registers them): public documentation.
    if (!config?.permission && isDocsRoute(route.url)) route.config = { ...config, permission: 'public' };
    if (!(route.config as typeof config)?.permission)
      throw new Error(`Route ${route.method} ${route.url} names no permission`);
  });

  app.addHook('preHandler', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (permission === undefined) return; // 404 handler and static fallback
    const token = bearerToken(request);
    request.user = await userForToken(app, token);
    const verdict = allows(permission, request.user);
    if (verdict === 'unauthenticated') {
      throw new HttpError(401, token ? authMessages.sessionExpired : authMessages.signInNeeded);
    }
    if (verdict === 'denied') throw new HttpError(403, 'You may not do that.');
  });
});
