import { type Dialog, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { apiUser, apiWedding, type Person, pageAs } from './weddingSupport';

// A receipt photo added to a transaction, refused when it is no photo, and removed after the question; a planned
// payment edited on the schedule, a refusal kept in its form. Data through the API, the UI is what is tested.

const auth = (p: Person) => ({ authorization: `Bearer ${p.token}` });

test('a couple adds and removes a receipt photo, and edits a planned payment', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const ann = await apiUser(request, 'Ada');
  const wedding = await apiWedding(request, ann, { role: 'B' });
  const post = async <T>(path: string, data: unknown) => {
    const res = await request.post(`/api/v1/accounts/${wedding.id}/${path}`, { data, headers: auth(ann) });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as T;
  };
  const account = await post<{ id: string }>('money-accounts/', { name: 'Joint', currency: 'EUR', opening: '100' });
  const tx = await post<{ id: string }>('transactions/', {
    direction: 'out',
    amount: '42.50',
    money_account: account.id,
    date: '2031-01-10',
    note: 'Cake tasting',
  });
  await post('payments/', { title: 'Venue deposit', amount: '500', currency: 'EUR', due_date: '2031-02-01' });
  const money = `/wedding/${wedding.slug}/money`;
  const page = await pageAs(browser, ann);

  await page.goto(`${money}/cash-flow/view-transaction/${tx.id}`);
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible({ timeout: 20_000 });
  // An SVG is refused before it is sent.
  await page.getByLabel('Add a receipt photo').setInputFiles({
    name: 'receipt.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByRole('alert')).toHaveText('Choose JPEG, PNG or WebP photos.');
  const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#eee' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Add a receipt photo').setInputFiles({ name: 'r.jpg', mimeType: 'image/jpeg', buffer: photo });
  const receipt = page.getByRole('img', { name: 'The receipt of this transaction' });
  await expect(receipt).toHaveAttribute('srcset', /\/media\/.+ 320w/, { timeout: 15_000 });
  await expect(page.getByLabel('Replace the receipt photo')).toBeAttached();
  await page.getByRole('button', { name: 'Remove the receipt' }).click();
  await expect(page.getByText('Remove the receipt photo?')).toBeVisible();
  await page.getByRole('button', { name: 'Remove the receipt' }).click();
  await expect(receipt).toHaveCount(0);
  await expect(page.getByLabel('Add a receipt photo')).toBeAttached();

  await page.goto(`${money}/payments`);
  const row = page.getByRole('row', { name: 'Venue deposit' });
  await expect(row).toContainText('€500.00', { timeout: 20_000 });
  await row.getByRole('button', { name: 'Edit Venue deposit' }).click();
  const form = page.getByRole('region', { name: 'Edit Venue deposit' });
  await form.getByLabel('Amount').fill('750.555');
  await form.getByRole('button', { name: 'Save payment' }).click();
  await expect(form.getByText('EUR takes at most 2 decimals.')).toBeVisible();
  await form.getByLabel('Amount').fill('750');
  await form.getByLabel('Due').fill('2031-03-15');
  await form.getByLabel('What').fill('Venue deposit, second half');
  await form.getByRole('button', { name: 'Save payment' }).click();
  const edited = page.getByRole('row', { name: 'Venue deposit, second half' });
  await expect(edited).toContainText('€750.00');
  // The date's words follow the browser's locale.
  await expect(edited).toContainText(/15 March 2031|March 15 2031/);
  await page.context().close();
});

test('a budget row saves by itself once typing pauses, and a half-typed row asks before the page is left', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const ann = await apiUser(request, 'Bea');
  const wedding = await apiWedding(request, ann, { role: 'B' });
  const types = (await (
    await request.get(`/api/v1/accounts/${wedding.id}/expense-types/`, { headers: auth(ann) })
  ).json()) as { results: Array<{ name: string }> };
  const [first, second] = types.results;
  const money = `/wedding/${wedding.slug}/money`;
  const page = await pageAs(browser, ann);
  await page.goto(`${money}/budget`);
  const planned = page.getByLabel(`Planned for ${first!.name}`);
  await expect(planned).toBeVisible({ timeout: 20_000 });
  await planned.fill('1500');
  // No Save button to forget: the row says it saved.
  await expect(page.getByRole('row', { name: first!.name }).getByRole('status')).toHaveText('Saved');
  // Emptied: a row cannot save no amount, so it stays unsaved (whatever the pause), and the page asks before a link
  // takes the user away; staying keeps what is there.
  const secondRow = page.getByLabel(`Planned for ${second!.name}`);
  await secondRow.fill('');
  await expect(page.getByRole('row', { name: second!.name }).getByText('Field required.')).toBeVisible();
  // A link within the page ("Skip to content") leaves nothing, so it asks nothing.
  const dialogs: string[] = [];
  const note = async (d: Dialog) => {
    dialogs.push(d.message());
    await d.dismiss();
  };
  page.on('dialog', note);
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${money}/budget#main$`));
  expect(dialogs).toEqual([]);
  page.off('dialog', note);
  const asked = page.waitForEvent('dialog');
  const click = page.getByRole('navigation', { name: 'Funds' }).getByRole('link', { name: 'Cash flow' }).click();
  const dialog = await asked;
  expect(dialog.message()).toBe('You have unsaved changes on this page. Leave without saving them?');
  await dialog.dismiss();
  await click;
  await expect(page).toHaveURL(new RegExp(`${money}/budget#main$`));
  await expect(secondRow).toHaveValue('');
  await secondRow.fill('250');
  // Once it saved, leaving asks nothing, and the amounts are the server's.
  await expect(page.getByRole('row', { name: second!.name }).getByRole('status')).toHaveText('Saved');
  await page.getByRole('navigation', { name: 'Funds' }).getByRole('link', { name: 'Cash flow' }).click();
  await expect(page).toHaveURL(new RegExp(`${money}/cash-flow$`));
  await page.goto(`${money}/budget`);
  await expect(page.getByLabel(`Planned for ${first!.name}`)).toHaveValue('1500.00');
  await expect(page.getByLabel(`Planned for ${second!.name}`)).toHaveValue('250.00');
});
