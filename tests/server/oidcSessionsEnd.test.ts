import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowResult } from '../support/oidcFlow';
import { pkcePair } from '../support/oidcFlow';
import { bearer, expectProblem, mailText, PASSWORD, resetTokenFrom, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { CLIENT_ID, embeddedDiscovery, embeddedTokens, injectHttp } from './oidcSupport';

// Issue 32 (high): the embedded provider's sessions, grants and refresh tokens end with the account's access tokens
// when the password changes, a reset is used, the person signs out everywhere or a device, or deletes the account.
// Each test holds what an attacker would (a refresh token, the provider's cookie, an unconverted ID token) and tries
// them after the change.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const refresh = (tokens: FlowResult) =>
  server.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: form,
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: String(tokens.refresh_token),
      client_id: CLIENT_ID,
    }).toString(),
  });

/** What the browser's provider cookie buys without a password: a code (prompt=none), or login_required. */
async function silentSignIn(tokens: FlowResult): Promise<string> {
  const discovery = await embeddedDiscovery(server);
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${server.config.publicUrl}/login/callback`,
    response_type: 'code',
    scope: 'openid email profile',
    prompt: 'none',
    nonce: 'n',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  }).toString();
  let location = url.href;
  for (let hop = 0; hop < 5; hop++) {
    const res = await injectHttp(server)('GET', location, { headers: { cookie: tokens.cookies } });
    const next = res.headers.location;
    if (typeof next !== 'string') return `stuck: ${res.status}`;
    location = new URL(next, location).href;
    if (location.startsWith(`${server.config.publicUrl}/login/callback`)) return new URL(location).search;
  }
  return 'too many hops';
}

const convert = (tokens: { id_token: string; nonce: string }) =>
  server.app.inject({
    method: 'POST',
    url: '/auth/convert-token',
    payload: { id_token: tokens.id_token, nonce: tokens.nonce },
  });

/** A person signed in at the provider, the way an attacker who once had their password would be. */
async function signedInAtProvider() {
  const user = await signUp(server);
  const tokens = await embeddedTokens(server, user.email);
  // Refresh tokens rotate: each answer carries the next one.
  const renewed = await refresh(tokens);
  expect(renewed.statusCode, 'a refresh works before the change').toBe(200);
  expect(await silentSignIn(tokens), 'the cookie buys a code before the change').toMatch(/[?&]code=/);
  // The renewed ID token is not converted yet: kept for later, with the refresh token that comes next.
  const next = renewed.json() as { id_token: string; refresh_token: string };
  return { user, tokens: { ...tokens, refresh_token: next.refresh_token }, kept: next.id_token };
}

async function expectEnded(held: Awaited<ReturnType<typeof signedInAtProvider>>) {
  const res = await refresh(held.tokens);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error).toBe('invalid_grant');
  expect(await silentSignIn(held.tokens)).toMatch(/error=login_required/);
  expectProblem(await convert({ id_token: held.kept, nonce: held.tokens.nonce }), 401);
}

describe('what ends the provider sessions of an account', () => {
  it('a password change', async () => {
    const held = await signedInAtProvider();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/set-password/',
      headers: bearer(held.user.access_token),
      payload: { old_password: PASSWORD, new_password: 'a brand new passphrase' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await expectEnded(held);
  });

  it('a reset by the mailed link', async () => {
    const held = await signedInAtProvider();
    await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password/',
      payload: { email: held.user.email },
    });
    const mail = (await server.mails()).filter((m) => mailText(m).includes('reset')).at(-1)!;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/reset-password/',
      payload: { token: resetTokenFrom(mail), password: 'another new passphrase' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await expectEnded(held);
  });

  it('"sign out everywhere else", which keeps this device', async () => {
    const held = await signedInAtProvider();
    const res = await server.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/sessions/',
      headers: bearer(held.user.access_token),
    });
    expect(res.statusCode, res.body).toBe(204);
    await expectEnded(held);
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/',
      headers: bearer(held.user.access_token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('deleting the account', async () => {
    const held = await signedInAtProvider();
    const res = await server.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/',
      headers: bearer(held.user.access_token),
      payload: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(204);
    const again = await refresh(held.tokens);
    expect(again.statusCode).toBe(400);
    expect(await silentSignIn(held.tokens)).toMatch(/error=login_required/);
  });
});

describe('the devices page and provider sessions', () => {
  const sessions = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/v1/users/me/sessions/', headers: bearer(token) });

  it('lists a provider session no app session came from, and signing it out ends its refresh token and cookie', async () => {
    const held = await signedInAtProvider();
    const listed = (await sessions(held.user.access_token)).json().results as { id: string; device: string }[];
    const provider = listed.filter((s) => s.id.startsWith('provider-'));
    expect(provider).toHaveLength(1);
    const res = await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/me/sessions/${provider[0]!.id}/`,
      headers: bearer(held.user.access_token),
    });
    expect(res.statusCode, res.body).toBe(204);
    await expectEnded(held);
    const after = (await sessions(held.user.access_token)).json().results as { id: string }[];
    expect(after.some((s) => s.id.startsWith('provider-'))).toBe(false);
  });

  it('signing out a device that signed in through the provider ends its refresh token and provider cookie', async () => {
    const { email } = await signUp(server);
    const tokens = await embeddedTokens(server, email);
    const converted = await server.app.inject({
      method: 'POST',
      url: '/auth/convert-token',
      payload: { id_token: tokens.id_token, access_token: tokens.access_token, nonce: tokens.nonce },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    const device = converted.json().access_token as string;
    const password = await server.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { email, password: PASSWORD },
    });
    const mine = password.json().access_token as string;
    const listed = (await sessions(mine)).json().results as { id: string; current: boolean }[];
    // The provider session is the converted device's own: it is listed once, as that device.
    expect(listed.filter((s) => s.id.startsWith('provider-'))).toEqual([]);
    const target = listed.find((s) => !s.current)!;
    const res = await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/me/sessions/${target.id}/`,
      headers: bearer(mine),
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await refresh(tokens)).statusCode).toBe(400);
    expect(await silentSignIn(tokens)).toMatch(/error=login_required/);
    const gone = await server.app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: bearer(device) });
    expect(gone.statusCode).toBe(401);
  });

  it("answers someone else's provider session, or a made-up one, with 404", async () => {
    const held = await signedInAtProvider();
    const stranger = await signUp(server);
    const id = ((await sessions(held.user.access_token)).json().results as { id: string }[]).find((s) =>
      s.id.startsWith('provider-'),
    )!.id;
    for (const target of [id, 'provider-nope', 'provider-']) {
      const res = await server.app.inject({
        method: 'DELETE',
        url: `/api/v1/users/me/sessions/${target}/`,
        headers: bearer(stranger.access_token),
      });
      expectProblem(res, 404);
    }
    expect((await refresh(held.tokens)).statusCode).toBe(200);
  });
});
