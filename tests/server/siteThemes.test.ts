import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { themeColors } from '../../src/server/site/themes';
import { type Household, THEME_IDS, THEMES } from '../../src/shared/site';
import type { Wedding } from '../../src/shared/weddings';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { call, setUpWedding } from './weddingsSupport';

// What guests see (issue 35): the themes and the couple's choices on the site and the RSVP page, empty sections left
// out, the RSVP page's thank-you and its calendar file.

let server: TestServer;
let couple: SignedUp;
let wedding: Wedding;
beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server);
  wedding = await setUpWedding(server, couple.access_token);
});
afterAll(() => server.close());

const asCouple = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) =>
  call(server, couple.access_token, method, url, body);
const api = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('themes', () => {
  test('there are at least eight, each a stylesheet of its own with its colours', async () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(8);
    const sheets = new Set<string>();
    for (const id of THEME_IDS) {
      const css = await get(`/site-themes/${id}.css`);
      expect(css.statusCode).toBe(200);
      expect(css.body).toContain(`--bg:${themeColors({ theme: id }).background}`);
      sheets.add(css.body);
    }
    expect(sheets.size).toBe(THEME_IDS.length);
  });

  test('the couple’s accent and heading font reach the site and the preview stylesheet; unknown ones are refused', async () => {
    const res = await asCouple('PATCH', api('website/'), {
      site_active: true,
      theme: 'midnight',
      accent: 'rose',
      heading_font: 'script',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ theme: 'midnight', accent: 'rose', heading_font: 'script' });
    const colors = themeColors({ theme: 'midnight', accent: 'rose', headingFont: 'script' });
    expect(colors.accent).toBe('#f0a6b8');
    const site = await get(`/w/${wedding.slug}`);
    expect(site.body).toContain(`--accent:${colors.accent}`);
    expect(site.body).toContain(`--display:${colors.headingFont}`);
    const preview = await get('/site-themes/midnight.css?accent=rose&font=script');
    expect(preview.body).toContain(`--accent:${colors.accent}`);
    expect((await asCouple('PATCH', api('website/'), { accent: 'neon' })).statusCode).toBe(400);
    expect((await asCouple('PATCH', api('website/'), { heading_font: 'comic' })).statusCode).toBe(400);
    const back = await asCouple('PATCH', api('website/'), { theme: 'garden', accent: null, heading_font: null });
    expect(back.json()).toMatchObject({ accent: null, heading_font: null });
    expect((await get(`/w/${wedding.slug}`)).body).toContain(`--accent:${themeColors({ theme: 'garden' }).accent}`);
  });
});

describe('the public site', () => {
  test('an empty section is not shown, and an empty gallery does not show the cover again', async () => {
    await asCouple('PATCH', api('website/'), {
      site_active: true,
      sections: [
        { kind: 'welcome', title: 'Welcome', body: '<p>Join us.</p>' },
        { kind: 'travel', title: 'Travel and accommodation', body: '<p> </p>' },
        { kind: 'faq', title: 'FAQ', body: '' },
        { kind: 'gallery', title: 'Gallery', body: '' },
        { kind: 'story', title: 'Our story', body: '<p></p>' },
      ],
    });
    let page = (await get(`/w/${wedding.slug}`)).body;
    expect(page).toContain('data-section="welcome"');
    for (const empty of ['travel', 'faq', 'gallery', 'story']) {
      expect(page).not.toContain(`data-section="${empty}"`);
      expect(page).not.toContain(`href="#${empty}"`);
    }
    expect(page).not.toContain('Travel and accommodation');
    // Logistics fill the travel section even with no text of its own.
    await asCouple('PUT', api('logistics/'), { dress_code: 'Garden formal' });
    page = (await get(`/w/${wedding.slug}`)).body;
    expect(page).toContain('data-section="travel"');
    expect(page).toContain('Garden formal');
  });
});

describe('the RSVP page', () => {
  test('wears the site’s theme, one card per guest with buttons for answers and meals, then thanks the guest by name', async () => {
    await asCouple('PATCH', api('website/'), {
      theme: 'terracotta',
      accent: 'forest',
      meal_options: ['Fish', 'Risotto'],
    });
    const created = await asCouple('POST', api('households/'), {
      name: 'The Silvas',
      guests: [{ name: 'Ana Silva' }, { name: 'Rui Silva' }],
    });
    const household = created.json() as Household;
    const token = household.rsvp_url.split('/rsvp/')[1]!;
    const page = await get(`/rsvp/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`--accent:${themeColors({ theme: 'terracotta', accent: 'forest' }).accent}`);
    expect(page.body.match(/<fieldset class="card" data-guest=/g)).toHaveLength(2);
    expect(page.body).toContain('class="choice"><input type="radio"');
    expect(page.body).toMatch(/<span>Risotto<\/span>/);
    expect(page.body).not.toContain('<select');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('Add to calendar');

    const [ana, rui] = household.guests;
    const events = (await asCouple('GET', `/api/v1/rsvp/${token}/`)).json().events as { id: string }[];
    const fields = events.flatMap((e) => [
      `attending_${e.id}_${ana!.id}=yes`,
      `meal_${e.id}_${ana!.id}=Fish`,
      `attending_${e.id}_${rui!.id}=no`,
    ]);
    const saved = await server.app.inject({
      method: 'POST',
      url: `/rsvp/${token}`,
      payload: fields.join('&'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).toContain('Thank you, Ana!');
    expect(saved.body).toContain(`We’ve let ${wedding.name.replace(/&/g, '&amp;')} know.`);
    expect(saved.body).toContain(`href="http://localhost:3000/rsvp/${token}/calendar.ics"`);

    const ics = await get(`/rsvp/${token}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain(`SUMMARY:${wedding.name}`);
    expect((await get('/rsvp/nope/calendar.ics')).statusCode).toBe(404);
  });
});
