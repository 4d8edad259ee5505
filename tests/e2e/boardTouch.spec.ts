import { expect, type Page, test } from '@playwright/test';
import type { Task } from '../../src/shared/planning';
import { call, type Person, person, section, sectionTasks, signInPage, task, weddingOf } from './planningSupport';
import { axeFindings } from './routesSupport';
import { baseURL } from './support';

// Moving a task between sections without a mouse: on a phone a long-press on the card (or a tap on its Move button)
// opens a menu of the other sections; by keyboard the same menu is a menu button (Enter or ↓ opens it, ↑/↓ move,
// Escape closes it). Either way the move is the board machine's move event, said to screen readers, and focus follows
// the task to its new place.

test.describe.configure({ timeout: 60_000 });

async function board(request: Page['request'], first: string) {
  const couple = await person(request, first);
  const wedding = await weddingOf(request, couple);
  const venue = await section(request, couple, wedding, 'Venue');
  const later = await section(request, couple, wedding, 'Later');
  const music = await section(request, couple, wedding, 'Music');
  const mover = await task(request, couple, wedding, venue.id, 'Book the string quartet');
  await task(request, couple, wedding, venue.id, 'Visit the hall');
  await task(request, couple, wedding, later.id, 'Send thank-you cards');
  return { couple, wedding, venue, later, music, mover };
}

/** The task's section as the server has it, once its move is saved. */
async function savedSection(page: Page, who: Person, id: string) {
  await expect(page.locator('li[aria-busy="true"]')).toHaveCount(0);
  return (await call<Task>(page.request, who, 'GET', `/api/v1/tasks/${id}/`)).section;
}

/** A finger resting on `x, y` until `until` holds, then lifted: a long-press, through the browser's touch input. */
async function longPress(page: Page, x: number, y: number, until: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await until();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('on a phone a long-press on a card opens its Move menu, and a tap on a section moves the task there', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  const setup = await board(context.request, 'Presser');
  const phone = await context.newPage();
  await signInPage(phone, setup.couple);
  const tasksUrl = `/wedding/${setup.wedding.slug}/tasks`;
  await phone.goto(tasksUrl);
  const title = phone.getByRole('button', { name: 'Book the string quartet', exact: true });
  await expect(title).toBeVisible();

  // The finger rests on the card's title: the menu opens while it is still down, and lifting it opens no task.
  const box = (await title.boundingBox())!;
  const menu = phone.getByRole('menu', { name: 'Move “Book the string quartet” to' });
  await longPress(phone, box.x + 20, box.y + box.height / 2, () => expect(menu).toBeVisible());
  await expect(phone.getByRole('article')).toHaveCount(0);
  await expect(phone.locator('li[data-dragging="true"]')).toHaveCount(0);
  await expect(phone).toHaveURL(new RegExp(`${tasksUrl}$`));
  await expect(menu.getByRole('menuitem')).toHaveText(['Later', 'Music']);
  await expect(menu.getByRole('menuitem', { name: 'Later' })).toBeFocused();
  const opener = phone.getByRole('button', { name: 'Move “Book the string quartet” to another section' });
  await expect(opener).toHaveAttribute('aria-expanded', 'true');

  // Thumb-sized, inside the screen, and axe finds nothing with the menu open.
  for (const target of [opener, ...(await menu.getByRole('menuitem').all())]) {
    const b = (await target.boundingBox())!;
    expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(390);
  }
  expect(await axeFindings(phone, `${tasksUrl} (Move menu open)`)).toEqual([]);

  // A tap elsewhere closes it and moves nothing.
  await phone.getByRole('heading', { name: 'Later' }).tap();
  await expect(menu).toHaveCount(0);
  await expect(opener).toHaveAttribute('aria-expanded', 'false');

  // The visible Move button opens the same menu with a tap; a tap on "Music" moves the task there.
  await opener.tap();
  await menu.getByRole('menuitem', { name: 'Music' }).tap();
  await expect(sectionTasks(phone, 'Music')).toHaveText(['Book the string quartet']);
  await expect(sectionTasks(phone, 'Venue')).toHaveText(['Visit the hall']);
  await expect(phone.getByRole('status').filter({ hasText: '“Book the string quartet” moved to Music.' })).toHaveCount(
    1,
  );
  await expect(
    phone
      .getByRole('list', { name: 'Tasks in Music' })
      .getByRole('button', { name: 'Move “Book the string quartet” to another section' }),
  ).toBeFocused();
  expect(await savedSection(phone, setup.couple, setup.mover.id)).toBe(setup.music.id);

  // A plain tap on the title still opens the task.
  await phone.getByRole('button', { name: 'Visit the hall', exact: true }).tap();
  await expect(phone.getByRole('heading', { level: 2, name: 'Visit the hall' })).toBeVisible();
  await context.close();
});

test('by keyboard the Move menu is a menu button: Enter opens it, arrows move, Escape returns, Enter moves', async ({
  page,
}) => {
  const setup = await board(page.request, 'Keys');
  await signInPage(page, setup.couple);
  await page.goto(`/wedding/${setup.wedding.slug}/tasks`);
  const opener = page.getByRole('button', { name: 'Move “Book the string quartet” to another section' });
  const menu = page.getByRole('menu', { name: 'Move “Book the string quartet” to' });
  // From the task's ↓ button, Tab reaches Move.
  await page.getByRole('button', { name: 'Move “Book the string quartet” down' }).focus();
  await page.keyboard.press('Tab');
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-haspopup', 'menu');

  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Later' })).toBeFocused();
  expect(await axeFindings(page, 'tasks (Move menu open, 1280 px)')).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Music' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Later' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Later' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sectionTasks(page, 'Later')).toHaveText(['Send thank-you cards', 'Book the string quartet']);
  await expect(
    page
      .getByRole('list', { name: 'Tasks in Later' })
      .getByRole('button', { name: 'Move “Book the string quartet” to another section' }),
  ).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: '“Book the string quartet” moved to Later.' })).toHaveCount(
    1,
  );
  expect(await savedSection(page, setup.couple, setup.mover.id)).toBe(setup.later.id);
});
