import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { baseURL } from './support';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// The couple's moderation page past one page of photos (issue 36): "Show more" reads the next by cursor; approved
// photos go into a post on the wedding's page; the ZIP downloads through a link the browser opens (streamed to disk).

const tiny = (n: number) =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: { r: (n * 37) % 255, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();

test('more photos than a page: show more, post approved ones, download the ZIP', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const couple = await apiUser(request, 'Pia');
  const wedding = await apiWedding(request, couple, { name: 'Pia & Tom' });
  const auth = { authorization: `Bearer ${couple.token}` };
  expect(
    (
      await request.patch(`/api/v1/accounts/${wedding.id}/add-ons/album/`, { data: { enabled: true }, headers: auth })
    ).status(),
  ).toBe(200);
  const album = await (
    await request.patch(`/api/v1/accounts/${wedding.id}/album/`, { data: { moderation: 'publish' }, headers: auth })
  ).json();
  // 52 photos, more than the page of 48, sent as two guests' batches.
  const N = 52;
  for (const [from, to] of [
    [0, 26],
    [26, N],
  ] as const) {
    const form = new FormData();
    form.append('name', `Table ${from ? 2 : 1}`);
    for (let i = from; i < to; i++) {
      form.append('photos', new Blob([new Uint8Array(await tiny(i))], { type: 'image/jpeg' }), `p${i}.jpg`);
    }
    const res = await fetch(baseURL + new URL(album.upload_url).pathname, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(201);
  }

  const page = await pageAs(browser, couple);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/wedding/${wedding.slug}/album`);
  await expect(page.getByRole('status').filter({ hasText: `${N} photos, 0 waiting for you.` })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Album photos' }).getByRole('listitem');
  await expect(tiles).toHaveCount(48);
  const more = page.getByRole('button', { name: 'Show more photos' });
  const nextPage = page.waitForRequest((r) => r.url().includes('/album/photos/?cursor='));
  await more.click();
  await nextPage;
  await expect(tiles).toHaveCount(N);
  await expect(more).toHaveCount(0);
  // Table 1's photos are the oldest: on the second page.
  await expect(tiles.last()).toHaveAttribute('aria-label', 'Photo from Table 1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Two approved photos, one from each page, into a post on the wedding's page.
  await tiles.first().getByRole('checkbox', { name: 'Select' }).check();
  await tiles.last().getByRole('checkbox', { name: 'Select' }).check();
  await page.getByLabel('Words for the post (optional)').fill('Seen from the tables');
  const posted = page.waitForResponse((r) => r.url().endsWith('/album/post/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Post 2 approved to the wedding’s page' }).click();
  const post = (await (await posted).json()) as { id: string };
  await expect(page.getByText('Posted 2 photos to the wedding’s page.')).toBeVisible();
  const read = await (await request.get(`/api/v1/posts/${post.id}/`, { headers: auth })).json();
  expect([read.text, read.photos.length]).toEqual(['Seen from the tables', 2]);

  // The selection as a ZIP, then the whole album: the browser's own download (a link, not a Blob in the page).
  const selection = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download 2 selected' }).click();
  const picked = unzipSync(new Uint8Array(await readFile((await (await selection).path())!)));
  expect(Object.keys(picked)).toHaveLength(3);
  const whole = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the whole album (ZIP)' }).click();
  const download = await whole;
  expect(download.url()).toMatch(/\/album\/download\/[\w-]{32}$/);
  expect(download.suggestedFilename()).toBe(`${wedding.slug}-album.zip`);
  const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(Object.keys(entries)).toHaveLength(N + 1);
  expect(Buffer.from(entries['photos.csv']!).toString()).toContain('Table 2');
  // The page stayed where it was.
  await expect(tiles).toHaveCount(N);
  await page.context().close();
});
