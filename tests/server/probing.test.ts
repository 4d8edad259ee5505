import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fieldMessages } from '../../src/shared/messages';
import { expectProblem, signUp } from './api';
import { startTestServer, type TestServer } from './helper';

// Issue 32: what one can learn or plant without an account. The spec's "does this email have an account" lookup is
// counted per address like sign-up, and an email that is an address list or carries a display name is refused, so a
// mail meant for one person cannot go to another.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ EXISTS_LIMIT_PER_IP: '3' });
});
afterAll(() => server.close());

const exists = (email: string, remoteAddress: string) =>
  server.app.inject({ method: 'POST', url: '/api/v1/users/exists/', payload: { email }, remoteAddress });

describe('POST /api/v1/users/exists/', () => {
  test('sweeping a list of addresses from one client stops with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await exists(`sweep-${i}@example.com`, '198.51.100.40')).json()).toEqual({ exists: false });
    }
    const refused = await exists('sweep-4@example.com', '198.51.100.40');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is counted on its own.
    expect((await exists('someone@example.com', '198.51.100.41')).statusCode).toBe(200);
  });
});

describe('the shared email rule', () => {
  test.each(['a,b@x.test', '"boss"<x@evil.test>', 'boss <x@evil.test>', 'x@evil.test>', 'a;b@x.test'])(
    'refuses %s at sign-up',
    async (email) => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v1/users/',
        payload: { first_name: 'Eve', last_name: 'Lee', email, password: 'a long enough password' },
        remoteAddress: '198.51.100.50',
      });
      expectProblem(res, 400, { email: [fieldMessages.emailInvalid] });
    },
  );

  test('an ordinary address still passes', async () => {
    const { user } = await signUp(server, { email: "o'neil+tag@sub.example.co.uk" });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/v1/rsvp/{token}/', () => {
  test('is never stored by a cache, like its HTML page', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/rsvp/made-up-token/' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
