import { expect, test } from '@playwright/test';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// Issue 40: no native, unstyled control where a new couple looks first. One file picker (drop zone, thumbnails
// before sending), one select, one disclosure, fieldsets without their grey box, a styled editor toolbar.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the composer picks photos by button or drop, shows them before sending, and its select is ours', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const couple = await apiUser(request, 'Pia');
  const wedding = await apiWedding(request, couple);
  const page = await pageAs(browser, couple);
  await page.goto(`/wedding/${wedding.slug}`);
  const form = page.getByRole('form', { name: 'New post' });
  await expect(form).toBeVisible();

  // No "Choose Files / No file chosen": the input is hidden behind the drop zone that names it.
  const input = form.getByLabel('Add photos');
  await expect(input).toHaveAttribute('type', 'file');
  expect(await input.boundingBox().then((b) => (b?.width ?? 0) <= 1)).toBe(true);
  await expect(form.getByText('or drop them here')).toBeVisible();

  await input.setInputFiles([
    { name: 'rings.png', mimeType: 'image/png', buffer: PNG },
    { name: 'venue.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const chosen = form.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByRole('img', { name: 'rings.png' })).toBeVisible();
  await expect(chosen.getByRole('img', { name: 'venue.png' })).toHaveAttribute('src', /^blob:/);
  await chosen.getByRole('button', { name: 'Remove rings.png' }).click();
  await expect(chosen.getByRole('img')).toHaveCount(1);

  // A file dropped on the zone joins the draft like a chosen one.
  const zone = form.locator('label', { hasText: 'Add photos' });
  const transfer = await page.evaluateHandle(
    (bytes) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      return dt;
    },
    [...PNG],
  );
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await expect(zone).toHaveAttribute('data-dragging', 'true');
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(chosen.getByRole('img', { name: 'dropped.png' })).toBeVisible();
  await expect(zone).not.toHaveAttribute('data-dragging');

  // "Who sees it" is the app's select: no native arrow, a chevron of ours, a full tap target.
  const audience = form.getByLabel('Who sees it');
  expect(await audience.evaluate((el) => getComputedStyle(el).appearance)).toBe('none');
  expect((await audience.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  await form.getByLabel('Share something').fill('Two photos of the day');
  await form.getByRole('button', { name: 'Post' }).click();
  const post = page.getByRole('article', { name: 'Post by Pia Tester' }).first();
  await expect(post.getByRole('img')).toHaveCount(2);

  // "Post options" is a disclosure button, not a ▸ summary.
  const options = post.getByRole('button', { name: 'Post options' });
  await expect(options).toHaveAttribute('aria-expanded', 'false');
  await options.click();
  await expect(options).toHaveAttribute('aria-expanded', 'true');
  await expect(post.getByRole('button', { name: 'Edit' })).toBeVisible();
  expect(await page.locator('details').count()).toBe(0);
});

test('fieldsets have no border, the CSV import is a drop zone, the editor toolbar is styled', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const couple = await apiUser(request, 'Rui');
  const wedding = await apiWedding(request, couple);
  const page = await pageAs(browser, couple);

  await page.goto(`/wedding/${wedding.slug}/logistics`);
  const fieldset = page.locator('fieldset').first();
  await expect(fieldset).toBeVisible();
  expect(await fieldset.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('none');

  await page.goto(`/wedding/${wedding.slug}/guests`);
  const csv = page.getByLabel('Choose a CSV file');
  await expect(csv).toHaveAttribute('type', 'file');
  await csv.setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from('household,name\nA,Ana') });
  await expect(page.getByRole('textbox', { name: 'CSV' })).toHaveValue('household,name\nA,Ana');

  await page.goto(`/wedding/${wedding.slug}/website/editor`);
  const toolbar = page.getByRole('toolbar').first();
  await expect(toolbar).toBeVisible();
  const bold = toolbar.getByRole('button', { name: 'Bold' });
  expect(await bold.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(239, 239, 239)');
  await expect(bold.locator('svg')).toBeVisible();
});
