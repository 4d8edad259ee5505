import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fieldMessages } from '../../src/shared/messages';
import { bearer, expectProblem, login, mailText, PASSWORD, resetTokenFrom, signUp, uniqueEmail } from './api';
import { startTestServer, type TestServer } from './helper';

// Issue 32: after an email change, a reset link mailed to the old address still worked, so whoever holds the old
// mailbox could take the account back. Confirming a new address now voids every reset, verification and
// email-change link out, and tells the signed-in owner how many other devices are signed in, to offer signing them out.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (url: string, payload: object, token?: string) =>
  server.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });

const linkIn = async (to: string, pattern: RegExp) => {
  const texts = (await server.mails()).filter((m) => m.includes(`To: ${to}`)).map(mailText);
  const match = texts
    .map((t) => pattern.exec(t))
    .filter(Boolean)
    .at(-1);
  expect(match, `no such link mailed to ${to}`).toBeInstanceOf(Array);
  return decodeURIComponent(match![1]!);
};

describe('confirming a new email', () => {
  test('voids the reset link mailed to the old address and the verification link, and offers to sign out others', async () => {
    const ann = await signUp(server);
    const oldEmail = ann.email;
    expect((await login(server, oldEmail, PASSWORD)).statusCode).toBe(200);
    const verification = await linkIn(oldEmail, /\/verify-email\?token=([A-Za-z0-9_%-]+)/);
    await post('/api/v1/users/forgot-password/', { email: oldEmail });
    const resetMail = (await server.mails()).filter((m) => m.includes(`To: ${oldEmail}`)).at(-1)!;
    const reset = resetTokenFrom(resetMail);

    const next = uniqueEmail('moved');
    expect(
      (await post('/api/v1/users/me/email/', { email: next, password: PASSWORD }, ann.access_token)).statusCode,
    ).toBe(202);
    const confirm = await linkIn(next, /confirm_email=([A-Za-z0-9_%-]+)/);
    const confirmed = await post('/api/v1/users/email/confirm/', { token: confirm }, ann.access_token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: next, other_sessions: 1 });

    expectProblem(await post('/api/v1/users/reset-password/', { token: reset, password: 'taken back!!' }), 400, {
      token: [fieldMessages.resetTokenInvalid],
    });
    expect((await post('/api/v1/users/verify-email/', { token: verification })).statusCode).toBe(400);
    // The password is still the owner's.
    expect((await login(server, next, PASSWORD)).statusCode).toBe(200);
  });

  test('signed out, the confirmation says nothing of the devices', async () => {
    const bea = await signUp(server);
    const next = uniqueEmail('moved');
    await post('/api/v1/users/me/email/', { email: next, password: PASSWORD }, bea.access_token);
    const confirm = await linkIn(next, /confirm_email=([A-Za-z0-9_%-]+)/);
    expect((await post('/api/v1/users/email/confirm/', { token: confirm })).json()).toEqual({ email: next });
  });
});
