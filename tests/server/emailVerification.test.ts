import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountMessages } from '../../src/shared/accountSchemas';
import type { User } from '../../src/shared/types';
import type { ReceivedInvite, SentInvite, Wedding } from '../../src/shared/weddings';
import {
  expectProblem,
  mailText,
  me,
  PASSWORD,
  type SignedUp,
  signUp,
  uniqueEmail,
  verificationToken,
  verifyEmail,
} from './api';
import { startTestServer, type TestServer } from './helper';
import { call, invitationLink, setUpWedding } from './weddingsSupport';

// Verified email (issue 11): anyone can sign up with any address, so invitations sent to an address are listed to,
// and answered by, only an owner who proved it through the mailed link. The link in the invitation mail still works
// for whoever holds it.

let server: TestServer;
let ann: SignedUp;
let wedding: Wedding;
beforeAll(async () => {
  server = await startTestServer({ VERIFY_RESEND_LIMIT_PER_USER: '2' });
  ann = await signUp(server, { first_name: 'Ann' });
  await verifyEmail(server, ann);
  wedding = await setUpWedding(server, ann.access_token, { name: 'Ann & Bo' });
});
afterAll(() => server.close());

const verify = (token: string) => call(server, null, 'POST', '/api/v1/users/verify-email/', { token });
const resend = (who: SignedUp) => call(server, who.access_token, 'POST', '/api/v1/users/me/verify-email/');
const verified = async (who: SignedUp) => ((await me(server, who.access_token)).json() as User).email_verified;
const received = async (who: SignedUp) =>
  (await call(server, who.access_token, 'GET', '/api/v1/account-invites/')).json() as {
    count: number;
    results: ReceivedInvite[];
  };
const invitationsOnAccount = async (who: SignedUp) =>
  (await call(server, who.access_token, 'GET', '/api/v1/users/me/weddings/')).json().invitations as unknown[];
const respond = (who: SignedUp, id: string) =>
  call(server, who.access_token, 'POST', `/api/v1/account-invites/${id}/response/`, { accept: true });
const roleIn = async (who: SignedUp) =>
  (await call(server, who.access_token, 'GET', `/api/v1/accounts/${wedding.id}/`)).json().my_role as string[];

async function invite(email: string, role = 'G'): Promise<SentInvite> {
  const res = await call(server, ann.access_token, 'POST', `/api/v1/accounts/${wedding.id}/invites/`, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as SentInvite;
}

const cancel = (sent: SentInvite) => call(server, ann.access_token, 'DELETE', `/api/v1/account-invites/${sent.id}/`);

describe('the mailed verification link', () => {
  test('a new account is unverified and gets a link; following it verifies the address, once', async () => {
    const bo = await signUp(server, { first_name: 'Bo' });
    expect(bo.user.email_verified).toBe(false);
    const token = await verificationToken(server, bo.email);
    const res = await verify(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: bo.email });
    expect(await verified(bo)).toBe(true);
    expectProblem(await verify(token), 400, { token: [accountMessages.verifyLinkUsed] });
  });

  test('a made-up, missing or expired link is refused', async () => {
    expectProblem(await verify('not-a-real-token'), 400, { token: [accountMessages.verifyLinkInvalid] });
    expect((await call(server, null, 'POST', '/api/v1/users/verify-email/', {})).statusCode).toBe(400);
    const cy = await signUp(server, { first_name: 'Cy' });
    await server.database.pool.query(
      `UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [cy.user.id],
    );
    expectProblem(await verify(await verificationToken(server, cy.email)), 400, {
      token: [accountMessages.verifyLinkInvalid],
    });
    expect(await verified(cy)).toBe(false);
  });

  test('resending mails a new link and voids the old one; it is rate-limited, and refused once verified', async () => {
    const di = await signUp(server, { first_name: 'Di' });
    const first = await verificationToken(server, di.email);
    expect((await resend(di)).statusCode).toBe(202);
    const second = await verificationToken(server, di.email);
    expect(second).not.toBe(first);
    expect((await resend(di)).statusCode).toBe(202);
    expectProblem(await resend(di), 429);
    expectProblem(await verify(first), 400, { token: [accountMessages.verifyLinkUsed] });
    expect((await verify(await verificationToken(server, di.email))).statusCode).toBe(200);
    const again = await signUp(server, { first_name: 'Ed' });
    await verifyEmail(server, again);
    expectProblem(await resend(again), 409);
    expectProblem(await call(server, null, 'POST', '/api/v1/users/me/verify-email/'), 401);
  });

  test('a link verifies only the address it was sent to: after an email change it no longer works', async () => {
    const fay = await signUp(server, { first_name: 'Fay' });
    const oldLink = await verificationToken(server, fay.email);
    const next = uniqueEmail('fay-new');
    const asked = await call(server, fay.access_token, 'POST', '/api/v1/users/me/email/', {
      email: next,
      password: PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const mail = (await server.mails())
      .map(mailText)
      .filter((m) => m.includes('confirm_email='))
      .at(-1)!;
    const confirm = decodeURIComponent(/confirm_email=([A-Za-z0-9_%-]+)/.exec(mail)![1]!);
    const confirmed = await call(server, null, 'POST', '/api/v1/users/email/confirm/', { token: confirm });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Following the change's own link proved the new address.
    expect(await verified(fay)).toBe(true);
    expectProblem(await verify(oldLink), 400, { token: [accountMessages.verifyLinkInvalid] });
  });
});

describe('the invitation takeover', () => {
  test('signing up with the partner’s invited address gives neither the list nor the answer until verified', async () => {
    const email = uniqueEmail('partner');
    const partner = await invite(email);
    const taker = await signUp(server, { first_name: 'Mallory', email });

    expect(await received(taker)).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect(await invitationsOnAccount(taker)).toEqual([]);
    expect(expectProblem(await respond(taker, partner.id), 403).detail).toBe(accountMessages.verifyToAnswer);
    expect(await roleIn(taker)).toEqual([]);

    // The owner of the address proves it, and the invitation is theirs.
    await verifyEmail(server, taker);
    expect((await received(taker)).results).toEqual([expect.objectContaining({ id: partner.id, role: 'G' })]);
    expect(await invitationsOnAccount(taker)).toHaveLength(1);
    expect((await respond(taker, partner.id)).statusCode).toBe(200);
    expect(await roleIn(taker)).toEqual(['G']);
  });

  test('the link in the invitation mail still works for whoever holds it, verified or not', async () => {
    const email = uniqueEmail('friend');
    await invite(email, 'friend');
    const { code } = await invitationLink(server, email);
    const holder = await signUp(server, { first_name: 'Gus' });
    const accepted = await call(server, holder.access_token, 'POST', '/api/v1/account-invites/accept/', { code });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await roleIn(holder)).toEqual(['friend']);
  });

  test('a cancelled invitation is no one’s: its link and its answer are refused', async () => {
    const email = uniqueEmail('cancelled');
    const sent = await invite(email, 'planner');
    const { code } = await invitationLink(server, email);
    const res = await cancel(sent);
    expect(res.statusCode, res.body).toBe(204);
    const owner = await signUp(server, { first_name: 'Hal', email });
    await verifyEmail(server, owner);
    expect((await received(owner)).count).toBe(0);
    expect(
      (await call(server, owner.access_token, 'POST', '/api/v1/account-invites/accept/', { code })).statusCode,
    ).toBe(400);
    expect((await respond(owner, sent.id)).statusCode).toBe(404);
    const pending = await call(server, ann.access_token, 'GET', `/api/v1/accounts/${wedding.id}/invites/`);
    expect((pending.json().results as SentInvite[]).map((i) => i.id)).not.toContain(sent.id);
    expect((await cancel(sent)).statusCode).toBe(404);
  });
});
