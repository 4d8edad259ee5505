import { expect, type Locator, type Page, test } from '@playwright/test';
import { pageAs, person, section, task, weddingOf } from './planningSupport';
import { baseURL, PASSWORD, uniqueEmail } from './support';

// Keyboard-only journeys: no click, no fill. Every step says where focus is, because that is what someone without
// a mouse or a screen reader user relies on: the skip link, the heading after a navigation, dialogs that trap and
// return focus, a moved task that keeps it, and Escape that closes the task detail.

/** Presses Tab (or Shift+Tab) until `target` has focus; fails past `most` presses. Returns how many it took. */
async function tabTo(page: Page, target: Locator, most: number, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`${target} was not reached within ${most} presses of ${key}`);
}

const focusedInMain = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('main')));

test('from sign-up to a new wedding’s dashboard with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/signup');
  // The form is ready to type in.
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Kit');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Last name')).toBeFocused();
  await page.keyboard.type('Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type(uniqueEmail('kit'));
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');

  // "Planning a wedding?": focus is on the page's heading, and the set-up link is the next stop.
  await expect(page).toHaveURL(`${baseURL}/welcome`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Kit' })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Set up a wedding' }), 1);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`${baseURL}/weddings/create`);
  await expect(page.getByLabel('Wedding name')).toBeFocused();
  await page.keyboard.type('Kit & Lee');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Wedding date')).toBeFocused();
  await page.keyboard.type('06142031');
  await expect(page.getByLabel('Wedding date')).toHaveValue('2031-06-14');
  await expect(page.getByText(/is available\.$/)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Create wedding' }), 6);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/wedding\/kit-lee[^/]*\/dashboard$/);
  await expect(page.locator('main h1')).toBeFocused();

  // On a fresh load the skip link is the first stop; it is shown when focused, and leads past the menus.
  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await focusedInMain(page)).toBe(true);

  // The Weddings dialog: focus goes in, Tab stays in, Escape gives focus back to its opener.
  const opener = page.getByRole('button', { name: 'Weddings', exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('adding, moving, opening and completing a task with the keyboard alone', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const couple = await person(request, 'Kai');
  const wedding = await weddingOf(request, couple);
  const venue = await section(request, couple, wedding, 'Venue');
  await task(request, couple, wedding, venue.id, 'Taste the cake');
  const page = await pageAs(browser, couple);
  await page.goto(`/wedding/${wedding.slug}/tasks`);
  await expect(page.getByRole('heading', { name: 'Venue' })).toBeVisible({ timeout: 15_000 });

  // Past the header and the wedding menu in two keys, then to the add field of the section.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const add = page.getByLabel('New task in Venue');
  const presses = await tabTo(page, add, 25);
  expect(await focusedInMain(page)).toBe(true);
  expect(presses).toBeLessThanOrEqual(25);
  await page.keyboard.type('Book the band');
  await page.keyboard.press('Enter');
  const titles = page.getByRole('list', { name: 'Tasks in Venue' }).locator('[data-task-title]');
  await expect(titles).toHaveText(['Taste the cake', 'Book the band']);
  // Ready for the next one.
  await expect(add).toBeFocused();
  await expect(add).toHaveValue('');

  // ↑ moves it, and focus stays on the button of the task that moved.
  const up = page.getByRole('button', { name: 'Move “Book the band” up' });
  await tabTo(page, up, 12, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(titles).toHaveText(['Book the band', 'Taste the cake']);
  await expect(up).toBeFocused();
  // A move is refused while the last one is being saved (the buttons say so with aria-disabled).
  await expect(page.locator('li[aria-busy="true"]')).toHaveCount(0);
  await page.keyboard.press('Tab');
  const down = page.getByRole('button', { name: 'Move “Book the band” down' });
  await expect(down).toBeFocused();
  await page.keyboard.press('Space');
  await expect(titles).toHaveText(['Taste the cake', 'Book the band']);
  await expect(down).toBeFocused();

  // The title opens the detail at the task's address with focus on its heading; Escape closes it and focus
  // returns to the title.
  const title = page.getByRole('button', { name: 'Book the band', exact: true });
  await tabTo(page, title, 3, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Book the band' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page).toHaveURL(`${baseURL}/wedding/${wedding.slug}/tasks`);
  await expect(title).toBeFocused();

  // Done, with Space on its checkbox.
  const done = page.getByRole('checkbox', { name: 'Done: Book the band' });
  await tabTo(page, done, 2, 'Shift+Tab');
  await page.keyboard.press('Space');
  await expect(done).toBeChecked();
  await expect(done).toBeFocused();
  await page.context().close();
});
