import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Household, RsvpSummary, Website } from '../../src/shared/site';
import type { Wedding } from '../../src/shared/weddings';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { withEvents } from './planningSupport';
import { addFollow, call, setUpWedding } from './weddingsSupport';

let server: TestServer;
let couple: SignedUp;
let follower: SignedUp;
let stranger: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  [couple, follower, stranger] = await Promise.all([signUp(server), signUp(server), signUp(server)]);
});
afterAll(() => server.close());

const api = (w: Wedding, rest: string) => `/api/v1/accounts/${w.id}/${rest}`;
const asCouple = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) =>
  call(server, couple.access_token, method, url, body);

const CSV = `household,name,email,side,plus_one,child
The Parks,Cleo Park,cleo@example.com,partner1,yes,
The Parks,Dan Park,,partner1,,
The Lees,Eve Lee,eve@example.com,both,,`;

async function publishedWedding() {
  const wedding = await setUpWedding(server, couple.access_token);
  const res = await asCouple('PATCH', api(wedding, 'website/'), {
    theme: 'garden',
    site_active: true,
    sections: [
      { kind: 'welcome', title: 'Welcome', body: '<p>Join us <script>alert(1)</script><b onclick="x()">here</b></p>' },
      { kind: 'story', title: 'Our story', body: '<p>We met at a bakery.</p>' },
      { kind: 'travel', title: 'Travel', body: '' },
      { kind: 'faq', title: 'FAQ', body: '<p>No kids, sorry.</p>', hidden: true },
    ],
    meal_options: ['Fish', 'Risotto'],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { wedding, website: res.json() as Website };
}

describe('the website', () => {
  test('sections are stored sanitized and the public site is HTML with them, the hidden one left out', async () => {
    const { wedding, website } = await publishedWedding();
    expect(website.sections[0]!.body).not.toContain('script');
    expect(website.sections[0]!.body).not.toContain('onclick');
    expect(website.url).toMatch(new RegExp(`/w/${wedding.slug}$`));
    await asCouple('PUT', api(wedding, 'logistics/'), {
      venues: [
        {
          role: 'ceremony',
          name: 'St Mary’s',
          address: '1 Church Lane',
          time: '14:00',
          map_url: 'https://maps.example.com/x',
        },
      ],
      dress_code: 'Garden formal',
      contacts: [{ name: 'Pat', phone: '555', role: 'Planner' }],
    });
    const page = await server.app.inject({ method: 'GET', url: `/w/${wedding.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('data-section="welcome"');
    expect(page.body).toContain('We met at a bakery.');
    expect(page.body).toContain('St Mary’s');
    expect(page.body).not.toContain('No kids');
    expect(page.body).toContain('property="og:title"');
    expect(page.body).not.toContain('<script');
  });

  test('a save tells the wedding which part changed, so other open editors and previews refetch', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    const { res, events } = await withEvents(server, () =>
      asCouple('PATCH', api(wedding, 'website/'), { theme: 'modern' }),
    );
    expect(res.statusCode).toBe(200);
    expect(events.map((e) => [e.stream, e.action, e.wedding_id])).toEqual([['account_website', 'update', wedding.id]]);
    expect(events[0]!.data).toMatchObject({ by: couple.user.id, part: 'website', account: wedding.id });
    const refused = await withEvents(server, () => asCouple('PATCH', api(wedding, 'website/'), { theme: 'neon' }));
    expect(refused.res.statusCode).toBe(400);
    expect(refused.events).toEqual([]);
  });

  test('an unpublished site is a 404 and a password gate lets a guest in once', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    expect((await server.app.inject({ method: 'GET', url: `/w/${wedding.slug}` })).statusCode).toBe(404);
    await asCouple('PATCH', api(wedding, 'website/'), { site_active: true, password: 'rosebud-garden' });
    const gate = await server.app.inject({ method: 'GET', url: `/w/${wedding.slug}` });
    expect(gate.body).toContain('type="password"');
    expect(gate.body).not.toContain('data-section');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const wrong = await server.app.inject({
      method: 'POST',
      url: `/w/${wedding.slug}`,
      headers: form,
      payload: 'password=nope',
    });
    expect(wrong.statusCode).toBe(401);
    const right = await server.app.inject({
      method: 'POST',
      url: `/w/${wedding.slug}`,
      headers: form,
      payload: 'password=rosebud-garden',
    });
    expect(right.body).toContain('data-section');
    const cookie = String(right.headers['set-cookie']).split(';')[0]!;
    const again = await server.app.inject({ method: 'GET', url: `/w/${wedding.slug}`, headers: { cookie } });
    expect(again.body).toContain('data-section');
  });

  test('guest info is for followers, without the couple’s day-of contacts', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    await addFollow(server, wedding.id, follower.user.id, 'approved');
    await asCouple('PUT', api(wedding, 'logistics/'), {
      parking: 'Behind the barn',
      contacts: [{ name: 'Pat', phone: '1', role: '' }],
    });
    const seen = await call(server, follower.access_token, 'GET', api(wedding, 'guest-info/'));
    expect(seen.json()).toMatchObject({ parking: 'Behind the barn' });
    expect(seen.json()).not.toHaveProperty('contacts');
    expect((await call(server, stranger.access_token, 'GET', api(wedding, 'guest-info/'))).statusCode).toBe(403);
  });

  test('a turned-off add-on takes its section off the site', async () => {
    const { wedding } = await publishedWedding();
    await asCouple('PATCH', api(wedding, 'website/'), {
      sections: [{ kind: 'rsvp', title: 'RSVP', body: '<p>Reply!</p>' }],
    });
    expect((await server.app.inject({ method: 'GET', url: `/w/${wedding.slug}` })).body).toContain(
      'data-section="rsvp"',
    );
    expect((await asCouple('PATCH', api(wedding, 'add-ons/rsvp/'), { enabled: false })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: `/w/${wedding.slug}` })).body).not.toContain(
      'data-section="rsvp"',
    );
    expect((await asCouple('PATCH', api(wedding, 'add-ons/karaoke/'), { enabled: true })).statusCode).toBe(400);
  });
});

describe('guests and RSVP', () => {
  test('a CSV with one bad row imports nothing and names the row', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    const bad = `${CSV}\nThe Lees,Finn Lee,not-an-email,both,,`;
    const res = await asCouple('POST', api(wedding, 'guests/import/'), { csv: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.csv[0]).toMatch(/^Row 5 \(email\)/);
    const list = await asCouple('GET', api(wedding, 'households/'));
    expect(list.json().count).toBe(0);
  });

  test('a household answers through its link; meals are checked; the deadline closes it', async () => {
    const { wedding } = await publishedWedding();
    const preview = await asCouple('POST', api(wedding, 'guests/import/'), { csv: CSV, dry_run: true });
    expect(preview.json()).toMatchObject({ households: 2, guests: 3, imported: false });
    expect((await asCouple('POST', api(wedding, 'guests/import/'), { csv: CSV })).statusCode).toBe(201);
    const households = (await asCouple('GET', api(wedding, 'households/'))).json().results as Household[];
    const parks = households.find((h) => h.name === 'The Parks')!;
    const token = parks.rsvp_url.split('/rsvp/')[1]!;
    const [cleo, dan] = parks.guests;
    const answer = (meal: string) => ({
      guests: [
        { id: cleo!.id, attending: true, meal, plus_one_name: 'Gus' },
        { id: dan!.id, attending: false },
      ],
      message: 'See you there',
    });
    const unknown = await call(server, null, 'POST', `/api/v1/rsvp/${token}/`, answer('Steak'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['guests.0.meal']).toEqual(['Choose one of the meals on offer.']);
    expect((await call(server, null, 'POST', `/api/v1/rsvp/${token}/`, answer('Fish'))).statusCode).toBe(200);
    const summary = (await asCouple('GET', api(wedding, 'rsvp-summary/'))).json() as RsvpSummary;
    expect(summary).toMatchObject({
      invited: 3,
      attending: 2,
      declined: 1,
      awaiting: 1,
      meals: [{ meal: 'Fish', count: 1 }],
    });
    expect(summary.to_chase.map((h) => h.name)).toEqual(['The Lees']);

    await asCouple('PATCH', api(wedding, 'website/'), { rsvp_deadline: '2020-01-01' });
    const late = await call(server, null, 'POST', `/api/v1/rsvp/${token}/`, answer('Fish'));
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('The RSVP deadline has passed. Please contact the couple to change your answer.');
    const page = await server.app.inject({ method: 'GET', url: `/rsvp/${token}` });
    expect(page.body).toContain('The RSVP deadline has passed');
  });

  test('a wrong link shows nothing of any wedding', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/rsvp/not-a-real-token-at-all-000' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Wedding');
  });

  test('the export is CSV with each household’s link', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    await asCouple('POST', api(wedding, 'guests/import/'), { csv: CSV });
    const res = await asCouple('GET', api(wedding, 'guests/export/'));
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\n')[0]).toContain('household,name,email');
    expect(res.body).toContain('/rsvp/');
  });
});
