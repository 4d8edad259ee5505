import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { passwordChecksRun } from '../../src/server/lib/passwordWork';
import { siteMessages } from '../../src/shared/site';
import type { Wedding } from '../../src/shared/weddings';
import { expectProblem, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { call, setUpWedding } from './weddingsSupport';

// Issue 32: a wedding site's password could be guessed without limit, each guess an argon2 check outside the queue
// sign-in uses. Guesses are now counted per address and per site (429 with Retry-After), checked in that queue, and
// a new password needs 8 characters.

let server: TestServer;
let couple: SignedUp;
beforeAll(async () => {
  server = await startTestServer({ SITE_PASSWORD_LIMIT_PER_IP: '3', SITE_PASSWORD_LIMIT_PER_SITE: '6' });
  couple = await signUp(server);
});
afterAll(() => server.close());

const SECRET = 'rosebud-garden';

async function guardedSite(): Promise<Wedding> {
  const wedding = await setUpWedding(server, couple.access_token);
  const res = await call(server, couple.access_token, 'PATCH', `/api/v1/accounts/${wedding.id}/website/`, {
    site_active: true,
    password: SECRET,
  });
  expect(res.statusCode, res.body).toBe(200);
  return wedding;
}

const guess = (wedding: Wedding, password: string, remoteAddress: string) =>
  server.app.inject({
    method: 'POST',
    url: `/w/${wedding.slug}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password }).toString(),
    remoteAddress,
  });

describe('wedding site passwords', () => {
  test('a new site password needs at least 8 characters', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    const res = await call(server, couple.access_token, 'PATCH', `/api/v1/accounts/${wedding.id}/website/`, {
      password: 'rosebud',
    });
    expectProblem(res, 400, { password: [siteMessages.passwordTooShort] });
    expect(siteMessages.passwordTooShort).toContain('8 characters');
  });

  test('guesses from one address stop with 429 and Retry-After, before any password work', async () => {
    const wedding = await guardedSite();
    for (let i = 0; i < 3; i++) expect((await guess(wedding, `guess-${i}`, '198.51.100.1')).statusCode).toBe(401);
    const checks = passwordChecksRun();
    const refused = await guess(wedding, SECRET, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(passwordChecksRun(), 'a refused guess costs no argon2').toBe(checks);
    // Another address still gets in with the right password.
    expect((await guess(wedding, SECRET, '198.51.100.2')).body).toContain('data-section');
  });

  test('guesses spread over many addresses stop at the per-site limit', async () => {
    const wedding = await guardedSite();
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await guess(wedding, `guess-${i}`, `203.0.113.${i + 1}`)).statusCode);
    expect(answers.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(answers.slice(6)).toEqual([429, 429]);
  });

  test('the check runs in the password-work queue sign-in uses', async () => {
    const wedding = await guardedSite();
    const before = passwordChecksRun();
    expect((await guess(wedding, SECRET, '192.0.2.77')).statusCode).toBe(200);
    expect(passwordChecksRun()).toBe(before + 1);
  });
});
