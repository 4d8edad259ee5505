import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accessTokens, users } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/lib/tokens';
import { bearer, expectProblem, login, me, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
let user: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server);
});
afterAll(() => server.close());

const freshToken = async () => {
  const res = await login(server, user.email, user.password);
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
};

describe('access tokens', () => {
  test('only the hash of a token is stored, with a 7-day expiry', async () => {
    const token = await freshToken();
    const rows = await server.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.userId).toBe(user.user.id);
    expect(row.revokedAt).toBeNull();
    const lifetime = (row.expiresAt.getTime() - row.createdAt.getTime()) / 1000;
    expect(Math.abs(lifetime - 604800)).toBeLessThan(5);
    const all = await server.database.db.select({ hash: accessTokens.tokenHash }).from(accessTokens);
    expect(all.map((r) => r.hash)).not.toContain(token);
  });

  test('no token is a 401 problem', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/users/me/' });
    const body = expectProblem(res, 401);
    expect(body).toEqual({ type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Please sign in.' });
  });

  test.each([
    ['a garbage bearer token', { authorization: 'Bearer not-a-real-token' }],
    ['an empty bearer token', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['a token without scheme', { authorization: 'abcdef' }],
  ])('%s is a 401 problem', async (_name, headers) => {
    expectProblem(await server.app.inject({ method: 'GET', url: '/api/v1/users/me/', headers }), 401);
  });

  test('POST /auth/revoke ends that token only; another token of the same user still works', async () => {
    const first = await freshToken();
    const second = await freshToken();
    const res = await server.app.inject({ method: 'POST', url: '/auth/revoke', headers: bearer(first) });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const revoked = expectProblem(await me(server, first), 401);
    expect(revoked.detail).toBe('Your session has expired. Please sign in again.');
    expect((await me(server, second)).statusCode).toBe(200);

    const [row] = await server.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(first)));
    expect(row!.revokedAt).toBeInstanceOf(Date);
    // Revoking twice is not possible: the token no longer authenticates.
    expectProblem(await server.app.inject({ method: 'POST', url: '/auth/revoke', headers: bearer(first) }), 401);
  });

  test('POST /auth/revoke without a token is a 401', async () => {
    expectProblem(await server.app.inject({ method: 'POST', url: '/auth/revoke' }), 401);
  });

  test('an expired token is a 401, while a live one is not', async () => {
    const token = await freshToken();
    expect((await me(server, token)).statusCode).toBe(200);
    await server.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    // The token cache hears of it through the NOTIFY, a moment after the commit.
    await expect.poll(async () => (await me(server, token)).statusCode).toBe(401);
    const body = expectProblem(await me(server, token), 401);
    expect(body.detail).toBe('Your session has expired. Please sign in again.');
    expect((await me(server, user.access_token)).statusCode).toBe(200);
  });

  test('a token whose user was deleted is a 401', async () => {
    const other = await signUp(server);
    expect((await me(server, other.access_token)).statusCode).toBe(200);
    await server.database.db.delete(users).where(eq(users.id, other.user.id));
    await expect.poll(async () => (await me(server, other.access_token)).statusCode).toBe(401);
  });

  test('a token revoked behind this instance’s back (another instance, or SQL) ends here too, through the NOTIFY', async () => {
    const token = await freshToken();
    expect((await me(server, token)).statusCode).toBe(200);
    expect((await me(server, token)).statusCode).toBe(200);
    await server.database.pool.query('UPDATE access_tokens SET revoked_at = now() WHERE token_hash = $1', [
      hashToken(token),
    ]);
    await expect.poll(async () => (await me(server, token)).statusCode, { timeout: 2_000 }).toBe(401);
    expect((await me(server, user.access_token)).statusCode).toBe(200);
  });
});
