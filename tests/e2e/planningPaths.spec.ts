import { expect } from '@playwright/test';
import { taskBoardModel } from '../../models/taskBoardModel';
import { boardForPaths, OTHERS } from './boardPaths';
import { testModelPathsInBrowser } from './modelPaths';
import { call } from './planningSupport';

// The task board model's paths through the real board: selecting with a click, dragging with the mouse (HTML5 drag
// and drop in Chromium), moving with the keyboard's buttons and the Move menu. The test holds each save so the server's answer is a
// step, and deletes the open task through the API as another member would. The phone's paths are in
// planningPhonePaths.spec.ts.

testModelPathsInBrowser(taskBoardModel, async (page) => {
  const { couple, tasks, answerMove, sectionOf, failMove } = await boardForPaths(page, 'Board');

  const left = [...OTHERS];
  let open: string | null = null;
  const row = (title: string) => page.locator('li', { has: page.getByRole('button', { name: title, exact: true }) });
  const moverRow = row('Mover');
  const detail = page.getByRole('article');

  const expectBoard = async (state: { detail: boolean; dragging: boolean; saving: boolean }) => {
    if (state.detail) await expect(page.getByRole('heading', { level: 2, name: open!, exact: true })).toBeVisible();
    else await expect(detail).toHaveCount(0);
    await expect(page.locator('li[data-dragging="true"]')).toHaveCount(state.dragging ? 1 : 0);
    if (state.saving) await expect(moverRow).toHaveAttribute('aria-busy', 'true');
    else await expect(page.locator('li[aria-busy="true"]')).toHaveCount(0);
  };

  return {
    events: {
      SELECT_TASK: async () => {
        open = left.find((title) => title !== open)!;
        await page.getByRole('button', { name: open, exact: true }).click();
      },
      CLOSE_DETAIL: async () => {
        await detail.getByRole('button', { name: 'Close' }).click();
        open = null;
      },
      // Another member deletes the open task; the socket brings the news.
      SELECTED_TASK_DELETED: async () => {
        await call(page.request, couple, 'DELETE', `/api/v1/tasks/${tasks.get(open!)!.id}/`);
        left.splice(left.indexOf(open!), 1);
        open = null;
      },
      START_DRAG: async () => {
        // Closing a detail gives focus back to the task's title and may scroll: measure where the row is now. After a
        // failed move the row goes back to its section as a new element (and the board may be read again), so the
        // one found first can be replaced while it is scrolled to: find it again, as a person's eye would.
        await expect(async () => {
          await moverRow.scrollIntoViewIfNeeded({ timeout: 1_000 });
          await moverRow.hover({ timeout: 1_000 });
        }).toPass({ timeout: 10_000 });
        const box = (await moverRow.boundingBox())!;
        await page.mouse.move(box.x + 12, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + 30, box.y + box.height / 2 + 4, { steps: 4 });
      },
      DROP_ELSEWHERE: async () => {
        const other = (await sectionOf('Mover')) === 'Venue' ? 'Later' : 'Venue';
        const target = page
          .getByRole('list', { name: `Tasks in ${other}` })
          .locator('li')
          .first();
        // The other section may be below the fold (an unverified account's line under the top menu, an open
        // detail): brought into view mid-drag, as the browser's own autoscroll would for a person.
        await target.scrollIntoViewIfNeeded();
        const box = (await target.boundingBox())!;
        await page.mouse.move(box.x + 40, box.y + 3, { steps: 6 });
        await page.mouse.up();
      },
      DROP_IN_PLACE: async () => {
        const box = (await moverRow.boundingBox())!;
        await page.mouse.move(box.x + 40, box.y + box.height / 2 - 2, { steps: 6 });
        await page.mouse.up();
      },
      MOVE_WITH_KEYBOARD: async () => {
        const up = page.getByRole('button', { name: 'Move “Mover” up' });
        if (await up.isEnabled()) await up.click();
        else await page.getByRole('button', { name: 'Move “Mover” down' }).click();
      },
      MOVE_WITH_MENU: async () => {
        const to = (await sectionOf('Mover')) === 'Venue' ? 'Later' : 'Venue';
        await page.getByRole('button', { name: 'Move “Mover” to another section' }).click();
        await page.getByRole('menu', { name: 'Move “Mover” to' }).getByRole('menuitem', { name: to }).click();
      },
      SERVER_SAVES: () => answerMove((route) => route.continue()),
      SERVER_FAILS: failMove,
    },
    states: {
      board: () => expectBoard({ detail: false, dragging: false, saving: false }),
      detail: () => expectBoard({ detail: true, dragging: false, saving: false }),
      dragging: () => expectBoard({ detail: false, dragging: true, saving: false }),
      draggingWithDetail: () => expectBoard({ detail: true, dragging: true, saving: false }),
      saving: () => expectBoard({ detail: false, dragging: false, saving: true }),
      savingWithDetail: () => expectBoard({ detail: true, dragging: false, saving: true }),
    },
  };
});
