import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { passwordResets, users } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/lib/tokens';
import { fieldMessages } from '../../src/shared/messages';
import { countRows, expectProblem, login, mailText, me, resetTokenFrom, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ FORGOT_LIMIT_PER_IP: '1000', FORGOT_LIMIT_PER_EMAIL: '1000' });
});
afterAll(() => server.close());

const forgot = (email: string) =>
  server.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password/', payload: { email } });
const reset = (token: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/v1/users/reset-password/', payload: { token, password } });
const passwordHashOf = async (user: SignedUp) =>
  (await server.database.db.select().from(users).where(eq(users.id, user.user.id)))[0]!.passwordHash;

const FORGOT_REPLY = { detail: 'If an account exists for that email, we sent a link to reset its password.' };

/** Asks for a reset link for `user` and returns the token read from the mail it gets. */
async function requestReset(user: SignedUp): Promise<string> {
  const before = (await server.mails()).length;
  const res = await forgot(user.email.toUpperCase());
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(FORGOT_REPLY);
  const mails = await server.mails();
  expect(mails).toHaveLength(before + 1);
  return resetTokenFrom(mails.at(-1)!);
}

describe('forgot password', () => {
  test('an unknown email gets the same 200 and no mail is written', async () => {
    const before = (await server.mails()).length;
    const res = await forgot('nobody-at-all@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FORGOT_REPLY);
    expect(await server.mails()).toHaveLength(before);
    expect(await countRows(server, 'password_resets')).toBe(0);
  });

  test('a known email gets a mail to that address with a one-hour /set-password link', async () => {
    const user = await signUp(server, { first_name: 'Nia', last_name: 'Kamau' });
    const token = await requestReset(user);
    const eml = (await server.mails()).at(-1)!;
    expect(eml).toMatch(new RegExp(`^To: ${user.email}$`, 'mi'));
    expect(eml).toMatch(/^Subject: Reset your Vowline password$/m);
    const text = mailText(eml);
    expect(text).toContain('Hello Nia,');
    expect(text).toContain(`http://localhost:3000/set-password?token=${encodeURIComponent(token)}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    // Only the hash is kept, and it expires in an hour.
    const [row] = await server.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(row!.userId).toBe(user.user.id);
    expect(row!.usedAt).toBeNull();
    expect(Math.abs(row!.expiresAt.getTime() - Date.now() - 3600_000)).toBeLessThan(10_000);
  });
});

describe('reset password', () => {
  test('the mailed token sets a new password once, and revokes every access token', async () => {
    const user = await signUp(server);
    const second = (await login(server, user.email, user.password)).json().access_token as string;
    const token = await requestReset(user);

    const res = await reset(token, 'fresh password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Your password has been reset. You can sign in now.' });

    expect((await login(server, user.email, 'fresh password')).statusCode).toBe(200);
    expectProblem(await login(server, user.email, user.password), 400, {
      non_field_errors: [fieldMessages.wrongCredentials],
    });
    expectProblem(await me(server, user.access_token), 401);
    expectProblem(await me(server, second), 401);

    // The same link a second time is refused and changes nothing.
    const hash = await passwordHashOf(user);
    expectProblem(await reset(token, 'third password'), 400, { token: [fieldMessages.resetTokenInvalid] });
    expect(await passwordHashOf(user)).toBe(hash);
    expect((await login(server, user.email, 'fresh password')).statusCode).toBe(200);
  });

  test('an expired token is refused, and the password stays as it was', async () => {
    const user = await signUp(server);
    const token = await requestReset(user);
    await server.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const hash = await passwordHashOf(user);

    expectProblem(await reset(token, 'fresh password'), 400, { token: [fieldMessages.resetTokenInvalid] });
    expect(await passwordHashOf(user)).toBe(hash);
    expect((await me(server, user.access_token)).statusCode).toBe(200);
    expect((await login(server, user.email, user.password)).statusCode).toBe(200);
  });

  test('a made-up token is refused and no password changes', async () => {
    const user = await signUp(server);
    const hash = await passwordHashOf(user);
    expectProblem(await reset('made-up-token', 'fresh password'), 400, { token: [fieldMessages.resetTokenInvalid] });
    expect(await passwordHashOf(user)).toBe(hash);
  });

  test('a bad new password is refused before the token is used up', async () => {
    const user = await signUp(server);
    const token = await requestReset(user);
    expectProblem(await reset(token, '12345'), 400, { password: ['Password should be at least 6 characters'] });
    expect((await reset(token, 'long enough')).statusCode).toBe(200);
  });

  test('using one link ends every other link still out for that user', async () => {
    const user = await signUp(server);
    const first = await requestReset(user);
    const second = await requestReset(user);
    expect(second).not.toBe(first);
    expect((await reset(second, 'second password')).statusCode).toBe(200);
    expectProblem(await reset(first, 'first password'), 400, { token: [fieldMessages.resetTokenInvalid] });
    expect((await login(server, user.email, 'second password')).statusCode).toBe(200);
  });

  test('changing the password while signed in ends the links still out', async () => {
    const user = await signUp(server);
    const token = await requestReset(user);
    const changed = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/set-password/',
      headers: { authorization: `Bearer ${user.access_token}` },
      payload: { old_password: user.password, new_password: 'changed password' },
    });
    expect(changed.statusCode).toBe(200);
    expectProblem(await reset(token, 'attacker password'), 400, { token: [fieldMessages.resetTokenInvalid] });
    expect((await login(server, user.email, 'changed password')).statusCode).toBe(200);
  });
});

describe('checking a reset link when its page opens', () => {
  const check = (token: unknown) =>
    server.app.inject({ method: 'POST', url: '/api/v1/users/reset-password/check/', payload: { token } });

  test('a live link works; once spent it is refused before any password is typed', async () => {
    const user = await signUp(server);
    const token = await requestReset(user);
    expect((await check(token)).json()).toEqual({ detail: 'This reset link works.' });
    expect((await reset(token, 'brand-new-secret-9')).statusCode).toBe(200);
    expectProblem(await check(token), 400, { token: [fieldMessages.resetTokenInvalid] });
    expectProblem(await check('not-a-real-token'), 400, { token: [fieldMessages.resetTokenInvalid] });
    expectProblem(await check(''), 400, { token: [fieldMessages.required] });
  });
});
