import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcIdentities } from '../../src/server/db/schema';
import { signingKeys } from '../../src/server/oidc/secrets';
import { ID_TOKEN_MAX_AGE_S } from '../../src/shared/constants';
import { bearer, expectProblem, me, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { CLIENT_ID, embeddedTokens } from './oidcSupport';

// POST /auth/convert-token and GET /v1/profile/me?token= against the embedded provider (issue 11). Tokens the tests
// sign themselves use the provider's own key from the database, so each refusal is for the one thing made wrong.

let server: TestServer;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({}, undefined, { level: 'info', stream });
});
afterAll(() => server?.close());

const NONCE = 'nonce-of-the-test';
const convert = (payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: '/auth/convert-token', payload: { nonce: NONCE, ...payload } });
const now = () => Math.floor(Date.now() / 1000);

async function signed(claims: JWTPayload, key?: JWK): Promise<string> {
  const real = (await signingKeys(server.database.db)).keys[0]!;
  const use = key ?? real;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: String(real.kid) })
    .sign(await importJWK(use, 'ES256'));
}

function claimsFor(sub: string, extra: JWTPayload = {}): JWTPayload {
  return {
    iss: `${server.config.publicUrl}/oidc`,
    aud: CLIENT_ID,
    sub,
    iat: now(),
    exp: now() + 3600,
    email: 'x@example.com',
    email_verified: false,
    nonce: NONCE,
    ...extra,
  };
}

describe('POST /auth/convert-token', () => {
  it('exchanges the embedded provider ID token for a Vowline token of the same account', async () => {
    const user = await signUp(server, { first_name: 'Cora' });
    const tokens = await embeddedTokens(server, user.email, { nonce: 'nonce-1' });
    const res = await convert({ id_token: tokens.id_token, access_token: tokens.access_token, nonce: 'nonce-1' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 604800, user: { id: user.user.id } });
    expect((await me(server, body.access_token)).json().id).toBe(user.user.id);
    // The embedded provider's subject is the account itself: nothing to link.
    const links = await server.database.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, user.user.id));
    expect(links).toEqual([]);
  });

  it('refuses a wrong nonce and an access token that is not the one the ID token names', async () => {
    const user = await signUp(server);
    const tokens = await embeddedTokens(server, user.email, { nonce: 'right' });
    expectProblem(await convert({ id_token: tokens.id_token, nonce: 'wrong' }), 401);
    expectProblem(await convert({ id_token: tokens.id_token, nonce: 'right', access_token: 'not-it' }), 401);
  });

  it('requires the nonce: a token without the nonce of the sign-in that asked for it is refused', async () => {
    const user = await signUp(server);
    const tokens = await embeddedTokens(server, user.email, { nonce: 'the-nonce' });
    expectProblem(await convert({ id_token: tokens.id_token, nonce: undefined }), 400, {
      nonce: ['This field is required.'],
    });
    const noNonce = await signed(claimsFor(user.user.id, { nonce: undefined }));
    expectProblem(await convert({ id_token: noNonce }), 401);
  });

  it('accepts an ID token once: a replayed copy buys no second session', async () => {
    const user = await signUp(server);
    const tokens = await embeddedTokens(server, user.email, { nonce: 'once' });
    const first = await convert({ id_token: tokens.id_token, nonce: 'once' });
    expect(first.statusCode, first.body).toBe(200);
    expect(expectProblem(await convert({ id_token: tokens.id_token, nonce: 'once' }), 401).detail).toMatch(/already/);
    // By its jti where the issuer sets one, whatever else differs.
    const jti = crypto.randomUUID();
    expect((await convert({ id_token: await signed(claimsFor(user.user.id, { jti })) })).statusCode).toBe(200);
    const again = await signed(claimsFor(user.user.id, { jti, iat: now() - 5 }));
    expectProblem(await convert({ id_token: again }), 401);
  });

  it('refuses a forged signature: a token signed with another key under the real key id', async () => {
    const user = await signUp(server);
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const forged = await signed(claimsFor(user.user.id), await exportJWK(privateKey));
    expectProblem(await convert({ id_token: forged }), 401);
    // The same claims with the real key pass, so the key is the only difference.
    expect((await convert({ id_token: await signed(claimsFor(user.user.id)) })).statusCode).toBe(200);
  });

  it('refuses an expired token, a wrong audience and a wrong issuer', async () => {
    const { user } = await signUp(server);
    const expired = await signed(claimsFor(user.id, { iat: now() - 7200, exp: now() - 3600 }));
    expect(expectProblem(await convert({ id_token: expired }), 401).detail).toMatch(/expired/);
    expectProblem(await convert({ id_token: await signed(claimsFor(user.id, { aud: 'someone-else' })) }), 401);
    expectProblem(await convert({ id_token: await signed(claimsFor(user.id, { iss: 'https://evil.example' })) }), 401);
  });

  it(`refuses an ID token issued more than ${ID_TOKEN_MAX_AGE_S} s ago, even unexpired`, async () => {
    const { user } = await signUp(server);
    const old = await signed(claimsFor(user.id, { iat: now() - ID_TOKEN_MAX_AGE_S - 120 }));
    expectProblem(await convert({ id_token: old }), 401);
    const young = await signed(claimsFor(user.id, { iat: now() - ID_TOKEN_MAX_AGE_S + 300 }));
    expect((await convert({ id_token: young })).statusCode).toBe(200);
  });

  it('answers a missing or malformed token with 400 or 401, never 500', async () => {
    expectProblem(await convert({}), 400, { id_token: ['This field is required.'] });
    expectProblem(await convert({ id_token: 'not.a.jwt' }), 401);
    expectProblem(await convert({ id_token: 'x' }), 401);
    expectProblem(await convert({ id_token: await signed(claimsFor('not-a-uuid')) }), 401);
  });
});

describe('GET /v1/profile/me?token=', () => {
  it('answers the profile for a live token and 401 otherwise, and keeps the token out of the log', async () => {
    const user = await signUp(server, { first_name: 'Pia' });
    const ok = await server.app.inject({ method: 'GET', url: `/v1/profile/me?token=${user.access_token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: user.user.id, email: user.email, first_name: 'Pia' });
    expect(ok.headers['cache-control']).toBe('no-store');
    const viaHeader = await server.app.inject({
      method: 'GET',
      url: '/v1/profile/me',
      headers: bearer(user.access_token),
    });
    expect(viaHeader.statusCode).toBe(200);
    expectProblem(await server.app.inject({ method: 'GET', url: '/v1/profile/me?token=nope' }), 401);
    expectProblem(await server.app.inject({ method: 'GET', url: '/v1/profile/me' }), 401);
    await server.app.inject({ method: 'POST', url: '/auth/revoke', headers: bearer(user.access_token) });
    expectProblem(await server.app.inject({ method: 'GET', url: `/v1/profile/me?token=${user.access_token}` }), 401);
    const log = lines.join('');
    expect(log).toContain('/v1/profile/me?token=[redacted]');
    expect(log).not.toContain(user.access_token);
  });
});
