import { expect, test } from '@playwright/test';
import { dayItem, pageAs, person, weddingOf } from './planningSupport';

// The run-of-show keeps time: a new item lands where its time belongs, and a manual order that contradicts the
// times is allowed but warned about, with the way back.

test('a new item is placed by its time; a move against the times is warned about and undone by one button', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const couple = await person(request, 'Tess');
  const wedding = await weddingOf(request, couple);
  await dayItem(request, couple, wedding, '14:00', 'Ceremony');
  await dayItem(request, couple, wedding, '17:00', 'Dinner');
  await dayItem(request, couple, wedding, '21:00', 'Dancing');
  const page = await pageAs(browser, couple);
  await page.goto(`/wedding/${wedding.slug}/tasks/dday`);
  const order = page.getByRole('list', { name: 'Run-of-show' }).getByRole('link');
  await expect(order).toHaveText(['Ceremony', 'Dinner', 'Dancing'], { timeout: 15_000 });

  const add = page.getByRole('region', { name: 'Add to the run-of-show' });
  await add.getByLabel('Time', { exact: true }).fill('19:30');
  await add.getByLabel('What happens', { exact: true }).fill('Cake');
  await add.getByRole('button', { name: 'Add to the day' }).click();
  await expect(order).toHaveText(['Ceremony', 'Dinner', 'Cake', 'Dancing']);
  const warning = page.getByTestId('time-order-warning');
  await expect(warning).toHaveCount(0);

  await page.getByRole('button', { name: 'Move “Dancing” up' }).click();
  await expect(order).toHaveText(['Ceremony', 'Dinner', 'Dancing', 'Cake']);
  await expect(warning).toHaveText(/Out of time order: “Dancing” \(21:00\) comes before “Cake” \(19:30\)\./);
  await warning.getByRole('button', { name: 'Put in time order' }).click();
  await expect(order).toHaveText(['Ceremony', 'Dinner', 'Cake', 'Dancing']);
  await expect(warning).toHaveCount(0);
  // The order was saved, not only shown.
  await page.reload();
  await expect(order).toHaveText(['Ceremony', 'Dinner', 'Cake', 'Dancing'], { timeout: 15_000 });
  await page.context().close();
});
