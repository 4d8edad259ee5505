import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../src/server/db/schema';
import { fieldMessages } from '../../src/shared/messages';
import { bearer, expectProblem, login, me, signUp } from './api';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const patchProfile = (token: string, payload: object) =>
  server.app.inject({ method: 'PATCH', url: '/api/v1/users/me/profile/', payload, headers: bearer(token) });
const setPassword = (token: string, payload: object) =>
  server.app.inject({ method: 'POST', url: '/api/v1/users/me/set-password/', payload, headers: bearer(token) });

describe('PATCH /api/v1/users/me/profile/', () => {
  test('changes only the given names, keeps the slug, and the change is stored', async () => {
    const user = await signUp(server, { first_name: 'Ama', last_name: 'Owusu' });
    const res = await patchProfile(user.access_token, { first_name: '  Amma ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...user.user, first_name: 'Amma', full_name: 'Amma Owusu' });

    const both = await patchProfile(user.access_token, { first_name: 'Amma', last_name: 'Boateng' });
    expect(both.json()).toMatchObject({ first_name: 'Amma', last_name: 'Boateng', slug: 'ama-owusu' });
    expect((await me(server, user.access_token)).json()).toEqual(both.json());
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row).toMatchObject({ firstName: 'Amma', lastName: 'Boateng', slug: 'ama-owusu' });
  });

  test('unknown fields cannot change anything else', async () => {
    const user = await signUp(server);
    const res = await patchProfile(user.access_token, {
      first_name: 'Ann',
      email: 'hijack@example.com',
      slug: 'admin',
      image: '/media/x',
      unread_messages_count: 99,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(user.user);
  });

  test('needs a token', async () => {
    expectProblem(
      await server.app.inject({ method: 'PATCH', url: '/api/v1/users/me/profile/', payload: { first_name: 'X' } }),
      401,
    );
  });
});

describe('POST /api/v1/users/me/set-password/', () => {
  test('a wrong old password is a 400 on old_password and changes nothing', async () => {
    const user = await signUp(server);
    const other = (await login(server, user.email, user.password)).json().access_token as string;
    const [before] = await server.database.db.select().from(users).where(eq(users.id, user.user.id));
    const res = await setPassword(user.access_token, { old_password: 'not it!', new_password: 'brand new pass' });
    expectProblem(res, 400, { old_password: [fieldMessages.wrongOldPassword] });
    const [after] = await server.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect((await me(server, other)).statusCode).toBe(200);
  });

  test('success keeps the current token, revokes the others, and only the new password logs in', async () => {
    const user = await signUp(server);
    const other = (await login(server, user.email, user.password)).json().access_token as string;
    const res = await setPassword(user.access_token, { old_password: user.password, new_password: 'brand new pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Your password has been changed.' });

    expect((await me(server, user.access_token)).statusCode).toBe(200);
    expectProblem(await me(server, other), 401);
    expect((await login(server, user.email, 'brand new pass')).statusCode).toBe(200);
    expectProblem(await login(server, user.email, user.password), 400);
  });

  test('needs a token', async () => {
    expectProblem(
      await server.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/set-password/',
        payload: { old_password: 'whatever', new_password: 'whatever2' },
      }),
      401,
    );
  });
});
