import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { connect, type Database, migrateDatabase } from '../../src/server/db/client';
import type { RunningPostgres } from '../../src/server/db/embedded';
import { loadEmbeddedPostgres } from '../../src/server/db/loadEmbedded';
import { notify } from '../../src/server/services/notifications';
import { freePort } from '../support/freePort';
import { signUp } from './support';

// The real-time channel survives a server restart under a signed-in page. This spec runs its own server process on
// its own port and database (not the shared webServer), so it can stop and start it; what happens while the server
// is down is written straight to the database, through the same producer the app uses.

const root = path.resolve('.');
let dir: string;
let postgres: RunningPostgres;
let database: Database;
let port: number;
let server: ChildProcess | undefined;

async function startServer(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: postgres.url('vowline'),
      DATA_DIR: path.join(dir, 'data'),
      CLIENT_DIR: path.join(dir, 'client'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`http://localhost:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

async function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

// Building the client and starting PostgreSQL take longer than a test's default 30 s.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  // A hook has its own timeout: the build (with the pre-rendered pages) and PostgreSQL need more than 30 s here.
  test.setTimeout(180_000);
  port = await freePort();
  dir = path.resolve(`.tmp/e2e-realtime-${port}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  // Its own build of the client, so a colleague rebuilding dist/client meanwhile cannot pull files from under it.
  const { build } = await import('vite');
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: path.join(dir, 'client'), emptyOutDir: true, sourcemap: false },
  });
  postgres = await (await loadEmbeddedPostgres())(path.join(dir, 'pg'), await freePort());
  const admin = connect(postgres.url(), 1);
  await admin.pool.query('CREATE DATABASE vowline');
  await admin.close();
  database = connect(postgres.url('vowline'), 2);
  await migrateDatabase(database);
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  await database?.close();
  await postgres?.stop();
  await rm(dir, { recursive: true, force: true });
});

async function signedInPage(browser: Browser): Promise<{ page: Page; userId: string }> {
  const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
  const page = await context.newPage();
  await signUp(page, 'Rosa', 'Vale');
  const raw = await page.evaluate(() => window.localStorage.getItem('vowline.session'));
  const userId = (JSON.parse(raw!) as { user: { id: string } }).user.id;
  return { page, userId };
}

const notifyRosa = (userId: string, text: string) =>
  database.db.transaction((tx) => notify(tx, { recipientId: userId, kind: 'test', text, link: null }));

test('after a server restart the page reconnects by itself and shows what happened meanwhile, without a reload', async ({
  browser,
}) => {
  const { page, userId } = await signedInPage(browser);
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByText('You have no notifications yet.')).toBeVisible();

  // Live first: the socket is up and folds events into the list and the top menu.
  await notifyRosa(userId, 'Bo invited you to the committee');
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByText('Bo invited you to the committee')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Notifications\s?, 1 unread$/ })).toBeVisible();

  // A reload would lose this marker; the page must catch up in place.
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await stopServer();
  await notifyRosa(userId, 'Cy asked to follow your wedding');
  await startServer();

  await expect(list.getByText('Cy asked to follow your wedding')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: /^Notifications\s?, 2 unread$/ })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(loads).toEqual([]);

  // And it is live again after the catch-up.
  await notifyRosa(userId, 'Dee commented on a task');
  await expect(page.getByRole('link', { name: /^Notifications\s?, 3 unread$/ })).toBeVisible();
  await page.close();
});
