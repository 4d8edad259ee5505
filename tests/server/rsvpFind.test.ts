import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Household } from '../../src/shared/site';
import type { Wedding } from '../../src/shared/weddings';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { call, setUpWedding } from './weddingsSupport';

// "Find your invitation" on the public site (issue 35): forgiving name matching, the couple's question, the limit.

let server: TestServer;
let couple: SignedUp;
let wedding: Wedding;
const tokens: Record<string, string> = {};

const asCouple = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  call(server, couple.access_token, method, url, body);
const api = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;

beforeAll(async () => {
  server = await startTestServer({ RSVP_FIND_LIMIT_PER_IP: '1000' });
  couple = await signUp(server);
  wedding = await setUpWedding(server, couple.access_token);
  const site = await asCouple('PATCH', api('website/'), { site_active: true, rsvp_question: 'none' });
  expect(site.statusCode, site.body).toBe(200);
  const households: [string, string | null, { name: string; email?: string }[]][] = [
    ['The Parks', 'SW1A 1AA', [{ name: 'Christopher Park', email: 'chris@example.com' }, { name: 'Dana Park' }]],
    ['The Silvas', null, [{ name: 'Ana Maria Gonçalves Silva' }]],
    ['Zoë', null, [{ name: 'Zoë Müller-Lüdenscheidt' }]],
    ['The Hartleys', null, [{ name: 'Margaret Hartley' }]],
    ['The Okafors', null, [{ name: 'Chloe Okafor' }]],
    ['The Other Okafors', null, [{ name: 'Chioma Okafor' }]],
    ['Sam Lee (bride’s side)', null, [{ name: 'Sam Lee', email: 'sam.a@example.com' }]],
    ['Sam Lee (groom’s side)', null, [{ name: 'Samantha Lee', email: 'sam.b@example.com' }]],
  ];
  for (const [name, postcode, guests] of households) {
    const res = await asCouple('POST', api('households/'), { name, postcode, guests });
    expect(res.statusCode, res.body).toBe(201);
    tokens[name] = (res.json() as Household).rsvp_url.split('/rsvp/')[1]!;
  }
});
afterAll(() => server.close());

const find = (body: Record<string, string>, ip = '10.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: `/w/${wedding.slug}/rsvp`,
    payload: new URLSearchParams(body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });

/** Where the name leads: the household it opens, or the status of the page that says why not. */
async function lookUp(name: string, answer?: string): Promise<string | number> {
  const res = await find(answer === undefined ? { name } : { name, answer });
  if (res.statusCode === 303) {
    const token = String(res.headers.location).split('/rsvp/')[1];
    return Object.keys(tokens).find((k) => tokens[k] === token) ?? 'unknown';
  }
  return res.statusCode;
}

describe('finding an invitation by name', () => {
  test('the site has RSVP in its menu, and the page asks for a name', async () => {
    const site = await server.app.inject({ method: 'GET', url: `/w/${wedding.slug}` });
    expect(site.body).toContain(`href="/w/${wedding.slug}/rsvp">RSVP</a>`);
    const page = await server.app.inject({ method: 'GET', url: `/w/${wedding.slug}/rsvp` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your first and last name');
    expect(page.body).not.toContain('<script');
  });

  test.each([
    ['Christopher Park', 'The Parks'],
    ['christopher park', 'The Parks'],
    ['CHRIS PARK', 'The Parks'],
    ['Chris Park', 'The Parks'],
    ['Kit Park', 'The Parks'],
    ['Christopher Parkk', 'The Parks'],
    ['Christophr Prak', 'The Parks'],
    ['Ana Silva', 'The Silvas'],
    ['Ana Goncalves Silva', 'The Silvas'],
    ['Anna Silva', 'The Silvas'],
    ['Ana Sliva', 'The Silvas'],
    ['Ana Maria Gonçalves Silva', 'The Silvas'],
    ['zoe muller-ludenscheidt', 'Zoë'],
    ['Zoe Ludenscheidt', 'Zoë'],
    ['Maggie Hartley', 'The Hartleys'],
    ['Peggy Hartly', 'The Hartleys'],
    ['Chloe Okafor', 'The Okafors'],
    ['Chlo Okafor', 'The Okafors'],
    ['Chioma Okafor', 'The Other Okafors'],
    ['Sam Lee', 'Sam Lee (bride’s side)'],
  ])('%s finds %s', async (name, household) => {
    expect(await lookUp(name)).toBe(household);
  });

  test.each([
    ['Christina Park', 404],
    ['Dan Smith', 404],
    ['Bob Silva', 404],
    ['Margaret Hart', 404],
    ['Park', 400],
    ['', 400],
    ['Chris Okafor', 404],
    ['Sammy Lee', 409],
  ])('%s finds nobody (%i)', async (name, status) => {
    expect(await lookUp(name)).toBe(status);
  });
});

describe('the couple’s question', () => {
  test('with "their email", the name asks for it and only the household’s own opens the invitation', async () => {
    await asCouple('PATCH', api('website/'), { rsvp_question: 'email' });
    const asked = await find({ name: 'Chris Park' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Your email address');
    expect(asked.body).not.toContain(tokens['The Parks']!);
    expect(await lookUp('Chris Park', 'someone@example.com')).toBe(403);
    expect(await lookUp('Chris Park', ' Chris@Example.com ')).toBe('The Parks');
    // A household with no email on the list cannot be opened by a name alone.
    expect(await lookUp('Ana Silva', '')).toBe(403);
  });

  test('with "their postcode", spacing and case do not matter', async () => {
    await asCouple('PATCH', api('website/'), { rsvp_question: 'postcode' });
    expect(await lookUp('Dana Park', 'N1 9GU')).toBe(403);
    expect(await lookUp('Dana Park', 'sw1a1aa')).toBe('The Parks');
  });

  test('the answer tells apart two households with a like name', async () => {
    await asCouple('PATCH', api('website/'), { rsvp_question: 'email' });
    expect(await lookUp('Sammy Lee', 'sam.b@example.com')).toBe('Sam Lee (groom’s side)');
    expect(await lookUp('Sammy Lee', 'sam.a@example.com')).toBe('Sam Lee (bride’s side)');
    await asCouple('PATCH', api('website/'), { rsvp_question: 'none' });
  });

  test('the website says which question is set, and refuses an unknown one', async () => {
    const bad = await asCouple('PATCH', api('website/'), { rsvp_question: 'birthday' });
    expect(bad.statusCode).toBe(400);
    const site = await asCouple('GET', api('website/'));
    expect(site.json().rsvp_question).toBe('none');
  });
});

describe('the limit', () => {
  test('too many tries from one address is a 429 with Retry-After, another address still finds', async () => {
    const limited = await startTestServer({ RSVP_FIND_LIMIT_PER_IP: '3' });
    try {
      const owner = await signUp(limited);
      const w = await setUpWedding(limited, owner.access_token);
      await call(limited, owner.access_token, 'PATCH', `/api/v1/accounts/${w.id}/website/`, {
        site_active: true,
        rsvp_question: 'none',
      });
      await call(limited, owner.access_token, 'POST', `/api/v1/accounts/${w.id}/households/`, {
        name: 'The Parks',
        guests: [{ name: 'Christopher Park' }],
      });
      const post = (name: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/w/${w.slug}/rsvp`,
          payload: `name=${encodeURIComponent(name)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          remoteAddress: ip,
        });
      for (const name of ['Ann Other', 'Bo Other', 'Cy Other'])
        expect((await post(name, '10.9.9.9')).statusCode).toBe(404);
      const refused = await post('Chris Park', '10.9.9.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.body).toContain('Too many tries');
      expect((await post('Chris Park', '10.9.9.10')).statusCode).toBe(303);
    } finally {
      await limited.close();
    }
  });
});
