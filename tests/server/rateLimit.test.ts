import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fieldMessages } from '../../src/shared/messages';
import { expectProblem, login, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
let ann: SignedUp;
let bob: SignedUp;
beforeAll(async () => {
  server = await startTestServer({
    LOGIN_LIMIT_PER_IP: '3',
    LOGIN_FAILURE_LIMIT_PER_EMAIL: '3',
    FORGOT_LIMIT_PER_IP: '3',
    FORGOT_LIMIT_PER_EMAIL: '2',
  });
  ann = await signUp(server);
  bob = await signUp(server);
});
afterAll(() => server.close());

let nextIp = 1;
/** A client address no other test has used, so each test starts with clean per-IP counters. */
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const forgot = (email: string, remoteAddress: string) =>
  server.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password/', payload: { email }, remoteAddress });

function expectTooMany(res: LightMyRequestResponse, windowSeconds: number) {
  const body = expectProblem(res, 429);
  expect(body.title).toBe('Too Many Requests');
  expect(body.detail).toBe(`Too many attempts. Try again in ${windowSeconds / 60} minute(s).`);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const WRONG = { non_field_errors: [fieldMessages.wrongCredentials] };

describe('sign in, per IP', () => {
  test('the fourth attempt from one address in the window is a 429, right or wrong; other addresses go on', async () => {
    const ip = freshIp();
    expect((await login(server, ann.email, ann.password, ip)).statusCode).toBe(200);
    expectProblem(await login(server, ann.email, 'wrong password', ip), 400, WRONG);
    expectProblem(await login(server, 'nobody@example.com', 'whatever', ip), 400, WRONG);
    expectTooMany(await login(server, ann.email, ann.password, ip), 900);
    expectTooMany(await login(server, bob.email, bob.password, ip), 900);

    expect((await login(server, ann.email, ann.password, freshIp())).statusCode).toBe(200);
  });

  test('the address is let in again once its window has passed', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await login(server, bob.email, bob.password, ip)).statusCode).toBe(200);
    expectTooMany(await login(server, bob.email, bob.password, ip), 900);
    await server.database.db.execute(
      sql`UPDATE rate_limits SET window_start = now() - interval '16 minutes' WHERE key = ${`login:ip:${ip}`}`,
    );
    expect((await login(server, bob.email, bob.password, ip)).statusCode).toBe(200);
  });
});

describe('sign in failures, per email', () => {
  test('after three wrong passwords the email is locked, even for the right password and from elsewhere', async () => {
    const user = await signUp(server);
    for (let i = 0; i < 3; i++) {
      expectProblem(await login(server, user.email, `wrong password ${i}`, freshIp()), 400, WRONG);
    }
    expectTooMany(await login(server, user.email, user.password, freshIp()), 900);
    expectTooMany(await login(server, user.email.toUpperCase(), user.password, freshIp()), 900);
    // Other accounts are not affected.
    expect((await login(server, ann.email, ann.password, freshIp())).statusCode).toBe(200);
  });

  test('successful sign-ins do not count against the email', async () => {
    const ip = () => freshIp();
    for (let i = 0; i < 5; i++) expect((await login(server, bob.email, bob.password, ip())).statusCode).toBe(200);
    expectProblem(await login(server, bob.email, 'wrong password', ip()), 400, WRONG);
    expect((await login(server, bob.email, bob.password, ip())).statusCode).toBe(200);
  });
});

describe('forgot password', () => {
  test('per IP: the fourth request from one address is a 429 and sends no mail', async () => {
    const ip = freshIp();
    for (const email of ['a1@example.com', 'a2@example.com', 'a3@example.com']) {
      expect((await forgot(email, ip)).statusCode).toBe(200);
    }
    const mails = (await server.mails()).length;
    expectTooMany(await forgot(ann.email, ip), 3600);
    expect(await server.mails()).toHaveLength(mails);
    expect((await forgot('a4@example.com', freshIp())).statusCode).toBe(200);
  });

  test('per email: the third request for one address is a 429, from any IP, and sends no mail', async () => {
    expect((await forgot(bob.email, freshIp())).statusCode).toBe(200);
    expect((await forgot(bob.email.toUpperCase(), freshIp())).statusCode).toBe(200);
    const mails = await server.mails();
    // Reset mails only: the sign-up mailed a verification link too.
    expect(mails.filter((m) => m.includes(`To: ${bob.email}`) && m.includes('Subject: Reset'))).toHaveLength(2);
    expectTooMany(await forgot(bob.email, freshIp()), 3600);
    expect(await server.mails()).toHaveLength(mails.length);
    expect((await forgot(ann.email, freshIp())).statusCode).toBe(200);
  });
});
