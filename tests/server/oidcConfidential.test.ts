import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_PROXY_PATH } from '../../src/server/routes/auth/tokenProxy';
import { type ExternalAccount, type ExternalProvider, startExternalProvider } from '../support/externalProvider';
import { codeFlow, fetchHttp, type Http } from '../support/oidcFlow';
import { me, uniqueEmail } from './api';
import { startTestServer, type TestServer } from './helper';

// A confidential client at an external provider (OIDC_CLIENT_SECRET), as Google's web clients are: the provider
// refuses a code exchange without the secret, and the browser must never hold it. The app serves the provider's
// discovery with its own token endpoint, which adds the secret. The whole code flow runs against a second
// oidc-provider in a process of its own, the exchange through the app.

const CLIENT_ID = 'vowline-confidential';
const SECRET = `s3cret-${randomUUID()}`;
const REDIRECT = 'http://localhost:3000/login/callback';

let provider: ExternalProvider;
let server: TestServer;
const who: ExternalAccount = {
  sub: `ext-${randomUUID()}`,
  email: uniqueEmail('confidential'),
  email_verified: true,
  given_name: 'Cora',
  family_name: 'Fidential',
};

beforeAll(async () => {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const key = { ...(await exportJWK(privateKey)), kid: 'confidential-1', alg: 'ES256', use: 'sig' };
  provider = await startExternalProvider({
    clientId: CLIENT_ID,
    clientSecret: SECRET,
    redirectUris: [REDIRECT],
    key,
    accounts: [who],
  });
  server = await startTestServer({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: SECRET,
    // Low, to see which grant counts against which limit (three sign-ins happen before the last test).
    LOGIN_LIMIT_PER_IP: '5',
    REFRESH_LIMIT_PER_IP: '6',
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await provider?.stop();
});

/** Requests to the app go through inject, the rest (the provider) over the network, as a browser's would. */
const browser: Http = async (method, url, init = {}) => {
  if (!url.startsWith(server.config.publicUrl)) return fetchHttp(method, url, init);
  const res = await server.app.inject({
    method: method as 'GET' | 'POST',
    url: url.slice(server.config.publicUrl.length),
    headers: init.headers,
    ...(init.body !== undefined ? { payload: init.body } : {}),
  });
  return {
    status: res.statusCode,
    headers: res.headers as Record<string, string | string[] | undefined>,
    body: res.body,
  };
};

/** A form posted to the app's token endpoint, as oidc-client-ts posts it. */
const post = (form: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: TOKEN_PROXY_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const appDiscovery = async () => {
  const res = await server.app.inject({ method: 'GET', url: '/auth/oidc-configuration' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const flow = (discovery: Awaited<ReturnType<typeof appDiscovery>>) =>
  codeFlow({
    http: browser,
    discovery,
    clientId: CLIENT_ID,
    redirectUri: REDIRECT,
    extraParams: { login_hint: who.sub },
    signIn: () => null,
  });

describe('a confidential client (OIDC_CLIENT_SECRET)', () => {
  it('tells the browser to read the discovery from the app, and never hands it the secret', async () => {
    const config = await server.app.inject({ method: 'GET', url: '/api/v1/client-config/' });
    expect(config.json().oidc).toEqual({
      authority: provider.issuer,
      client_id: CLIENT_ID,
      metadata_url: `${server.config.publicUrl}/auth/oidc-configuration`,
    });
    expect(config.body).not.toContain(SECRET);
    const discovery = await appDiscovery();
    expect(discovery.issuer).toBe(provider.issuer);
    expect(discovery.token_endpoint).toBe(`${server.config.publicUrl}${TOKEN_PROXY_PATH}`);
    expect(JSON.stringify(discovery)).not.toContain(SECRET);
  });

  it('the provider refuses the browser’s own exchange without the secret', async () => {
    const own = await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json();
    await expect(flow(own)).rejects.toThrow(/Token endpoint: 401/);
  });

  it('runs the code flow through the app’s token endpoint, then converts the ID token into a Vowline session', async () => {
    const tokens = await flow(await appDiscovery());
    expect(tokens.id_token).toEqual(expect.any(String));
    const converted = await server.app.inject({
      method: 'POST',
      url: '/auth/convert-token',
      payload: { id_token: tokens.id_token, access_token: tokens.access_token, nonce: tokens.nonce },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    const profile = await me(server, converted.json().access_token);
    expect(profile.json()).toMatchObject({ email: who.email, first_name: 'Cora' });
  });

  it('forwards only the code and refresh grants, for this client', async () => {
    const password = await post({ grant_type: 'password', username: who.email, password: 'x' });
    expect(password.statusCode).toBe(400);
    expect(password.json().error).toBe('unsupported_grant_type');
    const other = await post({ grant_type: 'authorization_code', code: 'x', client_id: 'someone-else' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe('invalid_client');
    // Issue 32: the secret stands in for no PKCE, so a code comes with its verifier or goes no further.
    const bare = await post({ grant_type: 'authorization_code', code: 'x', redirect_uri: REDIRECT });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringMatching(/verifier/),
    });
    // A made-up code reaches the provider, whose own refusal comes back as it came.
    const made = await post({
      grant_type: 'authorization_code',
      code: 'made-up',
      redirect_uri: REDIRECT,
      code_verifier: 'v'.repeat(43),
    });
    expect(made.statusCode).toBe(400);
    expect(made.json().error).toBe('invalid_grant');
    expect(made.headers['cache-control']).toBe('no-store');
  });

  it('refreshes have a per-IP limit of their own: many people renewing behind one address are not refused sign-in', async () => {
    // Six refreshes, past the sign-in limit of five: each reaches the provider (which refuses the made-up token).
    for (let i = 0; i < 6; i++) {
      const refreshed = await post({ grant_type: 'refresh_token', refresh_token: `made-up-${i}` });
      expect(refreshed.statusCode, refreshed.body).toBe(400);
      expect(refreshed.json().error).toMatch(/^invalid_/); // the provider's OAuth error, not the app's 429
    }
    const seventh = await post({ grant_type: 'refresh_token', refresh_token: 'made-up-7' });
    expect(seventh.statusCode).toBe(429);
    // The sign-in count is its own: three so far (two code exchanges and a conversion), so two more reach the provider, and the next is refused.
    const code = () =>
      post({
        grant_type: 'authorization_code',
        code: 'made-up',
        redirect_uri: REDIRECT,
        code_verifier: 'v'.repeat(43),
      });
    expect((await code()).statusCode).toBe(400);
    expect((await code()).statusCode).toBe(400);
    expect((await code()).statusCode).toBe(429);
  });
});
