import { expect, type Page, test } from '@playwright/test';
import { call, pageAs, person, section, task, weddingOf } from './planningSupport';

// A task with every badge (status, due date, two assignees, comments) keeps its title readable: badges wrap below
// it, and the title takes at most two lines, on a desktop and on a phone.

/** How many lines the text of the task's title button takes. */
const titleLines = (page: Page, title: string) =>
  page.getByRole('button', { name: title, exact: true }).evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return tops.size;
  });

test('a task with every badge keeps its title on at most two lines at 1280 and 390 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const couple = await person(request, 'Badge');
  const member = await person(request, 'Helper');
  const wedding = await weddingOf(request, couple, member);
  const venue = await section(request, couple, wedding, 'Venue');
  const title = 'Book the string quartet for the ceremony';
  const booked = await task(request, couple, wedding, venue.id, title);
  await call(request, couple, 'PATCH', `/api/v1/tasks/${booked.id}/`, {
    due_date: '2031-05-01',
    status: 'in_progress',
    assignees: [couple.user.id, member.user.id],
  });
  for (const text of ['On it.', 'Called them.']) {
    await call(request, member, 'POST', `/api/v1/tasks/${booked.id}/comments/`, { text });
  }
  const page = await pageAs(browser, couple);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/wedding/${wedding.slug}/tasks`);
    const card = page.locator('li', { has: page.getByRole('button', { name: title, exact: true }) });
    await expect(card.getByText('In progress')).toBeVisible({ timeout: 15_000 });
    await expect(card.getByTitle('Comments')).toHaveText('2 comments');
    const lines = await titleLines(page, title);
    expect(lines, `title lines at ${width} px`).toBeGreaterThanOrEqual(1);
    expect(lines, `title lines at ${width} px`).toBeLessThanOrEqual(2);
    // And no word is broken inside: the title is at least as wide as its longest word.
    const widths = await card.getByRole('button', { name: title, exact: true }).evaluate((button) => {
      const probe = document.createElement('span');
      probe.textContent = 'ceremony';
      probe.style.whiteSpace = 'nowrap';
      button.append(probe);
      const word = probe.getBoundingClientRect().width;
      probe.remove();
      return { word, title: button.getBoundingClientRect().width };
    });
    expect(widths.title).toBeGreaterThanOrEqual(widths.word);
  }
  await page.context().close();
});
