import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fieldMessages } from '../../src/shared/messages';
import { countRows, expectProblem, login, me, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
let user: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server, { first_name: 'Lola', last_name: 'Adeyemi' });
});
afterAll(() => server.close());

describe('POST /auth/token (log in)', () => {
  test('the right password gives a new 7-day bearer token for that user', async () => {
    const res = await login(server, user.email, user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      token_type: 'Bearer',
      expires_in: 604800,
      user: user.user,
    });
    expect(body.access_token).not.toBe(user.access_token);
    const profile = await me(server, body.access_token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().id).toBe(user.user.id);
  });

  test('the email is matched in any case', async () => {
    const res = await login(server, `  ${user.email.toUpperCase()}`, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.user.id);
  });

  test('a wrong password and an unknown email get the same 400, with no hint which', async () => {
    const tokensBefore = await countRows(server, 'access_tokens');
    const wrongPassword = await login(server, user.email, 'not the password');
    const unknownEmail = await login(server, 'nobody-here@example.com', user.password);
    const shortPassword = await login(server, user.email, 'abc');
    const expected = { non_field_errors: [fieldMessages.wrongCredentials] };
    const a = expectProblem(wrongPassword, 400, expected);
    const b = expectProblem(unknownEmail, 400, expected);
    const c = expectProblem(shortPassword, 400, expected);
    expect(a.detail).toBe('Email or password is incorrect.');
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(await countRows(server, 'access_tokens')).toBe(tokensBefore);
  });

  test('the password is case-sensitive', async () => {
    expectProblem(await login(server, user.email, user.password.toUpperCase()), 400, {
      non_field_errors: [fieldMessages.wrongCredentials],
    });
  });
});
