import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcIdentities, users } from '../../src/server/db/schema';
import { EMAIL_IN_USE } from '../../src/server/services/oidcAccounts';
import { type ExternalAccount, type ExternalProvider, startExternalProvider } from '../support/externalProvider';
import { codeFlow, fetchHttp } from '../support/oidcFlow';
import { expectProblem, login, me, PASSWORD, signUp, uniqueEmail } from './api';
import { startTestServer, type TestServer } from './helper';

// Vowline pointed at an external OpenID provider (OIDC_ISSUER), played by a second oidc-provider in a process of its
// own. Its ID tokens come from a real code flow (PKCE S256) driven with fetch, and POST /auth/convert-token checks
// them against that provider's keys, found by discovery. The embedded provider is not mounted then.

const CLIENT_ID = 'vowline-external';
const REDIRECT = 'http://localhost:3000/login/callback';

let provider: ExternalProvider;
let server: TestServer;
let key: JWK;
const accounts: ExternalAccount[] = [];

function account(email: string, verified: boolean): ExternalAccount {
  const made = { sub: `ext-${randomUUID()}`, email, email_verified: verified, given_name: 'Ext', family_name: 'Ern' };
  accounts.push(made);
  return made;
}

// Made before the provider starts, which gets them all at once.
const newcomer = account(uniqueEmail('newcomer'), false);
const verifiedOwnerEmail = uniqueEmail('owner');
const verifiedClaimant = account(verifiedOwnerEmail, true);
const victimEmail = uniqueEmail('victim');
const unverifiedClaimant = account(victimEmail, false);
const leaverEmail = uniqueEmail('leaver');
const leaver = account(leaverEmail, true);

beforeAll(async () => {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  key = { ...(await exportJWK(privateKey)), kid: 'external-1', alg: 'ES256', use: 'sig' };
  provider = await startExternalProvider({ clientId: CLIENT_ID, redirectUris: [REDIRECT], key, accounts });
  server = await startTestServer({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: CLIENT_ID });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await provider?.stop();
});

async function idTokenOf(who: ExternalAccount): Promise<{ id_token: string; access_token: string; nonce: string }> {
  const discovery = await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json();
  return codeFlow({
    http: fetchHttp,
    discovery,
    clientId: CLIENT_ID,
    redirectUri: REDIRECT,
    extraParams: { login_hint: who.sub },
    signIn: () => null,
  });
}

const convert = (payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: '/auth/convert-token', payload });

describe('an external provider (OIDC_ISSUER)', () => {
  it('does not mount the embedded provider', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
  });

  it('creates the account on the first sign-in, once, and signs the same account in after', async () => {
    const first = await idTokenOf(newcomer);
    const res = await convert({ id_token: first.id_token, access_token: first.access_token, nonce: first.nonce });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: newcomer.email, email_verified: false, first_name: 'Ext' });
    expect((await me(server, body.access_token)).statusCode).toBe(200);
    const again = await idTokenOf(newcomer);
    const second = await convert({ id_token: again.id_token, nonce: again.nonce });
    expect(second.json().user.id).toBe(body.user.id);
    const [{ count }] = (
      await server.database.db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM users WHERE lower(email) = lower(${newcomer.email})`,
      )
    ).rows as [{ count: number }];
    expect(count).toBe(1);
    const links = await server.database.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.subject, newcomer.sub));
    expect(links).toHaveLength(1);
    // Its address is not vouched for: it gets the verification mail like any sign-up.
    expect((await server.mails()).some((m) => m.includes(newcomer.email))).toBe(true);
  });

  it('links a verified provider email to the existing account and marks it verified', async () => {
    const owner = await signUp(server, { email: verifiedOwnerEmail });
    const tokens = await idTokenOf(verifiedClaimant);
    const res = await convert({ id_token: tokens.id_token, nonce: tokens.nonce });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: owner.user.id, email_verified: true });
    // The password still works too.
    expect((await login(server, owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it('never links an unverified provider email to an existing account', async () => {
    const victim = await signUp(server, { email: victimEmail });
    const tokens = await idTokenOf(unverifiedClaimant);
    expectProblem(await convert({ id_token: tokens.id_token, nonce: tokens.nonce }), 409, { email: [EMAIL_IN_USE] });
    const links = await server.database.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.subject, unverifiedClaimant.sub));
    expect(links).toEqual([]);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, victim.user.id));
    expect(row!.emailVerifiedAt).toBeNull();
  });

  it("lets a deleted account's person sign in through the provider again, as a new account (issue 32)", async () => {
    const owner = await signUp(server, { email: leaverEmail });
    const first = await idTokenOf(leaver);
    expect((await convert({ id_token: first.id_token, nonce: first.nonce })).json().user.id).toBe(owner.user.id);
    const gone = await server.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/',
      headers: { authorization: `Bearer ${owner.access_token}` },
      payload: { password: PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    const again = await idTokenOf(leaver);
    const res = await convert({ id_token: again.id_token, nonce: again.nonce });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).not.toBe(owner.user.id);
    expect(res.json().user.email).toBe(leaverEmail);
  });

  it("refuses a token its keys did not sign, though it names the provider's key id", async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ email: uniqueEmail(), email_verified: true, nonce: 'n' })
      .setProtectedHeader({ alg: 'ES256', kid: 'external-1' })
      .setIssuer(provider.issuer)
      .setAudience(CLIENT_ID)
      .setSubject('ext-forged')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(privateKey);
    expectProblem(await convert({ id_token: forged, nonce: 'n' }), 401);
  });
});
