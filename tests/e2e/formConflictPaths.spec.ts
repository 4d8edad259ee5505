import { expect } from '@playwright/test';
import { formConflictModel } from '../../models/formConflictModel';
import type { Task } from '../../src/shared/planning';
import { testModelPathsInBrowser } from './modelPaths';
import { call, person, section, signInPage, task, weddingOf } from './planningSupport';

// Issue 31's form conflict model through the real task editor: the couple edits "Order the cake" while Milo, a
// planner on the committee, saves the same task through the API; his saves reach the couple's open page over the
// socket as they would from his own tab.

testModelPathsInBrowser(formConflictModel, async (page) => {
  const couple = await person(page.request, 'Cora');
  const milo = await person(page.request, 'Milo');
  const wedding = await weddingOf(page.request, couple, milo);
  const food = await section(page.request, couple, wedding, 'Food');
  const cake = await task(page.request, couple, wedding, food.id, 'Order the cake');
  await signInPage(page, couple);
  await page.goto(`/wedding/${wedding.slug}/tasks/${cake.id}`);
  const detail = page.getByRole('article');
  await detail.getByRole('button', { name: 'Edit' }).click();

  const title = detail.getByLabel('Title', { exact: true });
  const notes = detail.getByLabel('Notes', { exact: true });
  const conflict = detail.getByTestId('form-conflict');
  let typed = 0;
  let partner = 0;
  let mine = 'Order the cake';
  let theirs = { title: 'Order the cake', notes: '' };
  const partnerSaves = async (field: 'title' | 'notes') => {
    partner += 1;
    theirs = { ...theirs, [field]: `Milo's ${field} ${partner}` };
    await call<Task>(page.request, milo, 'PATCH', `/api/v1/tasks/${cake.id}/`, { [field]: theirs[field] });
  };
  const changed = detail.getByTestId('changed-note');
  const expectEditingMine = async (behind: boolean) => {
    await expect(title).toHaveValue(mine);
    await expect(conflict).toHaveCount(0);
    if (behind) await expect(changed).toContainText(/Someone else changed this at \d\d:\d\d while you were typing/);
    else await expect(changed).toHaveCount(0);
  };

  return {
    events: {
      TYPE_TITLE: async () => {
        typed += 1;
        mine = `Order ${typed} cakes`;
        await title.fill(mine);
      },
      PARTNER_EDITS_NOTES: () => partnerSaves('notes'),
      PARTNER_EDITS_TITLE: () => partnerSaves('title'),
      SAVE: () => detail.getByRole('button', { name: 'Save task' }).click(),
      KEEP_MINE: () => conflict.getByRole('button', { name: 'Keep mine' }).click(),
      TAKE_THEIRS: () => conflict.getByRole('button', { name: 'Take theirs' }).click(),
    },
    states: {
      // Nothing typed: the open form follows Milo's saves as they arrive.
      clean: async () => {
        await expect(title).toHaveValue(theirs.title);
        await expect(notes).toHaveValue(theirs.notes);
        await expect(conflict).toHaveCount(0);
        mine = theirs.title;
      },
      dirty: () => expectEditingMine(false),
      // Milo's save is on the server; the couple's typing stays on the screen, untouched, and the form says so.
      behindOther: () => expectEditingMine(true),
      behindSame: () => expectEditingMine(true),
      conflicted: async () => {
        await expect(conflict).toContainText('Milo changed this while you were editing.');
        await expect(title).toHaveValue(mine);
        await expect(detail.getByTestId('their-version')).toHaveText(`Their version: “${theirs.title}”`);
      },
      // Saved: the couple's title over Milo's notes, on the page and on the server.
      saved: async () => {
        await expect(detail.getByRole('heading', { level: 2, name: mine, exact: true })).toBeVisible();
        await expect(title).toHaveCount(0);
        if (theirs.notes) await expect(detail.getByText(theirs.notes, { exact: true })).toBeVisible();
        const now = await call<Task>(page.request, couple, 'GET', `/api/v1/tasks/${cake.id}/`);
        expect({ title: now.title, notes: now.notes }).toEqual({ title: mine, notes: theirs.notes });
      },
    },
  };
});
