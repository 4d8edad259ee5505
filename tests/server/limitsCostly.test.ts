import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OwnBusiness } from '../../src/shared/vendors';
import type { Wedding } from '../../src/shared/weddings';
import { bearer, expectProblem, multipart, PASSWORD, type SignedUp, tinyPng, uniqueEmail, verifyEmail } from './api';
import { startTestServer, type TestServer } from './helper';
import { call, setUpWedding } from './weddingsSupport';

// The limits on costly work (sign-up, new weddings, invitations, follows, covers): N allowed, then a 429 with
// Retry-After, while someone else goes on. Small limits here; helper.ts starts every other test file high.

let server: TestServer;
let ann: SignedUp;
let bob: SignedUp;
let cat: SignedUp;
let annWedding: Wedding;
let bobWedding: Wedding;

let nextIp = 1;
/** A client address no other sign-up has used, so each test starts with a clean per-IP count. */
const freshIp = () => `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const signUpFrom = (remoteAddress: string, first_name = 'Ann') =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/users/',
    payload: { first_name, last_name: 'Lee', email: uniqueEmail(), password: PASSWORD },
    remoteAddress,
  });

async function person(first_name: string): Promise<SignedUp> {
  const email = uniqueEmail();
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/users/',
    payload: { first_name, last_name: 'Lee', email, password: PASSWORD },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json(), email, password: PASSWORD };
}

function expectTooMany(res: LightMyRequestResponse, what: string, windowSeconds: number) {
  const body = expectProblem(res, 429);
  expect(body.detail).toBe(`Too many ${what}. Try again in ${windowSeconds / 60} minute(s).`);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

beforeAll(async () => {
  server = await startTestServer({
    SIGNUP_LIMIT_PER_IP: '3',
    WEDDING_LIMIT_PER_USER: '2',
    INVITE_LIMIT_PER_USER: '3',
    FOLLOW_LIMIT_PER_USER: '3',
    COVER_LIMIT_PER_USER: '2',
  });
  [ann, bob, cat] = [await person('Ann'), await person('Bob'), await person('Cat')];
  annWedding = await setUpWedding(server, ann.access_token);
  bobWedding = await setUpWedding(server, bob.access_token);
});
afterAll(() => server.close());

describe('sign-up, per IP', () => {
  test('three sign-ups from one address in an hour, then a 429 before any account is made; others go on', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await signUpFrom(ip)).statusCode).toBe(201);
    const refused = await signUpFrom(ip, 'Zed');
    expectTooMany(refused, 'sign-ups', 3600);
    const users = await server.database.pool.query("SELECT count(*)::int AS n FROM users WHERE first_name = 'Zed'");
    expect(users.rows[0].n).toBe(0);
    expect((await signUpFrom(freshIp())).statusCode).toBe(201);
  });
});

describe('wedding creation, per user', () => {
  test('a second wedding is fine, a third in a day is a 429; another user still sets one up', async () => {
    await setUpWedding(server, ann.access_token);
    const refused = await call(server, ann.access_token, 'POST', '/api/v1/accounts/set-up/', {
      name: 'One too many',
      date: '2031-06-14',
    });
    expectTooMany(refused, 'new weddings', 24 * 3600);
    await setUpWedding(server, cat.access_token);
  });
});

describe('invitations, per user', () => {
  const invite = (who: SignedUp, wedding: Wedding) =>
    call(server, who.access_token, 'POST', `/api/v1/accounts/${wedding.id}/invites/`, {
      email: uniqueEmail('guest'),
      role: 'planner',
    });

  test('sending and resending share one count; past it both are a 429, and another user still invites', async () => {
    const first = await invite(ann, annWedding);
    expect(first.statusCode, first.body).toBe(201);
    expect((await invite(ann, annWedding)).statusCode).toBe(201);
    const resend = () => call(server, ann.access_token, 'POST', `/api/v1/account-invites/${first.json().id}/resend/`);
    expect((await resend()).statusCode).toBe(200);
    expectTooMany(await invite(ann, annWedding), 'invitations', 3600);
    expectTooMany(await resend(), 'invitations', 3600);
    expect((await invite(bob, bobWedding)).statusCode).toBe(201);
  });
});

describe('follow requests, per user', () => {
  const followWedding = (who: SignedUp, wedding: Wedding) =>
    call(server, who.access_token, 'POST', `/api/v1/accounts/${wedding.id}/followers/`, {});
  const followPerson = (who: SignedUp, whom: SignedUp) =>
    call(server, who.access_token, 'POST', '/api/v1/subscribers/', { user: whom.user.id });

  test('weddings and people share one count; past it both are a 429, and another user still follows', async () => {
    const dee = await person('Dee');
    const eve = await person('Eve');
    for (const res of [
      await followWedding(dee, annWedding),
      await followPerson(dee, ann),
      await followWedding(dee, bobWedding),
    ]) {
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    expectTooMany(await followPerson(dee, bob), 'follow requests', 3600);
    expectTooMany(await followWedding(dee, annWedding), 'follow requests', 3600);
    expect((await followWedding(eve, annWedding)).statusCode).toBeLessThan(300);
    expect((await followPerson(eve, bob)).statusCode).toBeLessThan(300);
  });
});

describe('cover uploads, per user', () => {
  const upload = (who: SignedUp, wedding: Wedding, data = tinyPng()) => {
    const { payload, headers } = multipart([{ field: 'cover', filename: 'c.png', contentType: 'image/png', data }]);
    return server.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${wedding.id}/cover/`,
      payload,
      headers: { ...headers, ...bearer(who.access_token) },
    });
  };

  test('two covers an hour, tried or stored, then a 429 before the image is read; another user goes on', async () => {
    expect((await upload(ann, annWedding)).statusCode).toBe(200);
    // A failed try costs work too, and counts.
    expect((await upload(ann, annWedding, Buffer.from('not an image'))).statusCode).toBe(400);
    expectTooMany(await upload(ann, annWedding), 'cover uploads', 3600);
    expect((await upload(bob, bobWedding)).statusCode).toBe(200);
  });
});

describe('vendor team', () => {
  test('an invitation is answered only once the account address is verified (issue 32: joining is by invitation)', async () => {
    const owner = await person('Pia');
    const newcomer = await person('Otto');
    const created = await call(server, owner.access_token, 'POST', '/api/v1/vendor/vendors/', {
      name: 'Pia Photography',
      category: 'photography',
    });
    expect(created.statusCode, created.body).toBe(201);
    const business = created.json() as OwnBusiness;
    const invited = await call(server, owner.access_token, 'POST', `/api/v1/vendor/vendors/${business.id}/team/`, {
      email: newcomer.email,
    });
    expect(invited.statusCode, invited.body).toBe(202);
    const invites = async () =>
      (await call(server, newcomer.access_token, 'GET', '/api/v1/vendor/vendors/team-invites/')).json().results as {
        id: string;
      }[];
    expect(await invites()).toEqual([]);
    await verifyEmail(server, newcomer);
    const [invite] = await invites();
    const accepted = await call(
      server,
      newcomer.access_token,
      'POST',
      `/api/v1/vendor/vendors/team-invites/${invite!.id}/accept/`,
    );
    expect(accepted.statusCode, accepted.body).toBe(204);
  });
});
