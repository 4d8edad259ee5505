import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { weddingInvites } from '../../src/server/db/schema';
import { fieldMessages } from '../../src/shared/messages';
import type { ReceivedInvite, SentInvite, Wedding } from '../../src/shared/weddings';
import { weddingMessages as wm } from '../../src/shared/weddings';
import { expectProblem, type SignedUp, signUp, uniqueEmail, verifyEmail } from './api';
import { startTestServer, type TestServer } from './helper';
import { addMember, call, invitationLink, setUpWedding } from './weddingsSupport';

let server: TestServer;
let ann: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  ann = await signUp(server, { first_name: 'Ann', last_name: 'Lee' });
});
afterAll(() => server.close());

const invite = (wedding: Wedding, email: string, role = 'planner', token = ann.access_token) =>
  call(server, token, 'POST', `/api/v1/accounts/${wedding.id}/invites/`, { email, role });
const accept = (code: unknown, token: string | null) =>
  call(server, token, 'POST', '/api/v1/account-invites/accept/', { code });
const preview = (code: unknown) => call(server, null, 'POST', '/api/v1/account-invites/preview/', { code });
const mine = async (who: SignedUp) =>
  (await call(server, who.access_token, 'GET', '/api/v1/account-invites/')).json().results as ReceivedInvite[];
const standing = async (wedding: Wedding, who: SignedUp) =>
  (await call(server, who.access_token, 'GET', `/api/v1/accounts/${wedding.id}/`)).json().my_role;

describe('inviting to the committee', () => {
  test('someone without an account signs up from the link and joins with the invited role', async () => {
    const wedding = await setUpWedding(server, ann.access_token, { name: 'Ann & Ben' });
    const email = uniqueEmail('newcomer');
    const res = await invite(wedding, email.toUpperCase(), 'family');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      email,
      role: 'family',
      role_label: 'Family',
      status: 'pending',
      expired: false,
    });

    const { code } = await invitationLink(server, email);
    // Signed out, the link tells what it is for.
    expect((await preview(code)).json()).toEqual({
      account_name: 'Ann & Ben',
      account_slug: wedding.slug,
      role: 'family',
      role_label: 'Family',
      invited_by: 'Ann Lee',
      email,
    });
    const newcomer = await signUp(server, { first_name: 'Nia', email });
    // Listed by address once she proved the address is hers (emailVerification.test.ts has the unverified case).
    await verifyEmail(server, newcomer);
    expect(await mine(newcomer)).toEqual([
      expect.objectContaining({ token: code, account_name: 'Ann & Ben', role: 'family', invited_by: 'Ann Lee' }),
    ]);
    const accepted = await accept(code, newcomer.access_token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      status: 'accepted',
      account: { id: wedding.id, slug: wedding.slug, name: 'Ann & Ben' },
    });
    expect(await standing(wedding, newcomer)).toEqual(['family']);
    expect(await mine(newcomer)).toEqual([]);
    const members = await call(server, newcomer.access_token, 'GET', `/api/v1/accounts/${wedding.id}/members/`);
    expect(members.json().results.map((m: { role: string }) => m.role)).toEqual(['B', 'family']);
    const pending = await call(server, ann.access_token, 'GET', `/api/v1/accounts/${wedding.id}/invites/`);
    expect(pending.json().results).toEqual([]);
  });

  test('a used link cannot be used again, by anyone', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const email = uniqueEmail('once');
    await invite(wedding, email);
    const { code } = await invitationLink(server, email);
    const [first, second] = await Promise.all([signUp(server, { email }), signUp(server)]);
    expect((await accept(code, first.access_token)).statusCode).toBe(200);
    expectProblem(await accept(code, second.access_token), 400, { code: [wm.inviteUsed] });
    expectProblem(await accept(code, first.access_token), 400, { code: [wm.inviteUsed] });
    expectProblem(await preview(code), 400, { code: [wm.inviteUsed] });
    expect(await standing(wedding, second)).toEqual([]);
  });

  test('two acceptances at once: exactly one wins', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const email = uniqueEmail('race');
    await invite(wedding, email);
    const { code } = await invitationLink(server, email);
    const [a, b] = await Promise.all([signUp(server), signUp(server)]);
    const results = await Promise.all([accept(code, a.access_token), accept(code, b.access_token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const members = await call(server, ann.access_token, 'GET', `/api/v1/accounts/${wedding.id}/members/`);
    expect(members.json().count).toBe(2);
  });

  test('an expired link says so and adds nobody', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const email = uniqueEmail('late');
    const sent = (await invite(wedding, email)).json() as SentInvite;
    const { code } = await invitationLink(server, email);
    await server.database.db
      .update(weddingInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(weddingInvites.id, sent.id));
    const late = await signUp(server, { email });
    expectProblem(await accept(code, late.access_token), 400, { code: [wm.inviteExpired] });
    expect(await standing(wedding, late)).toEqual([]);
    expect(await mine(late)).toEqual([]);
    const listed = await call(server, ann.access_token, 'GET', `/api/v1/accounts/${wedding.id}/invites/`);
    expect(listed.json().results).toEqual([expect.objectContaining({ id: sent.id, expired: true })]);
  });

  test('an unknown code is a 400; a missing one a 400 on code; accepting needs a token', async () => {
    expectProblem(await preview('not-a-real-code'), 400, { code: [wm.inviteInvalid] });
    expectProblem(await preview(''), 400, { code: [fieldMessages.required] });
    expectProblem(await call(server, null, 'POST', '/api/v1/account-invites/preview/', {}), 400, {
      code: [fieldMessages.required],
    });
    expectProblem(await accept('whatever', null), 401);
    expectProblem(await accept(12, ann.access_token), 400, { code: [fieldMessages.required] });
  });

  test('resending renews the link: the old one stops working, the new one works', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const email = uniqueEmail('again');
    const sent = (await invite(wedding, email)).json() as SentInvite;
    const old = await invitationLink(server, email);
    const res = await call(server, ann.access_token, 'POST', `/api/v1/account-invites/${sent.id}/resend/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: sent.id, status: 'pending' });
    const renewed = await invitationLink(server, email);
    expect(renewed.code).not.toBe(old.code);
    const invitee = await signUp(server, { email });
    expectProblem(await accept(old.code, invitee.access_token), 400, { code: [wm.inviteInvalid] });
    expect((await accept(renewed.code, invitee.access_token)).statusCode).toBe(200);
    // An answered invitation is not resent.
    expectProblem(await call(server, ann.access_token, 'POST', `/api/v1/account-invites/${sent.id}/resend/`), 409);
  });

  test('only the couple resends', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const sent = (await invite(wedding, uniqueEmail())).json() as SentInvite;
    const [planner, stranger] = await Promise.all([signUp(server), signUp(server)]);
    await addMember(server, wedding.id, planner.user.id, 'planner');
    for (const who of [planner, stranger]) {
      expectProblem(await call(server, who.access_token, 'POST', `/api/v1/account-invites/${sent.id}/resend/`), 403);
    }
    expectProblem(await call(server, null, 'POST', `/api/v1/account-invites/${sent.id}/resend/`), 401);
    expectProblem(await call(server, ann.access_token, 'POST', '/api/v1/account-invites/nope/resend/'), 404);
  });

  test.each([
    [{}, { email: [fieldMessages.emailRequired], role: [wm.roleInvalid] }],
    [{ email: 'x@', role: 'planner' }, { email: [fieldMessages.emailInvalid] }],
    [{ email: 'ok@example.com', role: 'king' }, { role: [wm.roleInvalid] }],
  ])('bad invitation %j is a 400', async (body, errors) => {
    const wedding = await setUpWedding(server, ann.access_token);
    expectProblem(
      await call(server, ann.access_token, 'POST', `/api/v1/accounts/${wedding.id}/invites/`, body),
      400,
      errors,
    );
  });

  test('a second pending invitation to the same email is a 409; so is inviting a member', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const email = uniqueEmail('twice');
    expect((await invite(wedding, email)).statusCode).toBe(201);
    expectProblem(await invite(wedding, email.toUpperCase(), 'friend'), 409, { email: [wm.invitePending] });
    expectProblem(await invite(wedding, ann.email), 409, { email: [wm.alreadyMember] });
  });

  test('the couple has two members at most', async () => {
    const wedding = await setUpWedding(server, ann.access_token, { role: 'B' });
    const [partner, third] = await Promise.all([signUp(server), signUp(server)]);
    await invite(wedding, partner.email, 'G');
    await invite(wedding, third.email, 'B');
    const partnerCode = (await invitationLink(server, partner.email)).code;
    const thirdCode = (await invitationLink(server, third.email)).code;
    expect((await accept(partnerCode, partner.access_token)).statusCode).toBe(200);
    expect(await standing(wedding, partner)).toEqual(['G']);
    expectProblem(await accept(thirdCode, third.access_token), 400, { code: [wm.coupleFull] });
    expectProblem(await invite(wedding, uniqueEmail(), 'G'), 409, { role: [wm.coupleFull] });
    const couple = (await call(server, partner.access_token, 'GET', `/api/v1/accounts/${wedding.id}/`)).json().couple;
    expect(couple.map((c: { auth_id: string }) => c.auth_id)).toEqual([ann.user.id, partner.user.id]);
  });

  test('accepting never demotes: a member keeps the role they have', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const other = await setUpWedding(server, ann.access_token);
    const email = uniqueEmail('own');
    await invite(other, email, 'friend');
    const { code } = await invitationLink(server, email);
    // Ann, one of the couple of `other`, uses a link meant for a friend of it.
    expect((await accept(code, ann.access_token)).statusCode).toBe(200);
    expect(await standing(other, ann)).toEqual(['B']);
    expect(await standing(wedding, ann)).toEqual(['B']);
  });
});

describe('POST /api/v1/account-invites/{id}/response/', () => {
  const respond = (id: string, body: unknown, token: string) =>
    call(server, token, 'POST', `/api/v1/account-invites/${id}/response/`, body);

  test('the invitee declines; the invitation leaves their list and the couple’s', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const invitee = await signUp(server);
    await verifyEmail(server, invitee);
    await invite(wedding, invitee.email);
    const [received] = await mine(invitee);
    const res = await respond(received!.id, { accept: false }, invitee.access_token);
    expect(res.json()).toMatchObject({ status: 'declined', account: { id: wedding.id } });
    expect(await mine(invitee)).toEqual([]);
    expect(await standing(wedding, invitee)).toEqual([]);
    expectProblem(await respond(received!.id, { accept: true }, invitee.access_token), 400, {
      code: [wm.inviteNotPending],
    });
    expectProblem(await accept(received!.token, invitee.access_token), 400, { code: [wm.inviteNotPending] });
  });

  test('the invitee accepts by id', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const invitee = await signUp(server);
    await verifyEmail(server, invitee);
    await invite(wedding, invitee.email, 'bridal_party');
    const [received] = await mine(invitee);
    expect((await respond(received!.id, { accept: true }, invitee.access_token)).statusCode).toBe(200);
    expect(await standing(wedding, invitee)).toEqual(['bridal_party']);
  });

  test('someone else may not answer it, see it, or send a bad answer', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const [invitee, stranger] = await Promise.all([signUp(server), signUp(server)]);
    await verifyEmail(server, invitee);
    await invite(wedding, invitee.email);
    const [received] = await mine(invitee);
    expect(await mine(stranger)).toEqual([]);
    expectProblem(await respond(received!.id, { accept: true }, stranger.access_token), 403);
    expectProblem(await respond(received!.id, { accept: 'yes' }, invitee.access_token), 400, {
      accept: [wm.acceptInvalid],
    });
    expectProblem(await respond('00000000-0000-4000-8000-000000000000', { accept: true }, invitee.access_token), 404);
    expect(await standing(wedding, stranger)).toEqual([]);
  });
});
