import { type APIRequestContext, expect, test } from '@playwright/test';
import { THEME_IDS } from '../../src/shared/siteThemes';
import { axeFindings, overflow } from './routesSupport';
import { baseURL } from './support';
import { apiUser, apiWedding } from './weddingSupport';

// What guests see (issue 35): a guest finds their invitation by a nickname on the public site on a 390 px phone and
// answers; axe over the site, the find page and the RSVP page in every theme.

async function publishedSite(request: APIRequestContext) {
  const couple = await apiUser(request, 'Cleo');
  const wedding = await apiWedding(request, couple, { name: 'Cleo & Dan' });
  const auth = { authorization: `Bearer ${couple.token}` };
  const api = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
  const site = await request.patch(api('website/'), {
    headers: auth,
    data: {
      site_active: true,
      meal_options: ['Fish', 'Risotto'],
      rsvp_question: 'email',
      sections: [
        { kind: 'welcome', title: 'Welcome', body: '<p>Join us in the garden.</p>' },
        { kind: 'travel', title: 'Travel and accommodation', body: '' },
        { kind: 'rsvp', title: 'RSVP', body: '' },
      ],
    },
  });
  expect(site.status()).toBe(200);
  const household = await request.post(api('households/'), {
    headers: auth,
    data: {
      name: 'The Parks',
      guests: [{ name: 'Christopher Park', email: 'chris.park@example.com' }, { name: 'Dana Park' }],
    },
  });
  expect(household.status()).toBe(201);
  const theme = (id: string) => request.patch(api('website/'), { headers: auth, data: { theme: id } });
  const languages = (codes: string[]) => request.patch(api('website/'), { headers: auth, data: { languages: codes } });
  return {
    wedding,
    theme,
    languages,
    link: ((await household.json()) as { rsvp_url: string }).rsvp_url.replace(baseURL, ''),
  };
}

test('a guest finds their invitation by a nickname on a phone and answers', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { wedding } = await publishedSite(request);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await phone.goto(`/w/${wedding.slug}`);
  // The empty travel section is not shown.
  await expect(phone.getByRole('heading', { name: 'Travel and accommodation' })).toHaveCount(0);
  await phone.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'RSVP' }).click();
  await expect(phone.getByRole('heading', { name: 'Find your invitation' })).toBeVisible();
  await phone.getByLabel('Your first and last name').fill('chris park');
  await phone.getByRole('button', { name: 'Find my invitation' }).click();
  await expect(phone.getByRole('status')).toContainText('We found your invitation');
  await phone.getByLabel('Your email address').fill('someone@example.com');
  await phone.getByRole('button', { name: 'Open my invitation' }).click();
  await expect(phone.getByRole('alert')).toContainText('doesn’t match');
  await phone.getByLabel('Your email address').fill('Chris.Park@example.com');
  await phone.getByRole('button', { name: 'Open my invitation' }).click();
  await expect(phone.getByRole('heading', { name: 'Cleo & Dan', level: 1 })).toBeVisible();
  expect(phone.url()).toContain('/rsvp/');

  const chris = phone.locator('fieldset[data-guest="Christopher Park"]');
  const dana = phone.locator('fieldset[data-guest="Dana Park"]');
  await chris.getByLabel('Joyfully accepts').check();
  await chris.getByLabel('Risotto', { exact: true }).check();
  await dana.getByLabel('Regretfully declines').check();
  // Tap targets of at least 44 px, labels above their fields, nothing wider than the phone.
  for (const target of await phone.locator('label.choice, button, input:not([type=radio]), nav a').all()) {
    const box = await target.boundingBox();
    if (box) expect(box.height, await target.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
  }
  const label = await chris.getByText('Dietary notes').boundingBox();
  const input = await chris.getByLabel('Dietary notes').boundingBox();
  expect(label!.y + label!.height).toBeLessThanOrEqual(input!.y);
  expect(await overflow(phone)).toBeLessThanOrEqual(0);
  expect(await axeFindings(phone, 'rsvp page')).toEqual([]);

  await phone.getByRole('button', { name: 'Send our answer' }).click();
  await expect(phone.getByRole('status')).toContainText('Thank you, Christopher!');
  await expect(phone.getByRole('status')).toContainText('We’ve let Cleo & Dan know.');
  const calendar = phone.getByRole('link', { name: 'Add to calendar' });
  const ics = await request.get(String(await calendar.getAttribute('href')));
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('SUMMARY:Cleo & Dan');
  expect(await axeFindings(phone, 'rsvp thank-you')).toEqual([]);
  await context.close();
});

test('axe finds nothing on the public site, the find page and the RSVP page in any theme', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { wedding, theme, languages, link } = await publishedSite(request);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const found: string[] = [];
  for (const id of THEME_IDS) {
    expect((await theme(id)).status()).toBe(200);
    for (const [name, url] of [
      ['site', `/w/${wedding.slug}`],
      ['find', `/w/${wedding.slug}/rsvp`],
      ['rsvp', link],
    ] as const) {
      await page.goto(url);
      found.push(...(await axeFindings(page, `${id} ${name}`)));
    }
  }
  // Issue 39: a Hebrew page, right to left, and the find page in Hebrew after the switcher's choice.
  expect((await languages(['en', 'he'])).status()).toBe(200);
  await page.goto(`/w/${wedding.slug}/he`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  found.push(...(await axeFindings(page, 'he site')));
  await page.goto(`/w/${wedding.slug}/rsvp`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  found.push(...(await axeFindings(page, 'he find')));
  // The RSVP page in Hebrew, at its own address, right to left with its switcher.
  await page.goto(`${link}/he`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'שליחת התשובה שלנו' })).toBeVisible();
  found.push(...(await axeFindings(page, 'he rsvp')));
  expect(found).toEqual([]);
  await context.close();
});
