import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { axeFindings } from './routesSupport';
import { baseURL } from './support';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// The guests' photo album (issue 36) end to end: the couple turns it on and finds its QR address; a guest's phone
// (390 px, no account) uploads through it with per-file progress, and another without JavaScript by the plain form;
// the couple approves one; the live wall, open meanwhile, shows it; the whole album comes down as one ZIP.

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

test('a phone uploads through the QR address, the couple approves, the wall shows it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const couple = await apiUser(request, 'Alba');
  const wedding = await apiWedding(request, couple, { name: 'Alba & Ravi' });
  const auth = { authorization: `Bearer ${couple.token}` };
  expect(
    (
      await request.patch(`/api/v1/accounts/${wedding.id}/add-ons/album/`, { data: { enabled: true }, headers: auth })
    ).status(),
  ).toBe(200);

  // The couple's add-on page shows the address, its QR code and the table card's link.
  const page = await pageAs(browser, couple);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/wedding/${wedding.slug}/add-ons/album`);
  const address = (await page.getByTestId('album-address').textContent())!;
  expect(address).toMatch(/\/album\/[\w-]{32}$/);
  await expect(page.getByRole('img', { name: 'The album’s QR code' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Printable table card (A6)' })).toHaveAttribute('href', /\/card$/);
  expect(await axeFindings(page, 'add-ons/album')).toEqual([]);
  const path = new URL(address).pathname;

  // The live wall, open on the projector before any photo arrives.
  const wall = await pageAs(browser, couple);
  await wall.goto(`/wedding/${wedding.slug}/album/wall`);
  await expect(wall.getByText('Scan the code to share your photos of the day.')).toBeVisible();
  await expect(wall.getByRole('img', { name: 'QR code to share your photos' })).toBeVisible();

  // A guest's phone: no account, the page the code opens, two photos and a name; each file shows its result.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const guest = await phone.newPage();
  await guest.goto(path);
  await expect(guest.getByRole('heading', { name: 'Alba & Ravi' })).toBeVisible();
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeFindings(guest, 'the upload page')).toEqual([]);
  await guest.getByLabel('Your photos').setInputFiles([
    { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await photo(200, 80, 90) },
    { name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: await photo(60, 120, 200) },
  ]);
  await guest.getByLabel('Your name (optional)').fill('Uncle Joe');
  await guest.getByRole('button', { name: 'Send photos' }).click();
  await expect(guest.getByText('IMG_0001.jpg: added')).toBeVisible();
  await expect(guest.getByText('IMG_0002.jpg: added')).toBeVisible();
  await expect(guest.getByText('All done, thank you!')).toBeVisible();

  // Another phone without JavaScript: the plain form post, and a HEIC refused in plain words.
  const plain = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const old = await plain.newPage();
  await old.goto(path);
  await old.getByLabel('Your photos').setInputFiles([
    {
      name: 'IMG_0003.HEIC',
      mimeType: 'image/heic',
      buffer: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64, 1)]),
    },
  ]);
  await old.getByRole('button', { name: 'Send photos' }).click();
  await expect(old.getByRole('alert')).toContainText('IMG_0003.HEIC: This is a HEIC photo');
  await old
    .getByLabel('Your photos')
    .setInputFiles([{ name: 'IMG_0004.jpg', mimeType: 'image/jpeg', buffer: await photo(30, 160, 60) }]);
  await old.getByRole('button', { name: 'Send photos' }).click();
  await expect(old.getByRole('status')).toContainText('Your photo was added and will show once the couple approves');

  // The couple's queue: three photos waiting; approving one puts it on the wall.
  await page.goto(`/wedding/${wedding.slug}/album`);
  await expect(page.getByRole('status').filter({ hasText: '3 photos, 3 waiting for you.' })).toBeVisible();
  expect(await axeFindings(page, 'album')).toEqual([]);
  const first = page.getByRole('listitem', { name: 'Photo from Uncle Joe' }).first();
  await first.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 photos, 2 waiting for you.' })).toBeVisible();
  await expect(wall.getByRole('img', { name: 'Sent by Uncle Joe' })).toBeVisible();
  await expect(wall.getByRole('status')).toHaveText('1 photos');

  // Everything comes down as one ZIP.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the whole album (ZIP)' }).click();
  expect((await download).suggestedFilename()).toBe(`${wedding.slug}-album.zip`);
  await Promise.all([page.context().close(), wall.context().close(), phone.close(), plain.close()]);
});
