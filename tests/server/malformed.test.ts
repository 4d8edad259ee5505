import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, countRows, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';

// No input a client can send turns into a 500: every malformed body is a 4xx problem+json.

let server: TestServer;
let user: SignedUp;
beforeAll(async () => {
  server = await startTestServer({
    LOGIN_LIMIT_PER_IP: '100000',
    LOGIN_FAILURE_LIMIT_PER_EMAIL: '100000',
    FORGOT_LIMIT_PER_IP: '100000',
    FORGOT_LIMIT_PER_EMAIL: '100000',
  });
  user = await signUp(server);
});
afterAll(() => server.close());

interface Endpoint {
  method: 'POST' | 'PATCH' | 'GET';
  url: string;
  auth: boolean;
  fields: string[];
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', url: '/api/v1/users/', auth: false, fields: ['first_name', 'last_name', 'email', 'password'] },
  { method: 'POST', url: '/auth/token', auth: false, fields: ['email', 'password'] },
  // Without a token, so a body that happened to parse could never end the test user's session.
  { method: 'POST', url: '/auth/revoke', auth: false, fields: [] },
  { method: 'POST', url: '/api/v1/users/exists/', auth: false, fields: ['email'] },
  { method: 'POST', url: '/api/v1/users/slug-exists/', auth: false, fields: ['slug'] },
  { method: 'POST', url: '/api/v1/users/forgot-password/', auth: false, fields: ['email'] },
  { method: 'POST', url: '/api/v1/users/reset-password/', auth: false, fields: ['token', 'password'] },
  { method: 'POST', url: '/api/v1/users/me/set-password/', auth: true, fields: ['old_password', 'new_password'] },
  { method: 'PATCH', url: '/api/v1/users/me/profile/', auth: true, fields: ['first_name', 'last_name'] },
  { method: 'POST', url: '/api/v1/users/me/photo/', auth: true, fields: ['photo'] },
];

const HUGE = 'x'.repeat(60_000);
// An email that makes a naive email pattern backtrack for seconds.
const BACKTRACKING_EMAIL = `a@${'.'.repeat(60_000)}@`;

/** Raw bodies, all sent as application/json unless a content type is given. */
function bodies(fields: string[]): [string, string, string?][] {
  const all = (value: unknown) => JSON.stringify(Object.fromEntries(fields.map((f) => [f, value])));
  return [
    ['invalid JSON', '{"email": '],
    ['not JSON at all', 'hello there'],
    ['an empty body', ''],
    ['null', 'null'],
    ['an empty array', '[]'],
    ['an array of objects', '[{"email":"a@example.com"}]'],
    ['a number', '42'],
    ['a string', '"a@example.com"'],
    ['true', 'true'],
    ['a __proto__ key', '{"__proto__":{"isAdmin":true}}'],
    ['a constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}'],
    ['numbers for strings', all(12345678)],
    ['nulls for strings', all(null)],
    ['booleans for strings', all(false)],
    ['arrays for strings', all(['a@example.com'])],
    ['objects for strings', all({ $gt: '' })],
    ['huge strings', all(HUGE)],
    ['a backtracking email', all(BACKTRACKING_EMAIL)],
    ['unicode noise', all('\u0000\ud800\uffff\u202e')],
    ['NUL inside a plausible value', all('ann\u0000lee@example.com')],
    ['deeply nested arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['a form body', 'email=a%40example.com&password=secret1', 'application/x-www-form-urlencoded'],
    ['plain text', 'email: a@example.com', 'text/plain'],
    ['multipart without a boundary', '--x\r\n\r\n', 'multipart/form-data'],
    [
      'multipart with a broken part',
      '--b\r\nContent-Disposition: form-data\r\n\r\nzz',
      'multipart/form-data; boundary=b',
    ],
    ['a bogus content type', '{}', 'application/json; charset=klingon'],
  ];
}

describe.each(ENDPOINTS)('$method $url', (endpoint) => {
  test.each(bodies(endpoint.fields))('%s → 4xx problem', async (_name, payload, contentType = 'application/json') => {
    const res = await server.app.inject({
      method: endpoint.method,
      url: endpoint.url,
      payload,
      headers: { 'content-type': contentType, ...(endpoint.auth ? bearer(user.access_token) : {}) },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = res.json();
    expect(body).toMatchObject({ type: 'about:blank', status: res.statusCode, title: expect.any(String) });
    expect(body.detail).toEqual(expect.any(String));
    // Nothing from inside the server leaks into the answer.
    expect(res.body).not.toMatch(/stack|node_modules|\.ts:\d|SELECT|INSERT|drizzle|postgres/i);
  });
});

test('nothing was written, and the test user still works, after all that', async () => {
  expect(await countRows(server, 'users')).toBe(1);
  expect(await countRows(server, 'media')).toBe(0);
  const res = await server.app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: bearer(user.access_token) });
  expect(res.json()).toEqual(user.user);
});

test('no JSON body at all (no content type) is a 4xx problem on every endpoint', async () => {
  for (const endpoint of ENDPOINTS) {
    const res = await server.app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers: endpoint.auth ? bearer(user.access_token) : {},
    });
    expect([400, 401, 415], `${endpoint.url}: ${res.body}`).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  }
});
