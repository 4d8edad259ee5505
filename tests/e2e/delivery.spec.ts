import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { chunkAssets } from '../../scripts/prerender';
import { APP_SHELLS } from '../../src/shared/appShells';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// Issue "Fast and sturdy", Lighthouse on the signed-in pages: their HTML names the chunks they need, so these load
// beside the entry (shared/appShells.ts), and their first API requests start from the inline head script before the
// app's JS arrives, the app taking those answers instead of asking again (shared/headScript.ts, client/http/early.ts).

const manifest = JSON.parse(readFileSync(path.resolve('dist/client/.vite/manifest.json'), 'utf8'));

test('the served HTML of the feed, a wedding and its dashboard names every chunk the page needs', async ({
  request,
}) => {
  const pages = { feed: '/feed', wedding: '/wedding/ann-bob', 'wedding-dashboard': '/wedding/ann-bob/dashboard' };
  for (const [shell, url] of Object.entries(pages)) {
    const html = await (await request.get(url)).text();
    const linked = [
      ...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]* (?:href|src)="\/([^"]+)"/g),
    ];
    const files = new Set(linked.map((m) => m[1]));
    const needed = (APP_SHELLS[shell] ?? []).flatMap((chunk) => chunkAssets(manifest, chunk).js);
    expect(needed.length, url).toBeGreaterThan(5);
    expect(
      needed.filter((file) => !files.has(file)),
      url,
    ).toEqual([]);
  }
});

test('a signed-in page fetches no script before it renders that its HTML did not name', async ({
  browser,
  request,
}) => {
  // A script found only once another has run is one more round trip before the page can render: the shells' lists
  // (written from the manifest) must cover what the chunking (vite.config.ts, scripts/chunking.ts) made of each page.
  const couple = await apiUser(request, 'Named');
  const wedding = await apiWedding(request, couple, { name: 'Named & Listed' });
  const pages = [
    { url: '/feed', rendered: { level: 1, name: 'Welcome, Named' } },
    { url: `/wedding/${wedding.slug}`, rendered: { level: 1, name: 'Named & Listed' } },
    { url: `/wedding/${wedding.slug}/dashboard`, rendered: { level: 2, name: 'Next tasks due' } },
  ];
  // What the session loads whatever the page (the socket, the e-mail notice, the menus' weddings: app/createApp.ts)
  // is named too, since Lighthouse counted it before the largest paint: this new account's address is unconfirmed,
  // so the notice's button loads.
  for (const { url, rendered } of pages) {
    const html = await (await request.get(url)).text();
    const named = new Set(
      [...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]* (?:href|src)="\/([^"]+)"/g)].map(
        (m) => m[1],
      ),
    );
    const page = await pageAs(browser, couple);
    // A slow render could let the prefetch start before the check.
    await withoutPrefetch(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      const file = new URL(r.url()).pathname.slice(1);
      if (file.startsWith('assets/') && file.endsWith('.js')) scripts.push(file);
    });
    await page.goto(url);
    await expect(page.getByRole('heading', { ...rendered, exact: true })).toBeVisible();
    expect(
      scripts.filter((file) => !named.has(file)),
      url,
    ).toEqual([]);
    await page.context().close();
  }
});

/** No prefetch of the likely next pages (lib/prefetch.ts): the page sees a connection that saves data. */
const withoutPrefetch = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
  );

interface Fetched {
  url: string;
  /** Who called fetch(): the app's code is in /assets/, the inline head script in the page itself. */
  by: 'app' | 'head script';
}

/** Every fetch() the page makes, with when it was made, and every API request that reached the network. */
async function watchRequests(page: Page) {
  await page.addInitScript(() => {
    const calls: Array<{ url: string; by: string }> = [];
    (window as unknown as { fetched: typeof calls }).fetched = calls;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const by = /\/assets\//.test(new Error().stack ?? '') ? 'app' : 'head script';
      calls.push({ url: new URL(url, location.href).pathname, by });
      return original(input, init);
    };
  });
  const sent: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) sent.push(`${url.pathname}${url.search}`);
  });
  return {
    sent,
    fetched: () => page.evaluate(() => (window as unknown as { fetched: Fetched[] }).fetched),
  };
}

test('the feed: its first requests start from the head script and are not asked again', async ({
  browser,
  request,
}) => {
  const reader = await apiUser(request, 'Early');
  const page = await pageAs(browser, reader);
  const watch = await watchRequests(page);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Early' })).toBeVisible();
  await expect(page.getByText('Your feed is empty for now.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const early = ['/api/v1/users/me/', '/api/v1/accounts/', '/api/v1/account-invites/', '/api/v1/users/me/feed/'];
  for (const url of early) {
    expect(
      watch.sent.filter((u) => u === url),
      url,
    ).toHaveLength(1);
    expect(
      (await watch.fetched()).filter((f) => f.url === url).map((f) => f.by),
      url,
    ).toEqual(['head script']);
  }
  expect(watch.sent.filter((u) => u.includes(reader.token))).toEqual([]);
  await page.context().close();
});

test("a wedding's home: the wedding and its posts start from the head script, once each", async ({
  browser,
  request,
}) => {
  const couple = await apiUser(request, 'Wed');
  const wedding = await apiWedding(request, couple, { name: 'Wed & Early' });
  const page = await pageAs(browser, couple);
  const watch = await watchRequests(page);
  await page.goto(`/wedding/${wedding.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wed & Early' })).toBeVisible();
  await expect(page.getByText('No posts yet.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const url of [`/api/v1/accounts/${wedding.slug}/`, `/api/v1/accounts/${wedding.id}/feed/`]) {
    expect(
      watch.sent.filter((u) => u === url),
      url,
    ).toHaveLength(1);
    expect(
      (await watch.fetched()).filter((f) => f.url === url).map((f) => f.by),
      url,
    ).toEqual(['head script']);
  }
  await page.context().close();
});

test('before any script has run, a signed-in page shows the top bar; without a session it stays hidden', async ({
  browser,
  request,
  page: signedOut,
}) => {
  const reader = await apiUser(request, 'Shell');
  const signedIn = await pageAs(browser, reader);
  for (const page of [signedIn, signedOut]) {
    // The app's scripts never arrive: what shows is the HTML and the inline head script alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/feed');
  }
  await expect(signedIn.getByText('Vowline', { exact: true })).toBeVisible();
  await expect(signedOut.locator('[data-app-shell]')).toBeAttached();
  await expect(signedOut.getByText('Vowline', { exact: true })).toBeHidden();
  await signedIn.context().close();
});

test('an unknown tab of a wedding shows the not-found page, whose code loads only then', async ({
  browser,
  request,
}) => {
  const couple = await apiUser(request, 'Tabless');
  const wedding = await apiWedding(request, couple, { name: 'Tabless & Found' });
  const page = await pageAs(browser, couple);
  // The prefetch could fetch it on its own.
  await withoutPrefetch(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/NotFoundPage-')) scripts.push(r.url());
  });
  await page.goto(`/wedding/${wedding.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tabless & Found', exact: true })).toBeVisible();
  expect(scripts).toEqual([]);
  await page.goto(`/wedding/${wedding.slug}/no-such-tab`);
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  expect(scripts.length).toBe(1);
  await page.context().close();
});
