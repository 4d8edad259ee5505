import { expect, type Page, test } from '@playwright/test';
import {
  arrangeCast,
  axeFindings,
  type Cast,
  MAIN_PAGES,
  open,
  overflow,
  pageFor,
  routesFor,
  SWEEPS,
} from './routesSupport';
import { baseURL } from './support';

// The app on a phone: no route wider than the screen at 360 and 390 px for anyone, every destination of the top
// menu and the wedding menu reached by tapping, dialogs that fit, and tap targets of at least 44 px. axe runs on
// each route in the same load at 360 px: every route for visitors and the couple, the main pages for the others.

let cast: Cast;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  cast = await arrangeCast(request);
  await request.dispose();
});

/** Interactive things under `scope` smaller than 44 × 44 px (a checkbox counts with the label around it). */
const smallTargets = (page: Page, scope: string) =>
  page.evaluate((selector) => {
    const small: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      for (const el of root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')) {
        const target = el.matches('input[type="checkbox"]') ? (el.closest('label') ?? el) : el;
        const box = target.getBoundingClientRect();
        if (!box.width || !box.height) continue;
        if (box.width < 44 || box.height < 44) {
          small.push(
            `${el.tagName} "${el.textContent?.trim() || el.getAttribute('aria-label')}" ${box.width}×${box.height}`,
          );
        }
      }
    }
    return small;
  }, scope);

async function expectDialogFits(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + Math.min(box.height, height)).toBeLessThanOrEqual(height + 0.5);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

for (const [role, parts] of SWEEPS) {
  for (let part = 0; part < parts; part++) {
    const name = `every route fits a 360 and a 390 px screen, and axe finds nothing (${role}${parts > 1 ? `, part ${part + 1} of ${parts}` : ''})`;
    test(name, async ({ browser }) => {
      test.setTimeout(300_000);
      const page = await pageFor(browser, role, cast, 360);
      const wide: string[] = [];
      const found: string[] = [];
      const axeEvery = role === 'signedOut' || role === 'couple';
      for (const route of routesFor(role, cast).filter((_, i) => i % parts === part)) {
        // 360 px is the harder fit, for every route; at 390 px the couple's main pages are checked again.
        const main = MAIN_PAGES.test(route);
        for (const width of role === 'couple' && main ? [360, 390] : [360]) {
          await page.setViewportSize({ width, height: 780 });
          await open(page, route);
          const past = await overflow(page);
          if (past > 0) wide.push(`${route} at ${width}: ${past}px too wide`);
          if (width === 360 && (axeEvery || main)) found.push(...(await axeFindings(page, route)));
        }
      }
      expect(wide).toEqual([]);
      expect(found).toEqual([]);
      await page.context().close();
    });
  }
}

test('on a phone the top menu is a drawer: every destination and dialog is reached by tapping', async ({ browser }) => {
  const page = await pageFor(browser, 'couple', cast, 360);
  await open(page, '/feed');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  // The top menu's header, and the feed's post cards' own headers (author, time, options).
  expect(await smallTargets(page, 'header')).toEqual([]);
  const tapInDrawer = async (name: string, url: RegExp) => {
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#top-menu-panel').getByRole('link', { name, exact: true }).first().tap();
    await expect(page).toHaveURL(url);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  };
  for (const [name, url] of [
    ['Feed', /\/feed$/],
    ['Your weddings', /\/weddings$/],
    ['Explore', /\/explore$/],
    ['Start something', /\/launch$/],
    ['Notifications', /\/notifications$/],
    ['Messages', /\/inbox$/],
  ] as const) {
    await tapInDrawer(name, url);
  }
  await toggle.tap();
  expect(await smallTargets(page, '#top-menu-panel')).toEqual([]);
  await page.getByRole('button', { name: 'Dashboards' }).tap();
  await page.locator('#dashboard-submenu').getByRole('link', { name: 'Start something' }).tap();
  await expect(page).toHaveURL(/\/launch$/);
  await toggle.tap();
  await page.getByRole('button', { name: /^Profile menu for/ }).tap();
  await expect(page.locator('#profile-submenu').getByRole('link', { name: 'Sign out' })).toBeVisible();
  await page.locator('#profile-submenu').getByRole('link', { name: 'Settings & privacy' }).tap();
  await expect(page).toHaveURL(/\/settings\/visibility$/);

  // The search button opens the drawer with the search box ready to type in.
  await page.getByRole('button', { name: 'Search' }).tap();
  await expect(page.getByRole('searchbox', { name: 'Search Vowline' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.context().close();
});

test('on a phone the Weddings and Invitations dialogs open from the drawer, fit, and close on Escape', async ({
  browser,
}) => {
  const page = await pageFor(browser, 'couple', cast, 360);
  await open(page, '/feed');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  for (const name of ['Weddings', 'Invitations']) {
    await toggle.tap();
    await page.locator('#top-menu-panel').getByRole('button', { name, exact: true }).tap();
    await expectDialogFits(page);
  }
  await page.context().close();
});

test('on a phone the wedding menu is a row of tabs above the countdown, and the board fits a thumb', async ({
  browser,
}) => {
  const page = await pageFor(browser, 'couple', cast, 360);
  await open(page, `/wedding/${cast.slug}`);
  // The countdown is on the first screen, not below seven stacked links.
  const countdown = page.getByTestId('countdown');
  const top = (await countdown.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(top).toBeLessThan(780);
  const menu = page.getByRole('navigation', { name: 'Wedding' });
  expect(await smallTargets(page, 'nav[aria-label="Wedding"]')).toEqual([]);
  for (const [name, rest] of [
    ['Calendar', 'calendar'],
    ['Tasks', 'tasks'],
    ['Website', 'website'],
    ['Logistics', 'logistics'],
    ['Funds', 'money'],
    ['Settings', 'settings'],
  ] as const) {
    await menu.getByRole('link', { name, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`/wedding/${cast.slug}/${rest}$`));
  }
  await menu.getByRole('link').first().tap();
  await expect(page).toHaveURL(new RegExp(`/wedding/${cast.slug}$`));
  for (const name of ['Save the date', 'Share']) {
    const opener = page.getByRole('button', { name, exact: true });
    if (await opener.count()) {
      await opener.first().tap();
      await expectDialogFits(page);
    }
  }

  await open(page, `/wedding/${cast.slug}/tasks`);
  expect(await smallTargets(page, 'ul[aria-label^="Tasks in"]')).toEqual([]);
  // The open task is a full-screen sheet with its own address; Escape closes it.
  await page.getByRole('button', { name: 'Taste the cake', exact: true }).tap();
  const sheet = page.getByRole('article');
  await expect(sheet).toBeInViewport();
  const box = (await sheet.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(359);
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/wedding/${cast.slug}/tasks$`));
  await page.context().close();
});
