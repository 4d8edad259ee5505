import { expect, test } from '@playwright/test';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// The vendors journey of issue 15: a photographer registers, a couple adds them from the directory, schedules a
// deposit and sets expectations with two run-of-show items; the photographer confirms, and the couple sees it live.

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('a photographer and a couple, from registration to confirmed expectations', async ({ browser, request }) => {
  // Two people through a dozen pages: a long journey on purpose.
  test.setTimeout(120_000);
  const photographer = await apiUser(request, 'Pia');
  const ann = await apiUser(request, 'Ann');
  const wedding = await apiWedding(request, ann, { date: localToday() });
  const auth = { authorization: `Bearer ${ann.token}` };
  for (const [time, title] of [
    ['11:30', 'Getting ready photos'],
    ['16:00', 'Family portraits'],
  ]) {
    const res = await request.post('/api/v1/wedding-day-tasks/', {
      data: { account: wedding.id, title, time },
      headers: auth,
    });
    expect(res.status()).toBe(201);
  }

  // 1. The photographer registers a business; a bad website is refused under its field.
  const pia = await pageAs(browser, photographer);
  await pia.goto('/v/create');
  const name = `Pia Photo ${Date.now().toString(36)}`;
  await pia.getByLabel('Business name').fill(name);
  await pia.getByLabel('Category').selectOption('photography');
  await pia.getByLabel('Cities served').fill('Lisbon, Porto');
  await pia.getByLabel('Website').fill('http://');
  await pia.getByRole('button', { name: 'Register business' }).click();
  await expect(pia.getByText('Enter a full web address, such as https://example.com.')).toBeVisible();
  await pia.getByLabel('Website').fill('pia.example.com');
  await pia.getByRole('button', { name: 'Register business' }).click();
  await expect(pia.getByRole('heading', { level: 1, name })).toBeVisible();
  const businessUrl = pia.url();

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
  await annPage.getByLabel('Deposit', { exact: true }).fill('900');
  await annPage.getByLabel('Deposit due').fill(localToday());
  await annPage.getByLabel('Email').fill('not-an-email');
  await annPage.getByRole('button', { name: 'Save vendor' }).click();
  await expect(annPage.getByText('Valid email required.')).toBeVisible();
  await annPage.getByLabel('Email').fill('pia@example.com');
  await annPage.getByRole('button', { name: 'Save vendor' }).click();
  await expect(annPage.getByRole('region', { name: 'Payments' })).toContainText('$900.00');

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
  await expect(pia.getByRole('main')).toContainText(wedding.name);
  await pia.goto('/today');
  await expect(pia.getByRole('article', { name: wedding.name })).toContainText('Family portraits');
  await pia.goto('/financials');
  await expect(pia.getByRole('table')).toContainText('$900.00');
  await pia.goto('/expectations');
  const expectations = pia.getByRole('article', { name: wedding.name });
  await expect(expectations).toContainText('400 edited photos');
  await expect(expectations).toContainText('Getting ready photos');
  await expectations.getByRole('button', { name: 'Confirm expectations' }).click();
  await expect(expectations).toContainText('Confirmed');

  // 4. The couple's open page hears it over the socket.
  await expect(annPage.getByTestId('expectations-state')).toHaveText('Confirmed by the vendor');
});
