import { expect, test } from '@playwright/test';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// Issue 40: a new couple's board is not empty. The dashboard offers a checklist timed to their date; its preview
// shows the due dates applying it gives, exactly, and a task unticked there is left out.

const isoPlusDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a wedding seven weeks away gets the small plan, compressed, as previewed', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const couple = await apiUser(request, 'Ivy');
  const wedding = await apiWedding(request, couple, { date: isoPlusDays(50) });
  const page = await pageAs(browser, couple);
  await page.goto(`/wedding/${wedding.slug}/dashboard`);
  await page.getByRole('link', { name: 'Start a checklist timed to your date' }).click();
  await expect(page).toHaveURL(/template=small-wedding/);
  await expect(page.getByRole('combobox', { name: 'Template' })).toHaveValue('small-wedding');

  const photos = page.getByRole('checkbox', { name: 'Add “Ask a photographer (or a friend) to take photos”' });
  await expect(photos).toBeChecked();
  await photos.uncheck();
  // What the preview promises, task by task.
  const promised = new Map<string, string>();
  for (const item of await page.locator('li:has([data-due])').all()) {
    const title = (await item.locator('span').first().textContent())!.trim();
    promised.set(title, (await item.locator('[data-due]').getAttribute('datetime'))!);
  }
  expect(promised.size).toBe(10);
  // Compressed into the 50 days left: nothing due before today, and the plan spread over several dates.
  const today = isoPlusDays(0);
  expect([...promised.values()].every((d) => d >= today && d <= wedding.date)).toBe(true);
  // Three months of work in 50 days: the first section lands on today, the others spread before the day.
  expect([...promised.values()].sort()[0]).toBe(today);
  expect(new Set(promised.values()).size).toBe(3);

  await page.getByRole('button', { name: `Apply to ${wedding.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 9 tasks' })).toBeVisible();
  const board = (await (
    await request.get(`/api/v1/accounts/${wedding.id}/tasks/`, { headers: { authorization: `Bearer ${couple.token}` } })
  ).json()) as { results: { title: string; due_date: string }[] };
  expect(board.results.map((t) => t.title)).not.toContain('Ask a photographer (or a friend) to take photos');
  for (const task of board.results) expect(task.due_date, task.title).toBe(promised.get(task.title));
});
