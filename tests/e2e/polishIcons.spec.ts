import { expect, test } from '@playwright/test';

// Issue 40: a favicon and app icons. Every page names them, and each one named is served as what it says it is.

test('pages name a favicon, an apple-touch icon and a manifest whose icons exist', async ({ page, request }) => {
  for (const path of ['/', '/login', '/feed']) {
    await page.goto(path);
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute('href', '/icon.svg');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  }
  const svg = await request.get('/icon.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  for (const png of ['/favicon-32.png', '/apple-touch-icon.png']) {
    const res = await request.get(png);
    expect(res.status(), png).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.name).toBe('Vowline');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});
