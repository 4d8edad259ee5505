import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { baseURL, mailedLink } from './support';
import { apiUser, apiWedding, type Person, pageAs } from './weddingSupport';

// The vendors journey of issue 15: a photographer registers, a couple adds them from the directory, schedules a
// deposit (on the vendor and in Funds' payment schedule) and sets expectations with two run-of-show items; the
// photographer confirms, and the couple sees it live.

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const auth = (p: Person) => ({ authorization: `Bearer ${p.token}` });

async function join(request: APIRequestContext, couple: Person, weddingId: string, who: Person) {
  const sent = await request.post(`/api/v1/accounts/${weddingId}/invites/`, {
    data: { email: who.email, role: 'planner' },
    headers: auth(couple),
  });
  expect(sent.status()).toBe(201);
  const code = new URL(await mailedLink(who.email, `${baseURL}/accept-invite?code=`)).searchParams.get('code');
  const accepted = await request.post('/api/v1/account-invites/accept/', { data: { code }, headers: auth(who) });
  expect(accepted.status()).toBe(200);
}

test('a photographer and a couple, from registration to confirmed expectations', async ({ browser, request }) => {
  // Two people through a dozen pages: a long journey on purpose.
  test.setTimeout(240_000);
  const photographer = await apiUser(request, 'Pia');
  const ann = await apiUser(request, 'Ann');
  const wedding = await apiWedding(request, ann, { date: localToday() });
  const asAnn = auth(ann);
  for (const [time, title] of [
    ['11:30', 'Getting ready photos'],
    ['16:00', 'Family portraits'],
  ]) {
    const res = await request.post('/api/v1/wedding-day-tasks/', {
      data: { account: wedding.id, title, time },
      headers: asAnn,
    });
    expect(res.status()).toBe(201);
  }

  const section = await request.post('/api/v1/account-sections/', {
    data: { account: wedding.id, name: 'Vendors' },
    headers: asAnn,
  });
  const task = await request.post('/api/v1/tasks/', {
    data: { account: wedding.id, section: (await section.json()).id, title: 'Send the shot list' },
    headers: asAnn,
  });
  expect(task.status()).toBe(201);

  // 1. The photographer registers a business with a photo; a bad website is refused under its field.
  const pia = await pageAs(browser, photographer);
  await pia.goto('/v/create');
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c93' } })
    .png()
    .toBuffer();
  await pia.getByLabel('Choose a photo').setInputFiles({ name: 'studio.png', mimeType: 'image/png', buffer: photo });
  await expect(pia.getByTestId('chosen-photos')).toContainText('studio.png');
  const name = `Pia Photo ${Date.now().toString(36)}`;
  await pia.getByLabel('Business name').fill(name);
  await pia.getByLabel('Category').selectOption('photography');
  // Cities come from the reference list, by prefix.
  for (const city of ['Lisbon', 'Porto']) {
    await pia.getByLabel('Cities served').fill(city);
    await pia.getByRole('button', { name: 'Add city' }).click();
  }
  await expect(pia.getByRole('list', { name: 'Chosen cities' })).toContainText('Porto');
  await pia.getByLabel('Website').fill('http://');
  await pia.getByRole('button', { name: 'Register business' }).click();
  await expect(pia.getByText('Enter a full web address, such as https://example.com.')).toBeVisible();
  await pia.getByLabel('Website').fill('pia.example.com');
  await pia.getByRole('button', { name: 'Register business' }).click();
  await expect(pia.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(pia.getByRole('img', { name: `${name}, 1 of 1` })).toBeVisible();
  const businessUrl = pia.url();
  // An unknown category is refused with its field error too (the form's picker cannot send one).
  const unknown = await request.post('/api/v1/vendor/vendors/', {
    data: { name: 'Odd', category: 'juggler' },
    headers: { authorization: `Bearer ${photographer.token}` },
  });
  expect((await unknown.json()).errors.category).toEqual(['Choose a category from the list.']);

  // 2. The couple finds it in the directory and adds it to the wedding.
  const annPage = await pageAs(browser, ann);
  await annPage.goto('/wedding/extras/vendors');
  await annPage.getByLabel('Name').fill(name.slice(0, 12));
  await annPage.getByLabel('Category').selectOption('photography');
  await annPage.getByLabel('City').fill('lisbon');
  await annPage.getByRole('button', { name: 'Search' }).click();
  const card = annPage.getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: 'Add to my wedding' }).click();
  await expect(annPage.getByText(`${name} is on your wedding’s vendor list.`)).toBeVisible();

  // The deposit, on the vendor's own fields until Funds links payments to vendors.
  await annPage.goto(`/wedding/${wedding.slug}/vendors`);
  await annPage.getByRole('link', { name }).click();
  await annPage.getByRole('link', { name: 'Edit' }).click();
  await annPage.getByLabel('Quoted price').fill('3000');
  await annPage.getByLabel('Deposit', { exact: true }).fill('900.005');
  await annPage.getByLabel('Deposit due').fill(localToday());
  await annPage.getByLabel('Email').fill('not-an-email');
  await annPage.getByRole('button', { name: 'Save vendor' }).click();
  await expect(annPage.getByText('Valid email required.')).toBeVisible();
  await annPage.getByLabel('Email').fill('pia@example.com');
  await annPage.getByRole('button', { name: 'Save vendor' }).click();
  // Three decimals are more than dollars have: the server says so in the spec's words, on the field.
  await expect(annPage.getByText('Enter an amount such as 1500 or 1500.50.')).toBeVisible();
  await annPage.getByLabel('Deposit', { exact: true }).fill('900');
  await annPage.getByRole('button', { name: 'Save vendor' }).click();
  await expect(annPage.getByRole('region', { name: 'Payments' })).toContainText('$900.00');
  const vendorPage = annPage.url();
  const vendorId = vendorPage.split('/').at(-1)!;
  // The API speaks the funds' money format: decimal text beside the currency.
  const saved = await request.get(`/api/v1/account-vendors/${vendorId}/`, { headers: auth(ann) });
  expect(await saved.json()).toMatchObject({ currency: 'USD', quoted_price: '3000.00', deposit_amount: '900.00' });
  // A deposit scheduled in Funds with the vendor named (set up through the API; the Funds pages have their own
  // journey): the photographer sees it in /financials.
  const scheduled = await request.post(`/api/v1/accounts/${wedding.id}/payments/`, {
    data: { title: 'Photography deposit', amount: '600', currency: 'USD', due_date: localToday(), vendor: vendorId },
    headers: asAnn,
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);
  expect(await scheduled.json()).toMatchObject({ vendor: vendorId });

  // A planning task linked to the vendor shows on its page.
  await annPage.getByRole('button', { name: 'Link tasks' }).click();
  await annPage.getByLabel('Send the shot list').check();
  await annPage.getByRole('button', { name: 'Save linked tasks' }).click();
  await expect(annPage.getByRole('list', { name: `Tasks for ${name}` })).toContainText('Send the shot list');

  // Expectations with the two run-of-show items.
  await annPage.getByRole('link', { name: 'Set expectations' }).click();
  await annPage.getByLabel('Deliverables').fill('400 edited photos');
  await annPage.getByLabel('Arrival time').fill('11:00');
  await annPage.getByLabel('Contacts on the day').fill('Ben');
  await annPage.getByLabel('11:30 Getting ready photos').check();
  await annPage.getByLabel('16:00 Family portraits').check();
  await annPage.getByRole('button', { name: 'Save expectations' }).click();
  await expect(annPage.getByTestId('expectations-state')).toHaveText('Waiting for the vendor to confirm');

  // 3. The photographer sees the wedding, the expectations (and confirms), the day, today's jobs and the deposit.
  await pia.goto('/database');
  await expect(pia.getByRole('table')).toContainText(wedding.name);
  await pia.goto(`${businessUrl}/calendar`);
  await expect(pia.getByRole('link', { name: new RegExp(`booked: ${wedding.name}`) })).toBeVisible();
  await pia.goto('/today');
  await expect(pia.getByRole('article', { name: wedding.name })).toContainText('Family portraits');
  await pia.goto('/financials');
  await expect(pia.getByRole('table').first()).toContainText('$900.00');
  const schedule = pia.getByRole('region', { name: 'Payment schedule' });
  await expect(schedule.getByRole('row', { name: /Photography deposit/ })).toContainText('$600.00');
  await expect(schedule.getByRole('row', { name: /Photography deposit/ })).toContainText('Due');
  await expect(schedule.getByTestId('schedule-month-totals')).toContainText('due $600.00');
  await pia.goto('/expectations');
  const expectations = pia.getByRole('article', { name: wedding.name });
  await expect(expectations).toContainText('400 edited photos');
  await expect(expectations).toContainText('Getting ready photos');
  await expectations.getByRole('button', { name: 'Confirm expectations' }).click();
  await expect(expectations).toContainText('Confirmed');

  // 4. The couple's open page hears it over the socket.
  await expect(annPage.getByTestId('expectations-state')).toHaveText('Confirmed by the vendor');

  // Either side proposes a change: the photographer asks to arrive earlier, the couple sees it live and accepts it,
  // and the photographer's page shows the agreed change.
  await expectations.getByRole('button', { name: 'Propose a change' }).click();
  await expectations.getByLabel('Proposed arrival time').fill('10:30');
  await expectations.getByLabel('Why the change').fill('Light for the getting-ready photos');
  await expectations.getByRole('button', { name: 'Send proposed change' }).click();
  await expect(expectations.getByRole('region', { name: 'Proposed change' })).toContainText('Your proposed change');
  await expect(annPage.getByTestId('expectations-state')).toHaveText('The vendor proposes a change');
  const proposal = annPage.getByRole('region', { name: 'Proposed change' });
  await expect(proposal).toContainText('Light for the getting-ready photos');
  await proposal.getByRole('button', { name: 'Accept change' }).click();
  await expect(annPage.getByTestId('expectations-state')).toHaveText('Confirmed by the vendor');
  await expect(expectations).toContainText('Arrival: 10:30');
  await expect(expectations.getByRole('region', { name: 'Proposed change' })).toHaveCount(0);

  // 5. A committee member sees the vendor but none of its prices; another vendor sees nothing of the wedding.
  const cleo = await apiUser(request, 'Cleo');
  await join(request, ann, wedding.id, cleo);
  const id = vendorPage.split('/').at(-1)!;
  const seen = await request.get(`/api/v1/account-vendors/${id}/`, { headers: auth(cleo) });
  expect(await seen.json()).toMatchObject({ name, quoted_price: null, deposit_amount: null, amount_paid: null });
  const cleoPage = await pageAs(browser, cleo);
  await cleoPage.goto(vendorPage.replace(baseURL, ''));
  await expect(cleoPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(cleoPage.getByRole('region', { name: 'Payments' })).toHaveCount(0);
  await expect(cleoPage.getByRole('main')).not.toContainText('$900.00');
  const otto = await apiUser(request, 'Otto');
  expect((await request.get(`/api/v1/account-vendors/${id}/`, { headers: auth(otto) })).status()).toBe(403);
  expect((await request.get(`/api/v1/account-vendors/?account=${wedding.id}`, { headers: auth(otto) })).status()).toBe(
    403,
  );
});

test('a form being filled in stays on screen when its page is read again (the socket connecting late)', async ({
  browser,
  request,
}) => {
  const pia = await pageAs(browser, await apiUser(request, 'Late'));
  // The socket connects only when the test says: its `ready` then asks the vendor area again, as it did in CI when
  // the page rendered before the socket was up.
  let connect: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    connect = resolve;
  });
  await pia.routeWebSocket(/\/ws/, async (ws) => {
    await held;
    ws.connectToServer();
  });
  const reads: string[] = [];
  pia.on('request', (r) => {
    if (r.url().endsWith('/api/v1/vendor/vendors/mine/')) reads.push(r.url());
  });
  await pia.goto('/v/create');
  await pia.getByLabel('Business name').fill('Late Light Studio');
  const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#39c' } })
    .png()
    .toBuffer();
  await pia.getByLabel('Choose a photo').setInputFiles({ name: 'late.png', mimeType: 'image/png', buffer: photo });
  await expect(pia.getByTestId('chosen-photos')).toContainText('late.png');
  const readsBefore = reads.length;
  connect();
  await expect.poll(() => reads.length).toBeGreaterThan(readsBefore);
  await pia.waitForLoadState('networkidle');
  // Read again, and nothing the person chose or typed went away.
  await expect(pia.getByText('Loading your vendor area…')).toHaveCount(0);
  await expect(pia.getByTestId('chosen-photos')).toContainText('late.png');
  await expect(pia.getByLabel('Business name')).toHaveValue('Late Light Studio');
  await pia.context().close();
});
