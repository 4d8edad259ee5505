import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, countRows, expectProblem, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';

// Spec section 5: every endpoint that takes a text, email or password input answers a bad one with the
// spec's exact message for that field, one message per field.

const FIELD_REQUIRED = 'Field required.';
const EMAIL_REQUIRED = 'Email required.';
const EMAIL_INVALID = 'Valid email required.';
const PASSWORD_REQUIRED = 'Password required.';
const PASSWORD_SHORT = 'Password should be at least 6 characters';
// PostgreSQL text cannot hold NUL, so a value carrying one is bad input rather than a database error.
const NUL = 'Remove the invisible control character.';

type Kind = 'text' | 'email' | 'password' | 'presence';

// [value sent (undefined = field left out), expected message]
const CASES: Record<Kind, [unknown, string][]> = {
  text: [
    [undefined, FIELD_REQUIRED],
    ['', FIELD_REQUIRED],
    ['   ', FIELD_REQUIRED],
    [null, FIELD_REQUIRED],
    [42, FIELD_REQUIRED],
    ['x'.repeat(151), 'Keep this under 150 characters.'],
    ['An\u0000n', NUL],
  ],
  email: [
    [undefined, EMAIL_REQUIRED],
    ['', EMAIL_REQUIRED],
    ['   ', EMAIL_REQUIRED],
    [null, EMAIL_REQUIRED],
    [12345, EMAIL_REQUIRED],
    ['ann', EMAIL_INVALID],
    ['ann@', EMAIL_INVALID],
    ['ann@example', EMAIL_INVALID],
    ['@example.com', EMAIL_INVALID],
    ['ann lee@example.com', EMAIL_INVALID],
    [`${'a'.repeat(250)}@example.com`, EMAIL_INVALID],
    // Too long and no pattern either: one message, the pattern never runs on it.
    ['a'.repeat(300), EMAIL_INVALID],
    ['a\u0000n@example.com', NUL],
  ],
  password: [
    [undefined, PASSWORD_REQUIRED],
    ['', PASSWORD_REQUIRED],
    [null, PASSWORD_REQUIRED],
    [123456, PASSWORD_REQUIRED],
    ['1', PASSWORD_SHORT],
    ['12345', PASSWORD_SHORT],
    ['secret\u0000pass', NUL],
  ],
  // Where only presence is checked (login, the old password), so a short password gets no hint.
  presence: [
    [undefined, PASSWORD_REQUIRED],
    ['', PASSWORD_REQUIRED],
    [null, PASSWORD_REQUIRED],
    ['secret\u0000pass', NUL],
  ],
};

interface Endpoint {
  name: string;
  method: 'POST' | 'PATCH';
  url: string;
  auth?: boolean;
  valid: Record<string, string>;
  fields: Record<string, Kind>;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'sign up',
    method: 'POST',
    url: '/api/v1/users/',
    valid: { first_name: 'Ann', last_name: 'Lee', email: 'new@example.com', password: 'secret12' },
    fields: { first_name: 'text', last_name: 'text', email: 'email', password: 'password' },
  },
  {
    name: 'login',
    method: 'POST',
    url: '/auth/token',
    valid: { email: 'ann@example.com', password: 'secret1' },
    fields: { email: 'email', password: 'presence' },
  },
  {
    name: 'exists',
    method: 'POST',
    url: '/api/v1/users/exists/',
    valid: { email: 'ann@example.com' },
    fields: { email: 'email' },
  },
  {
    name: 'slug-exists',
    method: 'POST',
    url: '/api/v1/users/slug-exists/',
    valid: { slug: 'ann-lee' },
    fields: { slug: 'text' },
  },
  {
    name: 'forgot-password',
    method: 'POST',
    url: '/api/v1/users/forgot-password/',
    valid: { email: 'ann@example.com' },
    fields: { email: 'email' },
  },
  {
    name: 'reset-password',
    method: 'POST',
    url: '/api/v1/users/reset-password/',
    valid: { token: 'some-token', password: 'secret12' },
    fields: { token: 'text', password: 'password' },
  },
  {
    name: 'set-password',
    method: 'POST',
    url: '/api/v1/users/me/set-password/',
    auth: true,
    valid: { old_password: 'secret1', new_password: 'secret2' },
    fields: { old_password: 'presence', new_password: 'password' },
  },
];

let server: TestServer;
let user: SignedUp;
beforeAll(async () => {
  // High limits: this file sends many requests from one address on purpose.
  server = await startTestServer({
    LOGIN_LIMIT_PER_IP: '100000',
    LOGIN_FAILURE_LIMIT_PER_EMAIL: '100000',
    FORGOT_LIMIT_PER_IP: '100000',
    FORGOT_LIMIT_PER_EMAIL: '100000',
  });
  user = await signUp(server);
});
afterAll(() => server.close());

const send = (e: Pick<Endpoint, 'method' | 'url' | 'auth'>, payload: unknown) =>
  server.app.inject({
    method: e.method,
    url: e.url,
    payload: payload as object,
    headers: e.auth ? bearer(user.access_token) : {},
  });

describe.each(ENDPOINTS)('$name: each bad field gets its exact message', (endpoint) => {
  const rows = Object.entries(endpoint.fields).flatMap(([field, kind]) =>
    CASES[kind].map(([value, message]) => ({ field, value, message, shown: JSON.stringify(value) ?? 'missing' })),
  );
  test.each(rows)('$field = $shown → $message', async ({ field, value, message }) => {
    const payload: Record<string, unknown> = { ...endpoint.valid };
    if (value === undefined) delete payload[field];
    else payload[field] = value;
    const body = expectProblem(await send(endpoint, payload), 400, { [field]: [message] });
    expect(body.title).toBe('Bad Request');
  });
});

describe('all bad fields at once are reported together', () => {
  test('sign up with an empty object names every field', async () => {
    const before = await countRows(server, 'users');
    expectProblem(await send(ENDPOINTS[0]!, {}), 400, {
      first_name: [FIELD_REQUIRED],
      last_name: [FIELD_REQUIRED],
      email: [EMAIL_REQUIRED],
      password: [PASSWORD_REQUIRED],
    });
    expect(await countRows(server, 'users')).toBe(before);
  });

  test('reset-password with an empty object names token and password', async () => {
    expectProblem(await send(ENDPOINTS[5]!, {}), 400, { token: [FIELD_REQUIRED], password: [PASSWORD_REQUIRED] });
  });
});

describe('profile: each field is optional, but one given must be filled in', () => {
  const profile = { method: 'PATCH' as const, url: '/api/v1/users/me/profile/', auth: true };
  test.each(['first_name', 'last_name'])('%s blank, whitespace, null or a number → Field required.', async (field) => {
    for (const value of ['', '   ', null, 7]) {
      expectProblem(await send(profile, { [field]: value }), 400, { [field]: [FIELD_REQUIRED] });
    }
    expectProblem(await send(profile, { [field]: 'y'.repeat(151) }), 400, {
      [field]: ['Keep this under 150 characters.'],
    });
    expectProblem(await send(profile, { [field]: 'Ann\u0000' }), 400, { [field]: [NUL] });
  });

  test('an empty change is refused as a whole', async () => {
    expectProblem(await send(profile, {}), 400, { non_field_errors: [FIELD_REQUIRED] });
  });

  test('a refused change leaves the profile as it was', async () => {
    expectProblem(await send(profile, { first_name: 'Changed', last_name: '' }), 400, {
      last_name: [FIELD_REQUIRED],
    });
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/',
      headers: bearer(user.access_token),
    });
    expect(res.json()).toMatchObject({ first_name: 'Ann', last_name: 'Lee' });
  });
});
