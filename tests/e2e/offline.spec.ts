import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { WeddingDayTask } from '../../src/shared/planning';
import type { RunSheetLink } from '../../src/shared/runSheet';
import { call, dayItem, pageAs, person, weddingOf } from './planningSupport';

// Issue 37: the wedding day with no signal. The app is kept on the device by its service worker (allowed here; the
// rest of the suite blocks it), the day's data by the app's own copies, and changes made offline wait on the device.

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

/** Opens the run-of-show and waits until the service worker has kept the app (its next load needs no network). */
async function openKept(page: Page, slug: string) {
  await page.goto(`/wedding/${slug}/tasks/dday`);
  await expect(page.getByRole('list', { name: 'Run-of-show' }).getByRole('link').first()).toBeVisible({
    timeout: 20_000,
  });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

const order = (page: Page) => page.getByRole('list', { name: 'Run-of-show' }).getByRole('link');
const doneBox = (page: Page, title: string) => page.getByRole('checkbox', { name: `Done : ${title}` });

async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.reload();
}

test('the app is installable: Chrome finds no installability error once the service worker runs', async ({
  browser,
  request,
}) => {
  // What Lighthouse's PWA checks asked (Lighthouse 12 dropped that category): Chrome's own verdict, through the
  // DevTools protocol, on the manifest (name, icons, start URL, display) and a service worker that controls the page.
  const couple = await person(request, 'Ivy');
  const wedding = await weddingOf(request, couple);
  await dayItem(request, couple, wedding, '16:00', 'Ceremony');
  const page = await pageAs(browser, couple);
  await openKept(page, wedding.slug);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A Playwright context is off the record, which Chrome never installs from: that is the one error it may name.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
    name: 'Vowline',
    start_url: '/feed',
    display: 'standalone',
  });
  await page.context().close();
});

test('with no signal a reload shows the last run-of-show, and says since when', async ({ browser, request }) => {
  const couple = await person(request, 'Wren');
  const wedding = await weddingOf(request, couple);
  await dayItem(request, couple, wedding, '16:00', 'Ceremony');
  await dayItem(request, couple, wedding, '19:00', 'Dinner');
  const page = await pageAs(browser, couple);
  await openKept(page, wedding.slug);

  const started = Date.now();
  await offline(page.context(), page);
  await expect(order(page)).toHaveText(['Ceremony', 'Dinner']);
  console.log(`offline reload to the run-of-show: ${Date.now() - started} ms`);
  await expect(page.getByTestId('offline-banner')).toHaveText(/^Offline since \d\d:\d\d: showing what you had\.$/);

  await page.context().setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await page.context().close();
});

test('an item ticked done offline reaches the couple once, when the signal returns', async ({ browser, request }) => {
  const couple = await person(request, 'Jude');
  const member = await person(request, 'Rhea');
  const wedding = await weddingOf(request, couple, member);
  const dinner = await dayItem(request, couple, wedding, '19:00', 'Dinner');
  const phone = await pageAs(browser, member);
  await openKept(phone, wedding.slug);
  const desk = await pageAs(browser, couple);
  await desk.goto(`/wedding/${wedding.slug}/tasks/dday`);
  await expect(doneBox(desk, 'Dinner')).not.toBeChecked({ timeout: 20_000 });

  await offline(phone.context(), phone);
  await doneBox(phone, 'Dinner').check();
  await expect(doneBox(phone, 'Dinner')).toBeChecked();
  await expect(phone.getByTestId('offline-banner')).toContainText('1 change will be sent when you are back online.');
  // Still on the device: a reload offline keeps the change waiting.
  await phone.reload();
  await expect(phone.getByTestId('offline-banner')).toContainText('1 change will be sent');
  await expect(doneBox(desk, 'Dinner')).not.toBeChecked();

  await phone.context().setOffline(false);
  await expect(doneBox(desk, 'Dinner')).toBeChecked();
  await expect(phone.getByTestId('offline-banner')).toHaveCount(0);
  // Made once: one new version, one entry in the item's history.
  const now = await call<WeddingDayTask>(request, couple, 'GET', `/api/v1/wedding-day-tasks/${dinner.id}/`);
  expect(now).toMatchObject({ done: true, version: dinner.version + 1 });
  await phone.context().close();
  await desk.context().close();
});

test('a time changed offline that someone changed meanwhile shows both versions; keeping mine saves it', async ({
  browser,
  request,
}) => {
  const couple = await person(request, 'Ines');
  const member = await person(request, 'Otto');
  const wedding = await weddingOf(request, couple, member);
  const dinner = await dayItem(request, couple, wedding, '19:00', 'Dinner');
  const phone = await pageAs(browser, member);
  await openKept(phone, wedding.slug);

  await offline(phone.context(), phone);
  await order(phone).filter({ hasText: 'Dinner' }).click();
  const detail = phone.getByRole('complementary', { name: 'Run-of-show detail' });
  await detail.getByRole('button', { name: 'Edit' }).click();
  await detail.getByLabel('Time', { exact: true }).fill('19:30');
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(phone.getByTestId('offline-banner')).toContainText('1 change will be sent');

  // Meanwhile the couple, online, moves dinner to 19:45.
  await call(request, couple, 'PATCH', `/api/v1/wedding-day-tasks/${dinner.id}/`, { time: '19:45' });
  await phone.context().setOffline(false);
  const conflict = phone.getByTestId('offline-conflict');
  await expect(conflict).toContainText('“Dinner” was changed by someone else while you were offline.');
  await expect(conflict.getByTestId('mine-time')).toHaveText('19:30');
  await expect(conflict.getByTestId('theirs-time')).toHaveText('19:45');
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toHaveCount(0);
  await expect
    .poll(
      async () => (await call<WeddingDayTask>(request, couple, 'GET', `/api/v1/wedding-day-tasks/${dinner.id}/`)).time,
    )
    .toBe('19:30');
  await phone.context().close();
});

test('a vendor’s shared run sheet opens with no signal at 390 px, from the device', async ({ browser, request }) => {
  const couple = await person(request, 'Mina');
  const wedding = await weddingOf(request, couple);
  await dayItem(request, couple, wedding, '16:00', 'Ceremony');
  const link = await call<RunSheetLink>(request, couple, 'POST', '/api/v1/run-sheet-links/', {
    account: wedding.id,
    name: 'Band',
  });
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(new URL(link.url).pathname);
  await expect(page.getByText('Ceremony').first()).toBeVisible({ timeout: 20_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await offline(context, page);
  await expect(page.getByText('Ceremony').first()).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/Offline since \d\d:\d\d: showing what you had\./);
  await context.close();
});
