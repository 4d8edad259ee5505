import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcSecrets } from '../../src/server/db/schema';
import { signingKeys } from '../../src/server/oidc/secrets';
import { codeFlow, pkcePair } from '../support/oidcFlow';
import { signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { CLIENT_ID, embeddedDiscovery, embeddedTokens, injectHttp, signInAction } from './oidcSupport';

// The embedded OpenID provider (issue 11): mounted at /oidc, Vowline's accounts and password check behind it, its
// keys in the database.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_FAILURE_LIMIT_PER_EMAIL: '3' });
});
afterAll(() => server?.close());

describe('embedded provider', () => {
  it('publishes discovery with the code flow, S256 only, and the scopes the app asks for', async () => {
    const discovery = (await embeddedDiscovery(server)) as unknown as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${server.config.publicUrl}/oidc`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_types_supported).toContain('code');
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
  });

  it('signs a Vowline account in through the code flow and issues an ID token with its claims', async () => {
    const user = await signUp(server, { first_name: 'Ida', last_name: 'Token' });
    const tokens = await embeddedTokens(server, user.email, { nonce: 'n-123' });
    const jwks = await server.app.inject({ method: 'GET', url: '/oidc/jwks' });
    const { payload } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks.json()), {
      issuer: `${server.config.publicUrl}/oidc`,
      audience: CLIENT_ID,
    });
    expect(payload).toMatchObject({
      sub: user.user.id,
      email: user.email,
      email_verified: false,
      name: 'Ida Token',
      nonce: 'n-123',
    });
    // Silent renewal: the refresh token buys a new ID token for the same person, without a sign-in.
    const renewed = await server.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: String(tokens.refresh_token),
        client_id: CLIENT_ID,
      }).toString(),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const again = await jwtVerify(renewed.json().id_token, createLocalJWKSet(jwks.json()), {
      issuer: `${server.config.publicUrl}/oidc`,
      audience: CLIENT_ID,
    });
    expect(again.payload.sub).toBe(user.user.id);
  });

  it('signs with the key kept in the database and publishes only its public part', async () => {
    const user = await signUp(server);
    const tokens = await embeddedTokens(server, user.email);
    const rows = await server.database.db.select().from(oidcSecrets);
    expect(rows.map((r) => r.kind).sort()).toEqual(['cookies', 'jwks']);
    const kept = await signingKeys(server.database.db);
    expect(decodeProtectedHeader(tokens.id_token).kid).toBe(kept.keys[0]!.kid);
    const jwks = (await server.app.inject({ method: 'GET', url: '/oidc/jwks' })).json() as { keys: object[] };
    expect(JSON.stringify(jwks), 'the published set holds no private part').not.toMatch(/"d":/);
  });

  it('refuses an authorization request without PKCE', async () => {
    const discovery = await embeddedDiscovery(server);
    const url = new URL(discovery.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: `${server.config.publicUrl}/login/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      state: 's',
    }).toString();
    const res = await injectHttp(server)('GET', url.href);
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/error=invalid_request/);
    expect(String(res.headers.location)).toMatch(/requires\+PKCE/);
  });

  it('shows its sign-in page again with the message on a wrong password, and counts it per email', async () => {
    const user = await signUp(server);
    const http = injectHttp(server);
    let wrongAnswers = 0;
    let limited: { status: number } | null = null;
    await expect(embeddedTokens(server, user.email, { password: 'wrong password' })).rejects.toThrow(
      /Stuck at .*\/auth\/interaction\/.*: 400/,
    );
    // The same page, posted to by hand, until the per-email cap (3 here) answers 429.
    const discovery = await embeddedDiscovery(server);
    const start = new URL(discovery.authorization_endpoint);
    start.search = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: `${server.config.publicUrl}/login/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    }).toString();
    const first = await http('GET', start.href);
    const cookies = (first.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const page = await http('GET', new URL(String(first.headers.location), start).href, {
      headers: { cookie: cookies },
    });
    const action = signInAction(page.body)!;
    for (let i = 0; i < 4; i++) {
      const res = await http('POST', `http://localhost${action}`, {
        headers: { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: user.email, password: 'wrong password' }).toString(),
      });
      if (res.status === 400) {
        wrongAnswers += 1;
        expect(res.body).toContain('role="alert"');
        expect(res.body).toContain(action);
      } else limited = res;
    }
    expect(wrongAnswers).toBe(2);
    expect(limited?.status).toBe(429);
  });

  it('sends the browser back to the app with access_denied when the sign-in is cancelled', async () => {
    const discovery = await embeddedDiscovery(server);
    await expect(
      codeFlow({
        http: injectHttp(server),
        discovery,
        clientId: CLIENT_ID,
        redirectUri: `${server.config.publicUrl}/login/callback`,
        signIn: (_url, html) => {
          const action = signInAction(html);
          return action ? { url: action.replace(/\/login$/, '/abort'), body: {} } : null;
        },
      }),
    ).rejects.toThrow(/error=access_denied/);
  });

  it('answers a sign-in page without its cookie as expired, never 500', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/auth/interaction/nope',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Sign-in expired');
  });
});
