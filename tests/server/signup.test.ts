import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../src/server/db/schema';
import { fieldMessages } from '../../src/shared/messages';
import { bearer, countRows, expectProblem, me, PASSWORD, signUp, uniqueEmail } from './api';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signUpWith = (payload: unknown) =>
  server.app.inject({ method: 'POST', url: '/api/v1/users/', payload: payload as object });

describe('POST /api/v1/users/ (sign up)', () => {
  test('creates the user and returns a 7-day bearer token that works on /users/me/', async () => {
    const email = uniqueEmail('Bride');
    const res = await signUpWith({ first_name: 'Zoë', last_name: "O'Hara", email, password: PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      token_type: 'Bearer',
      expires_in: 604800,
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        slug: 'zoe-o-hara',
        email: email.toLowerCase(),
        // Not proven until the mailed link is followed (emailVerification.test.ts).
        email_verified: false,
        first_name: 'Zoë',
        last_name: "O'Hara",
        full_name: "Zoë O'Hara",
        image: null,
        unread_messages_count: 0,
        unread_notifications_count: 0,
      },
    });

    const profile = await me(server, body.access_token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual(body.user);

    // The password is stored hashed (argon2id), never as given.
    const [row] = await server.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  test('two people with the same name get distinct slugs derived from it', async () => {
    const first = await signUp(server, { first_name: 'Ann', last_name: 'Lee' });
    const second = await signUp(server, { first_name: 'Ann', last_name: 'Lee' });
    expect(first.user.slug).toBe('ann-lee');
    expect(second.user.slug).toBe('ann-lee-2');
    expect(second.user.id).not.toBe(first.user.id);
  });

  test('trims names and stores the email in lower case', async () => {
    const email = uniqueEmail('MiXeD');
    const res = await signUpWith({
      first_name: '  Kofi ',
      last_name: ' Mensah  ',
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ first_name: 'Kofi', last_name: 'Mensah', email: email.toLowerCase() });
  });

  test('the same email in another case is a 409 on email, and no user is added', async () => {
    const taken = await signUp(server);
    const before = await countRows(server, 'users');
    const res = await signUpWith({
      first_name: 'Other',
      last_name: 'Person',
      email: taken.email.toUpperCase(),
      password: 'another password',
    });
    expectProblem(res, 409, { email: [fieldMessages.emailTaken] });
    expect(await countRows(server, 'users')).toBe(before);
  });

  test('bad input is a 400 with every field message, and no user is added', async () => {
    const before = await countRows(server, 'users');
    const tokensBefore = await countRows(server, 'access_tokens');
    const res = await signUpWith({ first_name: ' ', email: 'nope', password: '123' });
    expectProblem(res, 400, {
      first_name: ['Field required.'],
      last_name: ['Field required.'],
      email: ['Valid email required.'],
      password: ['Password should be at least 6 characters'],
    });
    expect(await countRows(server, 'users')).toBe(before);
    expect(await countRows(server, 'access_tokens')).toBe(tokensBefore);
  });

  test('the token of a sign up is a real session: another user cannot be reached with a made-up one', async () => {
    const user = await signUp(server);
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/',
      headers: bearer(`${user.access_token}x`),
    });
    expectProblem(res, 401);
  });
});
