import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../../src/shared/constants';
import { bearer, countRows, expectProblem, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
let user: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server);
});
afterAll(() => server.close());

/** A sign-up JSON body of exactly `size` bytes (the first name is padded). */
function bodyOfSize(size: number): string {
  const base = { first_name: '', last_name: 'Lee', email: 'big@example.com', password: 'secret12' };
  const empty = JSON.stringify(base).length;
  const body = JSON.stringify({ ...base, first_name: 'x'.repeat(size - empty) });
  expect(Buffer.byteLength(body)).toBe(size);
  return body;
}

const json = { 'content-type': 'application/json' };

describe('JSON bodies are limited to 64 KiB', () => {
  test('one byte over is a 413 problem, and nothing is written', async () => {
    expect(JSON_BODY_LIMIT_BYTES).toBe(65536);
    const before = await countRows(server, 'users');
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      payload: bodyOfSize(JSON_BODY_LIMIT_BYTES + 1),
      headers: json,
    });
    const body = expectProblem(res, 413);
    expect(body).toEqual({
      type: 'about:blank',
      title: 'Payload Too Large',
      status: 413,
      detail: 'The request is too large.',
    });
    expect(await countRows(server, 'users')).toBe(before);
  });

  test('exactly 64 KiB is read (and then refused for its over-long name, not its size)', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      payload: bodyOfSize(JSON_BODY_LIMIT_BYTES),
      headers: json,
    });
    expectProblem(res, 400, { first_name: ['Keep this under 150 characters.'] });
  });

  test.each([
    ['POST', '/auth/token', false],
    ['POST', '/api/v1/users/exists/', false],
    ['POST', '/api/v1/users/forgot-password/', false],
    ['POST', '/api/v1/users/reset-password/', false],
    ['POST', '/api/v1/users/me/set-password/', true],
    ['PATCH', '/api/v1/users/me/profile/', true],
  ] as const)('%s %s: a 1 MB body is a 413 problem', async (method, url, auth) => {
    const payload = JSON.stringify({ email: 'a@example.com', first_name: 'y'.repeat(1024 * 1024) });
    const res = await server.app.inject({
      method,
      url,
      payload,
      headers: { ...json, ...(auth ? bearer(user.access_token) : {}) },
    });
    expectProblem(res, 413);
    expect(res.json().detail).toBe('The request is too large.');
  });

  test('the profile is unchanged after a refused oversized update', async () => {
    await server.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/profile/',
      payload: JSON.stringify({ first_name: 'z'.repeat(70_000) }),
      headers: { ...json, ...bearer(user.access_token) },
    });
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/',
      headers: bearer(user.access_token),
    });
    expect(res.json()).toEqual(user.user);
  });
});
