import { expect, type Page, test } from '@playwright/test';
import { axeFindings } from './routesSupport';
import { baseURL } from './support';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// Issue 38's journey: the couple adds a rehearsal dinner and invites two households; a guest answers for both events
// on a phone; the couple seats them with one rule; the guest's decline takes them off their seat, live. Then the two
// ways to move a guest: a drag on a desktop and the Move menu at 390 px.

test.describe.configure({ mode: 'serial' });

async function answer(page: Page, link: string, event: string, choices: Record<string, 'yes' | 'no'>, meal?: string) {
  await page.goto(link);
  for (const [guest, choice] of Object.entries(choices)) {
    const person = page.locator(`fieldset[data-guest="${guest}"] [data-answer-event="${event}"]`);
    await person.getByLabel(choice === 'yes' ? 'Joyfully accepts' : 'Regretfully declines').check();
    if (choice === 'yes' && meal) await person.getByLabel(meal, { exact: true }).check();
  }
}

test('a rehearsal dinner from invitation to seating, following a decline live', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const couple = await apiUser(request, 'Rosa');
  const wedding = await apiWedding(request, couple);
  const auth = { authorization: `Bearer ${couple.token}` };
  const api = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
  await request.patch(api('website/'), { headers: auth, data: { site_active: true } });
  await request.post(api('guests/import/'), {
    headers: auth,
    data: { csv: 'household,name\nThe Parks,Cleo Park\nThe Parks,Dan Park\nThe Lees,Eve Lee' },
  });
  const page = await pageAs(browser, couple);
  await page.goto(`/wedding/${wedding.slug}/guests`);

  await page.getByRole('button', { name: 'Add an event' }).click();
  const form = page.getByRole('region', { name: 'New event' });
  await form.getByLabel('Event name').fill('Rehearsal dinner');
  await form.getByLabel('Place').fill('Luigi’s');
  await form.getByLabel('Meals (separated by commas)').fill('Pasta, Salad');
  await form.getByLabel('Private (only invited households see it)').check();
  await form.getByLabel('Plan seating').check();
  await form.getByRole('button', { name: 'Add event' }).click();
  const dinner = page.locator('li[data-event="Rehearsal dinner"]');
  await dinner.getByRole('button', { name: 'Invitations to Rehearsal dinner' }).click();
  await dinner.getByLabel('The Parks').check();
  await dinner.getByLabel('The Lees').check();
  await dinner.getByRole('button', { name: 'Invite the chosen households' }).click();
  await expect(page.getByTestId('event-counts-Rehearsal dinner')).toContainText('3 invited · 0 yes · 0 no · 3 waiting');

  // The Parks answer both events on a phone.
  const households = await (await request.get(api('households/'), { headers: auth })).json();
  const parksLink = (
    households.results.find((h: { name: string }) => h.name === 'The Parks').rsvp_url as string
  ).replace(baseURL, '');
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL });
  await answer(phone, parksLink, 'Wedding', { 'Cleo Park': 'yes', 'Dan Park': 'yes' });
  await expect(phone.locator('[data-event="Rehearsal dinner"]')).toContainText('Luigi’s');
  for (const guest of ['Cleo Park', 'Dan Park']) {
    const person = phone.locator(`fieldset[data-guest="${guest}"] [data-answer-event="Rehearsal dinner"]`);
    await person.getByLabel('Joyfully accepts').check();
    await person.getByLabel('Pasta', { exact: true }).check();
  }
  await phone.getByRole('button', { name: 'Send our answer' }).click();
  await expect(phone.getByRole('status')).toContainText('Thank you, Cleo!');
  expect(await axeFindings(phone, parksLink)).toEqual([]);
  await expect(page.getByTestId('event-counts-Rehearsal dinner')).toContainText('2 yes · 0 no · 1 waiting');

  // The couple seats them with one rule.
  await dinner.getByRole('link', { name: 'Seating plan for Rehearsal dinner' }).click();
  await expect(page.getByRole('heading', { name: 'Seating · Rehearsal dinner' })).toBeVisible();
  await page.getByLabel('Table name').fill('Table 1');
  await page.getByRole('button', { name: 'Add table' }).click();
  await page.getByLabel('Table name').fill('Table 2');
  await page.getByRole('button', { name: 'Add table' }).click();
  await expect(page.getByTestId('table-count-Table 2')).toHaveText('0/8');
  await page.getByRole('combobox', { name: 'Rule' }).selectOption('together');
  const rules = page.getByRole('group', { name: 'Guests in the rule' });
  await rules.getByLabel('Cleo Park').check();
  await rules.getByLabel('Dan Park').check();
  await page.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByTestId('seating-rules')).toContainText('Together: Cleo Park, Dan Park');
  await page.getByRole('button', { name: 'Seat for me' }).click();
  const seatedTable = page.locator('[data-table]').filter({ has: page.locator('[data-seat-guest="Cleo Park"]') });
  await expect(seatedTable.locator('[data-seat-guest="Dan Park"]')).toBeVisible();
  await expect(page.locator('[data-broken="yes"]')).toHaveCount(0);
  expect(await axeFindings(page, 'seating')).toEqual([]);

  // Dan declines the dinner on his phone: the couple's open plan takes him off his seat and says so.
  await answer(phone, parksLink, 'Rehearsal dinner', { 'Cleo Park': 'yes', 'Dan Park': 'no' }, 'Pasta');
  await phone.getByRole('button', { name: 'Send our answer' }).click();
  await expect(phone.getByRole('status')).toContainText('Thank you, Cleo!');
  await expect(page.locator('[data-declined="Dan Park"]')).toContainText('declined and was taken off their seat');
  await expect(page.locator('[data-seat-guest="Dan Park"]')).toHaveCount(0);
  await expect(seatedTable.locator('[data-testid^="table-count-"]')).toHaveText('1/8');
  await phone.close();

  // A drag on the desktop moves Cleo to the other table; a drop on a full one is refused.
  const other = page.locator('[data-table]').filter({ hasNot: page.locator('[data-seat-guest="Cleo Park"]') });
  const otherName = await other.getAttribute('data-table');
  await page.locator('[data-seat-guest="Cleo Park"]').dragTo(other);
  await expect(page.locator(`[data-table="${otherName}"] [data-seat-guest="Cleo Park"]`)).toBeVisible();
  await expect(page.getByTestId(`table-count-${otherName}`)).toHaveText('1/8');

  // At 390 px, the Move menu does the same.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Move Cleo Park' }).click();
  const menu = page.getByRole('list', { name: 'Move Cleo Park to' });
  await menu.getByRole('button', { name: /^Table/ }).click();
  await expect(page.getByTestId(`table-count-${otherName}`)).toHaveText('0/8');
  await page.getByRole('button', { name: 'Move Cleo Park' }).click();
  await page.getByRole('list', { name: 'Move Cleo Park to' }).getByRole('button', { name: 'Off the tables' }).click();
  await expect(
    page.getByRole('region', { name: 'Not seated yet' }).locator('[data-seat-guest="Cleo Park"]'),
  ).toBeVisible();
});
