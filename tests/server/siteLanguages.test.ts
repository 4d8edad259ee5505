import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Wedding } from '../../src/shared/weddings';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { call, setUpWedding } from './weddingsSupport';

// Issue 39's foundation: the site's languages, the language each page speaks, its address, hreflang and direction.

let server: TestServer;
let couple: SignedUp;
let wedding: Wedding;
beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server);
  wedding = await setUpWedding(server, couple.access_token);
  const res = await call(server, couple.access_token, 'PATCH', `/api/v1/accounts/${wedding.id}/website/`, {
    site_active: true,
    languages: ['en', 'pt', 'he'],
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().languages).toEqual(['en', 'pt', 'he']);
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('the site’s languages', () => {
  test('each language has its address, with hreflang links to the others and the default', async () => {
    const pt = await get(`/w/${wedding.slug}/pt`);
    expect(pt.statusCode).toBe(200);
    expect(pt.body).toContain('<html lang="pt">');
    expect(pt.body).toContain('Feito com Vowline');
    expect(pt.body).toContain('aria-label="Secções"');
    for (const code of ['en', 'pt', 'he']) {
      expect(pt.body).toContain(
        `<link rel="alternate" hreflang="${code}" href="http://localhost:3000/w/${wedding.slug}/${code}">`,
      );
    }
    expect(pt.body).toContain(`hreflang="x-default" href="http://localhost:3000/w/${wedding.slug}"`);
    expect(pt.body).toContain(`<link rel="canonical" href="http://localhost:3000/w/${wedding.slug}/pt">`);
    // Following a language's address remembers it, for the site's pages without one.
    expect(String(pt.headers['set-cookie'])).toContain('vl_lang=pt; Path=/');
    expect(pt.body).toContain('aria-current="page">Português</a>');
  });

  test('Hebrew is laid out right to left', async () => {
    const he = await get(`/w/${wedding.slug}/he`);
    expect(he.body).toContain('<html lang="he" dir="rtl">');
    expect(he.body).toContain('נבנה ב-Vowline');
  });

  test('without one in the address: the cookie, then Accept-Language, then the default', async () => {
    const plain = `/w/${wedding.slug}`;
    expect((await get(plain, { cookie: 'vl_lang=he', 'accept-language': 'pt' })).body).toContain('<html lang="he"');
    expect((await get(plain, { 'accept-language': 'fr, pt-BR;q=0.9' })).body).toContain('<html lang="pt"');
    expect((await get(plain, { 'accept-language': 'fr' })).body).toContain('<html lang="en"');
    expect((await get(plain)).headers.vary).toContain('Accept-Language');
  });

  test('a language the site does not speak is a 404; a bad list is a 400', async () => {
    expect((await get(`/w/${wedding.slug}/fr`)).statusCode).toBe(404);
    expect((await get(`/w/${wedding.slug}/xx`)).statusCode).toBe(404);
    for (const languages of [[], ['en', 'en'], ['en', 'pt', 'he', 'ar', 'fr'], ['klingon']]) {
      const res = await call(server, couple.access_token, 'PATCH', `/api/v1/accounts/${wedding.id}/website/`, {
        languages,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  test('the find-your-invitation page speaks the guest’s language', async () => {
    const page = await get(`/w/${wedding.slug}/rsvp`, { cookie: 'vl_lang=pt' });
    expect(page.body).toContain('O seu nome e apelido');
    const refused = await server.app.inject({
      method: 'POST',
      url: `/w/${wedding.slug}/rsvp`,
      payload: 'name=Nobody%20Here',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'he' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain('<html lang="he" dir="rtl">');
    expect(refused.body).toContain('לא מצאנו הזמנה');
  });
});
