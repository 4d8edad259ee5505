import { expect, test } from '@playwright/test';
import type { Task } from '../../src/shared/planning';
import { call, pageAs, person, section, task, weddingOf } from './planningSupport';

// Issue 34: a member changes a task; the couple sees it on the dashboard as "since your last visit", opens the
// history, and undoes it. New entries reach the open history over the socket.

test('a member’s change shows “since your last visit”, in the history, and the couple undoes it', async ({
  browser,
  request,
}) => {
  const couple = await person(request, 'Ines');
  const member = await person(request, 'Milo');
  const wedding = await weddingOf(request, couple, member);
  const music = await section(request, member, wedding, 'Music');
  const quartet = await task(request, member, wedding, music.id, 'Book the quartet');

  const page = await pageAs(browser, couple);
  await page.goto(`/wedding/${wedding.slug}/dashboard`);
  const card = page.getByRole('region', { name: 'Since your last visit' });
  await expect(card.getByText('Nothing new since your last visit.')).toBeVisible();

  await call(request, member, 'POST', `/api/v1/tasks/${quartet.id}/update-status/`, { status: 'done' });
  await page.reload();
  await expect(card.getByTestId('since-last-visit')).toHaveText(/^1 change since \w+: 1 task done$/);

  await card.getByRole('link', { name: 'See what changed' }).click();
  await expect(page).toHaveURL(new RegExp(`/wedding/${wedding.slug}/activity$`));
  const changes = page.getByRole('list', { name: 'Changes' });
  const moved = 'Milo moved “Book the quartet” to Done';
  await expect(changes.getByRole('link', { name: moved })).toBeVisible();

  await changes.getByRole('button', { name: `Undo: ${moved}` }).click();
  await expect(changes.getByText('Ines undid the last change to “Book the quartet”')).toBeVisible();
  await expect(changes.getByRole('button', { name: `Undo: ${moved}` })).toHaveCount(0);
  const after = await call<Task>(request, couple, 'GET', `/api/v1/tasks/${quartet.id}/`);
  expect(after.status).toBe('todo');

  // Live: another change lands on the open page without a reload; the filters narrow the list.
  await call(request, member, 'PATCH', `/api/v1/tasks/${quartet.id}/`, { title: 'Book the string quartet' });
  await expect(changes.getByText('Milo renamed “Book the quartet” to “Book the string quartet”')).toBeVisible();
  await page.getByLabel('Area').selectOption('funds');
  await expect(page.getByText('Nothing has changed here yet.')).toBeVisible();
  await page.getByLabel('Area').selectOption('tasks');
  await expect(changes.getByRole('listitem')).toHaveCount(5);

  // The task's own history, on the task.
  await page.goto(`/wedding/${wedding.slug}/tasks/${quartet.id}`);
  await expect(page.getByRole('list', { name: 'History of this item' }).getByRole('listitem')).toHaveCount(4);
  await page.context().close();
});

test('a task and a vendor someone else changed are marked “Changed” on their pages until seen', async ({
  browser,
  request,
}) => {
  const couple = await person(request, 'Ines');
  const member = await person(request, 'Milo');
  const wedding = await weddingOf(request, couple, member);
  const music = await section(request, member, wedding, 'Music');
  const quartet = await task(request, member, wedding, music.id, 'Book the quartet');
  const calm = await task(request, member, wedding, music.id, 'Pick the songs');

  // The dashboard's visit is where the first look at a page counts from.
  const page = await pageAs(browser, couple);
  await page.goto(`/wedding/${wedding.slug}/dashboard`);
  await expect(page.getByRole('region', { name: 'Since your last visit' })).toBeVisible();
  const milo = await pageAs(browser, member);
  await milo.goto(`/wedding/${wedding.slug}/dashboard`);
  await expect(milo.getByRole('region', { name: 'Since your last visit' })).toBeVisible();
  await call(request, member, 'POST', `/api/v1/tasks/${quartet.id}/update-status/`, { status: 'in_progress' });
  await call(request, couple, 'POST', '/api/v1/account-vendors/', {
    account: wedding.id,
    name: 'Strings & Co',
    category: 'music',
  });

  await page.goto(`/wedding/${wedding.slug}/tasks`);
  const card = (id: string) => page.locator(`[data-task-id="${id}"]`);
  await expect(card(quartet.id).getByText('Changed', { exact: true })).toBeVisible();
  await expect(card(calm.id).getByText('Pick the songs')).toBeVisible();
  await expect(page.locator('[data-changed]')).toHaveCount(1);
  await milo.goto(`/wedding/${wedding.slug}/vendors`);
  await expect(milo.getByRole('listitem').filter({ hasText: 'Strings & Co' }).getByText('Changed')).toBeVisible();

  // Seen: the marks are gone on the next look.
  await page.reload();
  await expect(card(quartet.id).getByText('Book the quartet')).toBeVisible();
  await expect(page.locator('[data-changed]')).toHaveCount(0);
  await milo.reload();
  await expect(milo.getByRole('link', { name: 'Strings & Co' })).toBeVisible();
  await expect(milo.locator('[data-changed]')).toHaveCount(0);
  await page.context().close();
  await milo.context().close();
});
