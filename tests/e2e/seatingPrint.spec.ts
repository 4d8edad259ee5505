import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { axeFindings } from './routesSupport';
import { answer, call, seat, seatingFixture } from './seatingSupport';
import { pageAs } from './weddingSupport';

// Issue 38's print: the place cards of an event in a printable page (name, table, the meal when chosen), and the
// seating PDF the server makes, downloaded from the plan and from the cards.

test('place cards print from the browser and the seating PDF downloads', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const f = await seatingFixture(request, 'Printer');
  await call(request, f.couple, 'PATCH', `/api/v1/guest-events/${f.event}/`, { meal_options: ['Pasta', 'Fish'] });
  await answer(request, f.guests.Zoe.token, f.guests.Zoe.id, true, 'Fish');
  await seat(request, f, f.guests.Gus.id, f.tables.A);
  const page = await pageAs(browser, f.couple);
  await page.goto(`/wedding/${f.slug}/guests/seating/${f.event}`);

  await page.getByRole('link', { name: 'Place cards' }).click();
  await expect(page.getByRole('heading', { name: 'Place cards · Dinner' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Place cards' }).getByRole('listitem');
  // In table order: Gus at A, Zoe at F; Hal is not seated and has no card.
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveText('Gus GaleA');
  await expect(cards.nth(1)).toHaveText('Zoe ZeeF Fish');
  await expect(cards.nth(1).locator('svg')).toHaveCount(1);
  expect(await axeFindings(page, 'place cards')).toEqual([]);

  // Printed, only the cards: two across, without the page's buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print the cards' })).toBeHidden();
  const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(second.y).toBe(first.y);
  await page.emulateMedia({ media: 'screen' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('seating-Dinner.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // The table list, the floor plan, one page of cards.
  expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);

  // On a phone the cards stand one under the other, inside the screen; the plan's download works there too.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('link', { name: 'Back to the seating plan' }).click();
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(again.suggestedFilename()).toBe('seating-Dinner.pdf');
});
