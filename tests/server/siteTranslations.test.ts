import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { historyEntries } from '../../src/server/db/schema';
import { en } from '../../src/server/i18n/catalogues/en';
import { CATALOGUES, longDateIn, t } from '../../src/server/i18n/messages';
import { esc } from '../../src/server/site/html';
import type { Household } from '../../src/shared/site';
import { SITE_LANGUAGE_CODES, type SiteLanguage } from '../../src/shared/siteLanguages';
import type { Wedding } from '../../src/shared/weddings';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { call, setUpWedding } from './weddingsSupport';

// Issue 39, the rest: the RSVP page's own words in every catalogue language (its address per language, its errors,
// its thank-you), the answers stored the same whatever the language, and the couple's texts per language with the
// default language's showing where a translation is missing.

let server: TestServer;
let couple: SignedUp;
let wedding: Wedding;
let household: Household;
let token: string;
let eventIds: string[];

const asCouple = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) =>
  call(server, couple.access_token, method, url, body);
const api = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const post = (url: string, fields: string[], headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    payload: fields.join('&'),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
const languages = (list: SiteLanguage[]) => asCouple('PATCH', api('website/'), { languages: list });

beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server);
  wedding = await setUpWedding(server, couple.access_token);
  const site = await asCouple('PATCH', api('website/'), {
    site_active: true,
    meal_options: ['Peixe', 'Risotto'],
    rsvp_deadline: '2099-05-01',
  });
  expect(site.statusCode, site.body).toBe(200);
  const created = await asCouple('POST', api('households/'), {
    name: 'Os Silva',
    guests: [{ name: 'Ana Silva', email: 'ana@example.com' }, { name: 'Rui Silva' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  household = created.json();
  token = household.rsvp_url.split('/rsvp/')[1]!;
  eventIds = ((await call(server, null, 'GET', `/api/v1/rsvp/${token}/`)).json().events as { id: string }[]).map(
    (e) => e.id,
  );
});
afterAll(() => server.close());

const answerFields = (anaComes: boolean) =>
  eventIds.flatMap((e) => [
    `attending_${e}_${household.guests[0]!.id}=${anaComes ? 'yes' : 'no'}`,
    ...(anaComes ? [`meal_${e}_${household.guests[0]!.id}=Peixe`] : []),
    `attending_${e}_${household.guests[1]!.id}=no`,
    `dietary_${e}_${household.guests[0]!.id}=Sem%20gl%C3%BAten`,
  ]);

describe('the RSVP page in the site’s languages', () => {
  test('English keeps its words exactly', async () => {
    await languages(['en', 'pt']);
    const page = await get(`/rsvp/${token}`);
    expect(page.body).toContain('<html lang="en">');
    for (const words of [
      'Joyfully accepts',
      'Regretfully declines',
      'Will you come?',
      'Dietary notes',
      'A message for the couple',
      'Send our answer',
      'RSVP for Os Silva',
      `Please reply by ${longDateIn('en', '2099-05-01')}.`,
    ]) {
      expect(page.body).toContain(words);
    }
    // The switcher names each language in its own words, each at the RSVP page's address in that language.
    expect(page.body).toContain(
      `<a href="http://localhost:3000/rsvp/${token}/pt" lang="pt" hreflang="pt">Português</a>`,
    );
  });

  for (const lang of SITE_LANGUAGE_CODES) {
    test(`${lang}: the page, its thank-you and the answers stored as in any other language`, async () => {
      await languages(lang === 'en' ? ['en'] : ['en', lang]);
      const page = await get(`/rsvp/${token}/${lang}`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).toContain(`<html lang="${lang}"${lang === 'he' || lang === 'ar' ? ' dir="rtl"' : ''}>`);
      for (const key of ['rsvp.accepts', 'rsvp.declines', 'rsvp.dietary', 'rsvp.message', 'rsvp.submit'] as const) {
        expect(page.body, key).toContain(esc(t(lang, key)));
      }
      expect(page.body).toContain(esc(t(lang, 'rsvp.replyBy', { date: longDateIn(lang, '2099-05-01') })));
      expect(page.body).toContain(`action="http://localhost:3000/rsvp/${token}/${lang}"`);
      if (lang !== 'en') expect(t(lang, 'rsvp.submit')).not.toBe(en['rsvp.submit']);

      const saved = await post(`/rsvp/${token}/${lang}`, answerFields(true));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.body).toContain(esc(t(lang, 'rsvp.thanks', { name: 'Ana' })));
      expect(saved.body).toContain(esc(t(lang, 'rsvp.addToCalendar')));
      expect(saved.body).toContain(
        `href="/w/${wedding.slug}${lang === 'en' ? '' : `/${lang}`}">${esc(t(lang, 'find.back'))}`,
      );
      const stored = (await asCouple('GET', api('households/'))).json().results[0] as Household;
      expect(stored.guests.map((g) => [g.attending, g.meal, g.dietary])).toEqual([
        [true, 'Peixe', 'Sem glúten'],
        [false, null, ''],
      ]);
    });
  }

  test('errors in the guest’s language: a missing answer, a meal not on offer', async () => {
    await languages(['en', 'pt']);
    const missing = await post(`/rsvp/${token}/pt`, ['message=Ol%C3%A1']);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(CATALOGUES.pt['rsvp.errorAttending']);
    const badMeal = await post(
      `/rsvp/${token}/pt`,
      eventIds.flatMap((e) => household.guests.map((g) => `attending_${e}_${g.id}=yes&meal_${e}_${g.id}=Pizza`)),
    );
    expect(badMeal.statusCode).toBe(400);
    expect(badMeal.body).toContain(CATALOGUES.pt['rsvp.errorMealUnknown']);
    expect(badMeal.body).not.toContain(en['rsvp.errorMealUnknown']);
    const english = await post(`/rsvp/${token}`, ['message=Hi']);
    expect(english.body).toContain('Say whether each guest is coming.');
  });

  test('without a language in the address: the cookie, then Accept-Language, then the default', async () => {
    await languages(['pt', 'en', 'he']);
    expect((await get(`/rsvp/${token}`)).body).toContain('<html lang="pt">');
    expect((await get(`/rsvp/${token}`, { 'accept-language': 'he-IL,en;q=0.5' })).body).toContain(
      '<html lang="he" dir="rtl">',
    );
    expect((await get(`/rsvp/${token}`, { cookie: 'vl_lang=en', 'accept-language': 'he' })).body).toContain(
      '<html lang="en">',
    );
    const chosen = await get(`/rsvp/${token}/he`);
    expect(String(chosen.headers['set-cookie'])).toContain('vl_lang=he; Path=/');
    expect(chosen.headers.vary).toContain('Accept-Language');
    // A language the site does not speak is not a page.
    expect((await get(`/rsvp/${token}/fr`)).statusCode).toBe(404);
    expect((await get(`/rsvp/${token}/xx`)).statusCode).toBe(404);
    // The calendar file keeps its address.
    expect((await get(`/rsvp/${token}/calendar.ics`)).statusCode).toBe(200);
  });

  test('find your invitation has an address per language, and sends the guest on in it', async () => {
    await languages(['en', 'pt']);
    const page = await get(`/w/${wedding.slug}/pt/rsvp`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="pt">');
    expect(page.body).toContain(`action="http://localhost:3000/w/${wedding.slug}/pt/rsvp"`);
    expect(page.body).toContain(`href="/w/${wedding.slug}/pt">${CATALOGUES.pt['find.back']}`);
    const asked = await post(`/w/${wedding.slug}/pt/rsvp`, ['name=Ana%20Silva']);
    expect(asked.body).toContain(CATALOGUES.pt['find.emailLabel']);
    const open = await post(`/w/${wedding.slug}/pt/rsvp`, ['name=Ana%20Silva', 'answer=ana%40example.com']);
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe(`http://localhost:3000/rsvp/${token}/pt`);
    expect((await get(`/w/${wedding.slug}/fr/rsvp`)).statusCode).toBe(404);
  });
});

describe('the couple’s texts per language', () => {
  const put = (lang: string, sections: unknown) => asCouple('PUT', api(`website/translations/${lang}/`), { sections });

  test('a translation shows in its language; a missing one falls back to the default, said quietly', async () => {
    await languages(['en', 'pt']);
    const saved = await asCouple('PATCH', api('website/'), {
      sections: [
        { kind: 'welcome', title: 'Welcome', body: '<p>We are getting married!</p>' },
        { kind: 'story', title: 'How we met', body: '<p>At a bus stop in Porto.</p>' },
        { kind: 'faq', title: 'Questions', body: '<p>Kids are welcome.</p>' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await put('pt', [
      { kind: 'welcome', title: '', body: '<p>Vamos casar!</p><script>alert(1)</script>' },
      { kind: 'story', title: 'Como nos conhecemos', body: '<p>Numa paragem de autocarro no Porto.</p>' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().translations.pt.sections).toEqual([
      { kind: 'welcome', title: '', body: '<p>Vamos casar!</p>' },
      { kind: 'story', title: 'Como nos conhecemos', body: '<p>Numa paragem de autocarro no Porto.</p>' },
    ]);

    const pt = (await get(`/w/${wedding.slug}/pt`)).body;
    expect(pt).toContain('<p>Vamos casar!</p>');
    expect(pt).not.toContain('We are getting married!');
    expect(pt).not.toContain('<script>alert');
    // The default title of a section is in Vowline's words for the language; the couple's own is theirs.
    expect(pt).toContain(`<h2>${CATALOGUES.pt['section.welcome']}</h2>`);
    expect(pt).toContain('<h2>Como nos conhecemos</h2>');
    // The FAQ has no translation: the English shows, marked as English, with a quiet note.
    expect(pt).toContain('<h2 lang="en">Questions</h2>');
    expect(pt).toContain(
      '<p class="muted untranslated">Ainda não traduzido: mostrado em inglês.</p><div lang="en"><p>Kids are welcome.</p></div>',
    );
    expect(pt).toContain('<meta name="description" content="Vamos casar!">');
    // Its links lead on in Portuguese.
    expect(pt).toContain(`<a class="cta" href="/w/${wedding.slug}/pt/rsvp">${CATALOGUES.pt['nav.rsvp']}</a>`);

    // The default language shows the sections themselves, with no note.
    const english = (await get(`/w/${wedding.slug}/en`)).body;
    expect(english).toContain('We are getting married!');
    expect(english).toContain('<h2>How we met</h2>');
    expect(english).not.toContain('untranslated');
    expect(english).toContain(`<a class="cta" href="/w/${wedding.slug}/rsvp">RSVP</a>`);
  });

  test('each change is in the wedding’s history', async () => {
    const { db } = server.database;
    const rows = await db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.weddingId, wedding.id), eq(historyEntries.itemType, 'website')));
    expect(rows.some((r) => r.changes.some((c) => c.field === 'translations'))).toBe(true);
  });

  test('only a language of the site other than its default; bad bodies are 400s', async () => {
    await languages(['en', 'pt']);
    const refused = await put('fr', [{ kind: 'welcome', title: 'Bienvenue', body: '' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.lang).toBeDefined();
    expect((await put('en', [])).statusCode).toBe(400);
    expect((await put('xx', [])).statusCode).toBe(400);
    expect((await put('pt', [{ kind: 'nope', title: '', body: '' }])).statusCode).toBe(400);
    expect((await put('pt', [{ kind: 'faq', title: 'x'.repeat(81), body: '' }])).statusCode).toBe(400);
    expect(
      (
        await put('pt', [
          { kind: 'faq', title: 'A', body: '' },
          { kind: 'faq', title: 'B', body: '' },
        ])
      ).statusCode,
    ).toBe(400);
    // The couple's members and guests cannot: tests/server/matrix/areas/site.ts.
  });

  test('the editor’s preview shows a language of the site', async () => {
    const preview = await asCouple('GET', api('website/preview/?lang=pt'));
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<html lang="pt">');
    expect(preview.body).toContain('<p>Vamos casar!</p>');
    expect((await asCouple('GET', api('website/preview/'))).body).toContain('<html lang="en">');
  });
});
