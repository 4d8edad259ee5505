import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { HEAD_SCRIPT } from '../../src/shared/headScript';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { ok } from './planningSupport';
import { call, setUpWedding } from './weddingsSupport';

// Issue "Fast and sturdy": the public pages pre-rendered at build are served for their own paths, precompressed like
// every asset; any other client route still gets index.html, and so does a page whose file the build did not write.

const shell = '<!doctype html><html><head><title>Vowline</title></head><body><div id="root"></div></body></html>';
const pricing =
  '<!doctype html><html><head><title>Vowline</title></head><body><div id="root" data-prerendered><h1>Pricing</h1></div></body></html>';

const feedShell =
  '<!doctype html><html><head><link rel="modulepreload" crossorigin href="/assets/FeedPage-x.js"></head><body><div id="root"></div></body></html>';
const weddingShell = feedShell.replace('FeedPage', 'WeddingHomePage');
const dashboardShell = feedShell.replace('FeedPage', 'DashboardPage');
const asset = 'export const feed = 1;\n';
/** The app shell a wedding address gets, found or not: its status says which. */
const weddingShellFor = (url: string) => (url.endsWith('/dashboard') ? dashboardShell : weddingShell);

let server: TestServer;
let clientDir: string;
let owner: SignedUp;
let postId: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-prerendered-'));
  await mkdir(path.join(clientDir, 'prerendered'));
  await writeFile(path.join(clientDir, 'index.html'), shell);
  const file = path.join(clientDir, 'prerendered', 'pricing.html');
  await writeFile(file, pricing);
  await writeFile(`${file}.br`, brotliCompressSync(pricing));
  await mkdir(path.join(clientDir, 'app'));
  await writeFile(path.join(clientDir, 'app', 'feed.html'), feedShell);
  await writeFile(path.join(clientDir, 'app', 'wedding.html'), weddingShell);
  await writeFile(path.join(clientDir, 'app', 'wedding-dashboard.html'), dashboardShell);
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets', 'FeedPage-x.js'), asset);
  server = await startTestServer({ CLIENT_DIR: clientDir });
  owner = await signUp(server, { first_name: 'Ann', last_name: 'Bob' });
  await setUpWedding(server, owner.access_token, { slug: 'ann-bob', name: 'Ann and Bob' });
  postId = ok<{ id: string }>(await call(server, owner.access_token, 'POST', '/api/v1/posts/', { text: 'Hi' }), 201).id;
});

afterAll(async () => {
  await server.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ url, headers: { 'accept-encoding': 'identity' } });

test('a pre-rendered page is served for its path, with or without a trailing slash or a query', async () => {
  for (const url of ['/pricing', '/pricing/', '/pricing?from=header']) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).toBe(pricing);
    expect(res.headers['cache-control'], url).toBe('no-cache');
  }
});

test('its brotli copy made at build goes to a browser that takes brotli', async () => {
  const res = await server.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'br' } });
  expect(res.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(res.rawPayload).toString()).toBe(pricing);
});

test('the feed and a wedding get index.html naming their chunks (shared/appShells.ts)', async () => {
  const expected: Record<string, string> = {
    '/feed': feedShell,
    '/feed/?x=1': feedShell,
    '/wedding/ann-bob': weddingShell,
    '/wedding/ann-bob/': weddingShell,
    '/wedding/ann-bob/dashboard': dashboardShell,
  };
  for (const [url, body] of Object.entries(expected)) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).toBe(body);
    expect(res.headers['cache-control'], url).toBe('no-cache');
  }
});

test('other client routes, and a public page the build did not render, get index.html', async () => {
  for (const url of [
    '/wedding/ann-bob/tasks',
    '/wedding/ANN-BOB/tasks/new',
    '/wedding/extras',
    '/how-it-works',
    '/login',
    `/posts/${postId}`,
    `/${owner.user.slug}`,
    `/${owner.user.slug}/followers/`,
    `/${owner.user.slug}/lists/mentions`,
    '/inbox/threads/anything',
    '/events/ann-bob/2031-06-14',
  ]) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).toBe(shell);
    expect(res.headers['cache-control'], url).toBe('no-cache');
  }
});

test('an address no page has, or naming a wedding, post or person that does not exist, is a 404 with the app', async () => {
  for (const url of [
    '/pricing/more',
    '/feeds',
    '/no-such-person/followers',
    `/${owner.user.slug}/nothing-here`,
    '/wedding/no-such-wedding',
    '/wedding/no-such-wedding/dashboard',
    '/wedding/ann-bob/no-such-page',
    '/events/no-such-wedding/2031-06-14',
    '/posts/00000000-0000-4000-8000-000000000000',
    '/a/b/c/d',
  ]) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    expect(res.body, url).toBe(url.startsWith('/wedding/no-such-wedding') ? weddingShellFor(url) : shell);
  }
  // A file that is not there is still a plain 404, never HTML a browser would try to run as a script.
  const missing = await get('/assets/old-chunk.js');
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['content-type']).toMatch(/problem\+json/);
});

test("the pages' one inline script is allowed by its hash, and no other inline script is", async () => {
  const res = await get('/feed');
  const hash = createHash('sha256').update(HEAD_SCRIPT).digest('base64');
  const scriptSrc = String(res.headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'));
  expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
});

test("a built script carries a subresource's headers, not a page's policies (a page loads some 30 of them)", async () => {
  const res = await get('/assets/FeedPage-x.js');
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe(asset);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const pageOnly of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'last-modified']) {
    expect(res.headers[pageOnly], pageOnly).toBeUndefined();
  }
  const page = await get('/feed');
  expect(page.headers['content-security-policy']).toEqual(expect.any(String));
  expect(page.headers['x-frame-options']).toBe('DENY');
  expect(page.headers.etag).toEqual(expect.any(String));
});
