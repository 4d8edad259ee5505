import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { port } from './support';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// Issue 41: a post photo uploaded in the browser lands in the S3 bucket (the run's s3rver, which playwright.config.ts
// starts before the app) and is shown from there through /media/{id}, every width of it.

test.skip(process.env.E2E_MEDIA === 'fs', 'this run keeps images in the data folder (E2E_MEDIA=fs)');

const bucket = new S3Client({
  endpoint: `http://127.0.0.1:${port + 2000}`,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
test.afterAll(() => bucket.destroy());

test('a couple posts a photo; its copies are objects in the bucket and the feed shows them', async ({
  browser,
  request,
}) => {
  const couple = await apiUser(request, 'Bucket');
  const wedding = await apiWedding(request, couple);
  const page = await pageAs(browser, couple);
  await page.goto(`/wedding/${wedding.slug}`);
  await page.getByLabel(`Share something with ${wedding.name}’s followers`).fill('The venue, from the bucket');
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  await page.getByLabel('Add photos').setInputFiles([{ name: 'venue.png', mimeType: 'image/png', buffer: photo }]);
  await page.getByRole('button', { name: 'Post', exact: true }).click();

  const image = page.getByRole('article', { name: 'Post by Bucket Tester' }).getByRole('img');
  await expect(image).toHaveCount(1);
  const srcset = await image.getAttribute('srcset');
  const ids = [...(srcset ?? '').matchAll(/\/media\/([0-9a-f-]{36}) (\d+)w/g)].map((m) => m[1]!);
  expect(ids.length).toBeGreaterThan(1);
  // The browser decoded what it was sent: the image is really there, not a broken icon.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  for (const id of ids) {
    const head = await bucket.send(new HeadObjectCommand({ Bucket: 'vowline-e2e', Key: `media/${id}` }));
    expect(head.ContentType).toBe('image/webp');
    const served = await request.get(`/media/${id}`);
    expect(served.status()).toBe(200);
    expect(Number(served.headers()['content-length'])).toBe(head.ContentLength);
  }
});
