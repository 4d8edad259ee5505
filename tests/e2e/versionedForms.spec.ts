import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiUser, apiWedding, type Person, pageAs } from './weddingSupport';

// Issue 31 beyond tasks and vendors: a planned payment and a household edited in a tab while the same item is changed
// through the API (as the partner's other tab would). The open form keeps what was typed, says the item moved on, and
// its save shows both versions in place: Keep mine saves over theirs knowingly, Take theirs puts theirs in the form.

const auth = (p: Person) => ({ authorization: `Bearer ${p.token}` });

async function send<T>(
  request: APIRequestContext,
  who: Person,
  method: 'POST' | 'PATCH' | 'GET',
  url: string,
  data?: unknown,
) {
  const res = await request.fetch(url, { method, headers: auth(who), ...(data === undefined ? {} : { data }) });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

test('a planned payment changed meanwhile: the save shows their version, and Keep mine saves over it', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const ada = await apiUser(request, 'Ada');
  const wedding = await apiWedding(request, ada, { role: 'B' });
  const payment = await send<{ id: string; version: number }>(
    request,
    ada,
    'POST',
    `/api/v1/accounts/${wedding.id}/payments/`,
    { title: 'Venue deposit', amount: '500', currency: 'EUR', due_date: '2031-02-01' },
  );
  const page = await pageAs(browser, ada);
  await page.goto(`/wedding/${wedding.slug}/money/payments`);
  const row = page.getByRole('row', { name: 'Venue deposit' });
  await expect(row).toContainText('€500.00', { timeout: 20_000 });
  await row.getByRole('button', { name: 'Edit Venue deposit' }).click();
  const form = page.getByRole('region', { name: 'Edit Venue deposit' });
  await form.getByLabel('What').fill('Venue deposit, first half');
  await form.getByLabel('Amount').fill('250');

  // The other tab renames it and moves its date: the typing here stays, and the form says the item moved on.
  await send(request, ada, 'PATCH', `/api/v1/account-payments/${payment.id}/`, {
    title: 'Venue deposit (signed)',
    due_date: '2031-03-01',
  });
  await expect(form.getByTestId('changed-note')).toBeVisible({ timeout: 15_000 });
  await expect(form.getByLabel('What')).toHaveValue('Venue deposit, first half');

  await form.getByRole('button', { name: 'Save payment' }).click();
  const conflict = form.getByTestId('form-conflict');
  await expect(conflict).toContainText('Ada changed this while you were editing.');
  // Both changed the title: theirs shows under it. Only they moved the date: merged without asking.
  await expect(form.getByTestId('their-version')).toHaveText('Their version: “Venue deposit (signed)”');
  await expect(form.getByLabel('Due')).toHaveValue('2031-03-01');
  await expect(form.getByLabel('Amount')).toHaveValue('250');

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(page.getByRole('row', { name: 'Venue deposit, first half' })).toContainText('€250.00');
  const now = await send<{ title: string; amount_minor: number; due_date: string; version: number }>(
    request,
    ada,
    'GET',
    `/api/v1/account-payments/${payment.id}/`,
  );
  expect(now).toMatchObject({ title: 'Venue deposit, first half', amount_minor: 25000, due_date: '2031-03-01' });
  expect(now.version).toBe(3);
  await page.context().close();
});

test('a household renamed meanwhile: Take theirs puts their name in the form, and nothing is overwritten', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const ada = await apiUser(request, 'Ada');
  const wedding = await apiWedding(request, ada, { role: 'B' });
  const household = await send<{ id: string }>(request, ada, 'POST', `/api/v1/accounts/${wedding.id}/households/`, {
    name: 'The Silvas',
    guests: [{ name: 'Ana Silva' }],
  });
  const page = await pageAs(browser, ada);
  await page.goto(`/wedding/${wedding.slug}/guests`);
  const card = page.getByRole('article', { name: 'The Silvas' });
  await card.getByRole('button', { name: 'Rename' }).click({ timeout: 20_000 });
  await card.getByLabel('Household name').fill('Silva family');

  await send(request, ada, 'PATCH', `/api/v1/households/${household.id}/`, {
    name: 'Ana & Rui Silva',
    guests: [{ name: 'Ana Silva' }],
  });
  const renamed = page.getByRole('article', { name: 'Ana & Rui Silva' });
  await expect(renamed.getByTestId('changed-note')).toBeVisible({ timeout: 15_000 });
  await expect(renamed.getByLabel('Household name')).toHaveValue('Silva family');
  await renamed.getByRole('button', { name: 'Save name' }).click();
  const conflict = renamed.getByTestId('form-conflict');
  await expect(conflict).toContainText('Ada changed this while you were editing.');
  await expect(renamed.getByTestId('their-version')).toHaveText('Their version: “Ana & Rui Silva”');

  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await expect(renamed.getByLabel('Household name')).toHaveValue('Ana & Rui Silva');
  await expect(conflict).toHaveCount(0);
  const list = await send<{ results: { id: string; name: string }[] }>(
    request,
    ada,
    'GET',
    `/api/v1/accounts/${wedding.id}/households/`,
  );
  expect(list.results.find((h) => h.id === household.id)?.name).toBe('Ana & Rui Silva');
  await page.context().close();
});

test('a household’s rename typed and reloaded is offered back when the form opens again', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const ada = await apiUser(request, 'Ada');
  const wedding = await apiWedding(request, ada, { role: 'B' });
  await send(request, ada, 'POST', `/api/v1/accounts/${wedding.id}/households/`, {
    name: 'The Silvas',
    guests: [{ name: 'Ana Silva' }],
  });
  const page = await pageAs(browser, ada);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`/wedding/${wedding.slug}/guests`);
  const card = page.getByRole('article', { name: 'The Silvas' });
  await card.getByRole('button', { name: 'Rename' }).click({ timeout: 20_000 });
  await card.getByLabel('Household name').fill('Silva family');
  // The draft is written once typing pauses.
  await page.waitForTimeout(600);
  await page.reload();
  await card.getByRole('button', { name: 'Rename' }).click({ timeout: 20_000 });
  const offer = card.getByTestId('draft-offer');
  await expect(offer).toContainText(/You have an unsaved draft from \d\d:\d\d\./);
  await expect(card.getByLabel('Household name')).toHaveValue('The Silvas');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(card.getByLabel('Household name')).toHaveValue('Silva family');
  await card.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('article', { name: 'Silva family' })).toBeVisible();
  await page.context().close();
});
