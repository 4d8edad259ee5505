import { expect, test } from '@playwright/test';
import type { RunSheetLink } from '../../src/shared/runSheet';
import { call, dayItem, person, weddingOf } from './planningSupport';

// Issue 37: a vendor's shared run sheet at 390 px hears the couple's changes over the real-time channel
// (`/ws/run-sheet`), not by asking over and over: one fetch per change, none while nothing changes.

test.use({ viewport: { width: 390, height: 844 } });

test('a vendor’s run sheet updates live when the couple moves an item, with one fetch per change', async ({
  page,
  request,
}) => {
  const couple = await person(request, 'Lia');
  const wedding = await weddingOf(request, couple);
  const item = await dayItem(request, couple, wedding, '16:00', 'Ceremony');
  const link = await call<RunSheetLink>(request, couple, 'POST', '/api/v1/run-sheet-links/', {
    account: wedding.id,
    name: 'Band',
  });
  let fetches = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/run-sheet/')) fetches += 1;
  });
  // What the page's run sheet channel heard, from its first frame.
  const heard: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/ws/run-sheet')) ws.on('framereceived', (f) => heard.push(String(f.payload)));
  });
  await page.goto(new URL(link.url).pathname);
  const list = page.getByRole('list', { name: 'Run-of-show' });
  await expect(list).toContainText(/16:00/);
  // Once the channel says it listens, the page asks once more and then waits to be told.
  await expect.poll(() => heard.some((f) => f.includes('"ready"'))).toBe(true);
  await page.waitForTimeout(3_000);
  const idle = fetches;
  await page.waitForTimeout(3_000);
  expect(fetches, 'no asking while nothing changes').toBe(idle);

  await call(request, couple, 'PATCH', `/api/v1/wedding-day-tasks/${item.id}/`, { time: '16:45' });
  await expect.poll(() => heard.some((f) => f.includes('"changed"'))).toBe(true);
  await expect(list).toContainText(/16:45/, { timeout: 2_000 });
  await expect(page.getByRole('status').filter({ hasText: '16:00 → 16:45' })).toBeVisible();
  expect(fetches).toBe(idle + 1);
});
