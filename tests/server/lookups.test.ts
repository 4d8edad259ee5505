import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUp } from './api';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
let email: string;
beforeAll(async () => {
  server = await startTestServer();
  email = (await signUp(server, { first_name: 'Ann', last_name: 'Lee' })).email;
  await signUp(server, { first_name: 'Ann', last_name: 'Lee' }); // takes ann-lee-2
});
afterAll(() => server.close());

const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });

describe('POST /api/v1/users/exists/', () => {
  test('true for a known email in any case, false for an unknown one', async () => {
    const known = await post('/api/v1/users/exists/', { email: email.toUpperCase() });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ exists: true });
    const unknown = await post('/api/v1/users/exists/', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ exists: false });
  });
});

describe('POST /api/v1/users/slug-exists/', () => {
  test('a free slug is available and comes back as given', async () => {
    const res = await post('/api/v1/users/slug-exists/', { slug: 'kofi-mensah' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_available: true, slug: 'kofi-mensah' });
  });

  test('free text is turned into its slug', async () => {
    const res = await post('/api/v1/users/slug-exists/', { slug: '  Zoë  & Kofi ' });
    expect(res.json()).toEqual({ is_available: true, slug: 'zoe-kofi' });
  });

  test('a taken slug is not available, and the next free one is suggested', async () => {
    const res = await post('/api/v1/users/slug-exists/', { slug: 'ann-lee' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_available: false, slug: 'ann-lee-3' });
    const asName = await post('/api/v1/users/slug-exists/', { slug: 'Ann Lee' });
    expect(asName.json()).toEqual({ is_available: false, slug: 'ann-lee-3' });
  });

  test('text with no letters or digits is not a usable slug', async () => {
    const res = await post('/api/v1/users/slug-exists/', { slug: '!!!' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.is_available).toBe(false);
    expect(body.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
