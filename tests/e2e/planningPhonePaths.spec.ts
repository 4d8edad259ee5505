import { expect, type Page } from '@playwright/test';
import { taskBoardPhoneModel } from '../../models/taskBoardModel';
import { boardForPaths, OTHERS } from './boardPaths';
import { testModelPathsInBrowser } from './modelPaths';
import { call } from './planningSupport';

// The task board's paths on a phone (390 px, a touch screen): every step is a tap. The open task is a sheet over
// the whole screen, closing it gives focus back to the task's title on the board, the Move menu moves a task to the
// other section and says so, and the sheet's Section select moves the open task.

const WIDTH = 390;
const HEIGHT = 800;

/** The sheet covers the screen: its box is the viewport's, and what is at the middle of the screen is the sheet's. */
async function expectSheetCovers(page: Page, title: string) {
  const sheet = page.getByRole('article');
  await expect(sheet.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: WIDTH, height: HEIGHT });
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('article') !== null,
    [WIDTH / 2, HEIGHT / 2],
  );
  expect(onTop, 'the middle of the screen belongs to the sheet').toBe(true);
  // Its controls are thumb-sized.
  for (const control of [
    sheet.getByRole('button', { name: 'Close' }),
    sheet.getByLabel('Status'),
    sheet.getByLabel('Section'),
  ]) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
}

testModelPathsInBrowser(
  taskBoardPhoneModel,
  async (page) => {
    const board = await boardForPaths(page, 'Thumb');
    const left = [...OTHERS];
    let open: string | null = null;
    /** The task whose move is being saved. */
    let moving = 'Mover';
    const title = (name: string) => page.getByRole('button', { name, exact: true });
    const row = (name: string) => page.locator('li', { has: title(name) });
    const sheet = page.getByRole('article');
    const other = (section: string) => (section === 'Venue' ? 'Later' : 'Venue');

    const expectBoard = async (state: { sheet: boolean; saving: boolean }) => {
      if (state.sheet) await expectSheetCovers(page, open!);
      else await expect(sheet).toHaveCount(0);
      // The open task moved in its sheet and then deleted by someone else leaves the board, move and all.
      if (state.saving && !left.includes(moving) && moving !== 'Mover') await expect(row(moving)).toHaveCount(0);
      else if (state.saving) await expect(row(moving)).toHaveAttribute('aria-busy', 'true');
      else await expect(page.locator('li[aria-busy="true"]')).toHaveCount(0);
    };

    return {
      events: {
        SELECT_TASK: async () => {
          open = left.find((name) => name !== open)!;
          await title(open).tap();
        },
        CLOSE_DETAIL: async () => {
          const closed = open!;
          await sheet.getByRole('button', { name: 'Close' }).tap();
          open = null;
          // Back on the board where the user was: on the title of the task they had opened.
          await expect(title(closed)).toBeFocused();
        },
        // Another member deletes the open task; the socket brings the news.
        SELECTED_TASK_DELETED: async () => {
          await call(page.request, board.couple, 'DELETE', `/api/v1/tasks/${board.tasks.get(open!)!.id}/`);
          left.splice(left.indexOf(open!), 1);
          open = null;
        },
        MOVE_WITH_MENU: async () => {
          moving = 'Mover';
          const to = other(await board.sectionOf('Mover'));
          await page.getByRole('button', { name: 'Move “Mover” to another section' }).tap();
          const menu = page.getByRole('menu', { name: 'Move “Mover” to' });
          await expect(menu.getByRole('menuitem').first()).toBeFocused();
          await menu.getByRole('menuitem', { name: to }).tap();
          await expect(menu).toHaveCount(0);
          // Said to screen readers, and focus follows the task to its new place.
          await expect(page.getByRole('status').filter({ hasText: `“Mover” moved to ${to}.` })).toBeAttached();
          await expect(
            page
              .getByRole('list', { name: `Tasks in ${to}` })
              .getByRole('button', { name: 'Move “Mover” to another section' }),
          ).toBeFocused();
        },
        MOVE_WITH_BUTTONS: async () => {
          moving = 'Mover';
          const up = page.getByRole('button', { name: 'Move “Mover” up' });
          if (await up.isEnabled()) await up.tap();
          else await page.getByRole('button', { name: 'Move “Mover” down' }).tap();
        },
        MOVE_IN_SHEET: async () => {
          moving = open!;
          await sheet.getByLabel('Section').selectOption({ label: other(await board.sectionOf(open!)) });
        },
        SERVER_SAVES: () => board.answerMove((route) => route.continue()),
        SERVER_FAILS: board.failMove,
      },
      states: {
        board: () => expectBoard({ sheet: false, saving: false }),
        sheet: () => expectBoard({ sheet: true, saving: false }),
        saving: () => expectBoard({ sheet: false, saving: true }),
        savingWithSheet: () => expectBoard({ sheet: true, saving: true }),
      },
    };
  },
  { width: WIDTH, touch: true },
);
