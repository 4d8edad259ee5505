import { expect, test } from '@playwright/test';
import { axeFindings } from './routesSupport';
import { baseURL } from './support';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// Issue 39's journey: the couple offers Portuguese beside English and translates their welcome in the website editor;
// a guest whose browser asks for pt-BR reads the site in Portuguese (the untranslated story in English, said so),
// switches to English and back, finds their invitation by name and answers the RSVP in Portuguese; the couple's
// guest list shows the answer. axe over each page on the way.

test('a pt-BR guest reads the site in Portuguese, switches language, finds their invitation and answers; the couple sees it', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const couple = await apiUser(request, 'Ines');
  const wedding = await apiWedding(request, couple, { name: 'Inês & Tiago' });
  const auth = { authorization: `Bearer ${couple.token}` };
  const api = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
  const site = await request.patch(api('website/'), {
    headers: auth,
    data: {
      site_active: true,
      meal_options: ['Peixe', 'Risotto'],
      sections: [
        { kind: 'welcome', title: 'Welcome', body: '<p>Join us in the garden.</p>' },
        { kind: 'story', title: 'Our story', body: '<p>We met in Lisbon.</p>' },
        { kind: 'rsvp', title: 'RSVP', body: '' },
      ],
    },
  });
  expect(site.status()).toBe(200);
  const household = await request.post(api('households/'), {
    headers: auth,
    data: {
      name: 'Os Costa',
      guests: [{ name: 'Joana Costa', email: 'joana.costa@example.com' }, { name: 'Pedro Costa' }],
    },
  });
  expect(household.status()).toBe(201);

  // The couple: Portuguese beside English, then the welcome in Portuguese; the editor says what is still missing.
  const page = await pageAs(browser, couple);
  await page.goto(`/wedding/${wedding.slug}/website`);
  await page.getByRole('checkbox', { name: 'Português (Portuguese)' }).check();
  await page.getByRole('button', { name: 'Save languages' }).click();
  await expect(page.getByText('Languages saved.')).toBeVisible();
  expect(await axeFindings(page, 'website settings')).toEqual([]);
  await page.goto(`/wedding/${wedding.slug}/website/editor`);
  await page.getByRole('button', { name: 'Portuguese · 2 missing' }).click();
  await page.getByLabel('Title of Welcome in Portuguese').fill('Bem-vindos');
  await page.getByRole('textbox', { name: 'Text of Welcome in Portuguese' }).fill('Venham ter connosco ao jardim.');
  await page.getByRole('button', { name: 'Save Portuguese texts' }).click();
  await expect(page.getByRole('button', { name: 'Portuguese · 1 missing' })).toBeVisible();
  const preview = page.frameLocator('iframe[title="Website preview"]');
  await expect(preview.getByRole('heading', { name: 'Bem-vindos' })).toBeVisible();
  expect(await axeFindings(page, 'website editor, Portuguese texts')).toEqual([]);

  // The guest, on a phone whose browser asks for Brazilian Portuguese.
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await phone.goto(`/w/${wedding.slug}`);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(phone.getByRole('heading', { name: 'Bem-vindos' })).toBeVisible();
  await expect(phone.getByText('Venham ter connosco ao jardim.')).toBeVisible();
  await expect(phone.getByText('Ainda não traduzido: mostrado em inglês.')).toBeVisible();
  await expect(phone.getByText('We met in Lisbon.')).toBeVisible();
  expect(await axeFindings(phone, 'pt site')).toEqual([]);

  // The switcher: English, then back to Portuguese, each at its own address.
  await phone.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await expect(phone.getByText('Join us in the garden.')).toBeVisible();
  await expect(phone).toHaveURL(new RegExp(`/w/${wedding.slug}/en$`));
  await phone.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Português' }).click();
  await expect(phone).toHaveURL(new RegExp(`/w/${wedding.slug}/pt$`));
  await expect(phone.getByRole('heading', { name: 'Bem-vindos' })).toBeVisible();

  // Find the invitation by name, in Portuguese.
  await phone.getByRole('navigation', { name: 'Secções' }).getByRole('link', { name: 'Confirmar presença' }).click();
  await expect(phone.getByRole('heading', { name: 'Encontre o seu convite' })).toBeVisible();
  expect(await axeFindings(phone, 'pt find')).toEqual([]);
  await phone.getByLabel('O seu nome e apelido').fill('joana costa');
  await phone.getByRole('button', { name: 'Encontrar o meu convite' }).click();
  await expect(phone.getByRole('status')).toContainText('Encontrámos o seu convite, joana.');
  await phone.getByLabel('O seu email').fill('Joana.Costa@example.com');
  await phone.getByRole('button', { name: 'Abrir o meu convite' }).click();

  // The RSVP in Portuguese.
  await expect(phone.getByRole('heading', { name: 'Inês & Tiago', level: 1 })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(phone.getByText('Confirmação de presença de Os Costa')).toBeVisible();
  expect(await axeFindings(phone, 'pt rsvp')).toEqual([]);
  const joana = phone.locator('fieldset[data-guest="Joana Costa"]');
  await joana.getByLabel('Aceita com alegria').check();
  await joana.getByLabel('Peixe', { exact: true }).check();
  await joana.getByLabel('Restrições alimentares').fill('Sem glúten');
  await phone.locator('fieldset[data-guest="Pedro Costa"]').getByLabel('Lamenta não poder ir').check();
  await phone.getByRole('button', { name: 'Enviar a nossa resposta' }).click();
  await expect(phone.getByRole('status')).toContainText('Obrigado, Joana!');
  await expect(phone.getByRole('status')).toContainText('Já avisámos Inês & Tiago.');
  await expect(phone.getByRole('link', { name: 'Adicionar ao calendário' })).toBeVisible();
  expect(await axeFindings(phone, 'pt thank-you')).toEqual([]);
  await context.close();

  // The couple's guest list: the answer, stored as any other (coming, the meal as the couple named it).
  await page.goto(`/wedding/${wedding.slug}/guests`);
  await expect(page.locator('[data-guest="Joana Costa"]')).toContainText('Coming');
  await expect(page.locator('[data-guest="Joana Costa"]')).toContainText('Peixe');
  await expect(page.locator('[data-guest="Pedro Costa"]')).toContainText('Not coming');
  await page.context().close();
});

test('Hebrew lays the RSVP page out right to left on a phone (screenshots attached)', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(60_000);
  const couple = await apiUser(request, 'Noa');
  const wedding = await apiWedding(request, couple, { name: 'Noa & Eli' });
  const auth = { authorization: `Bearer ${couple.token}` };
  const api = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
  expect(
    (
      await request.patch(api('website/'), { headers: auth, data: { site_active: true, languages: ['en', 'he'] } })
    ).status(),
  ).toBe(200);
  const created = await request.post(api('households/'), {
    headers: auth,
    data: { name: 'The Levis', guests: [{ name: 'Dana Levi' }] },
  });
  const link = ((await created.json()) as { rsvp_url: string }).rsvp_url.replace(baseURL, '');
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  // Where a field's label sits in its guest's card: its start edge near the card's start, left in English, right in
  // Hebrew.
  const labelSide = () =>
    phone
      .locator('fieldset.card .field label')
      .first()
      .evaluate((label) => {
        // The words themselves, not the label's full-width box.
        const range = document.createRange();
        range.selectNodeContents(label);
        const words = range.getBoundingClientRect();
        const card = label.closest('fieldset')!.getBoundingClientRect();
        return { fromLeft: words.left - card.left, fromRight: card.right - words.right };
      });
  await phone.goto(link);
  const english = await labelSide();
  expect(english.fromLeft).toBeLessThan(english.fromRight);
  await info.attach('rsvp-en', { body: await phone.screenshot({ fullPage: true }), contentType: 'image/png' });
  await phone.goto(`${link}/he`);
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  const hebrew = await labelSide();
  expect(hebrew.fromRight).toBeLessThan(hebrew.fromLeft);
  expect(hebrew.fromRight).toBeLessThan(40);
  // The answer buttons run from the right: "joyfully accepts", written first, is the right one.
  const [accepts, declines] = await phone.locator('label.choice').all();
  expect((await accepts!.boundingBox())!.x).toBeGreaterThan((await declines!.boundingBox())!.x);
  await info.attach('rsvp-he', { body: await phone.screenshot({ fullPage: true }), contentType: 'image/png' });
  await context.close();
});
