import { expect, test } from '@playwright/test';
import { baseURL } from './support';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// The wedding website and RSVP journey: logistics, the editor, a theme, publishing; the public site without an
// account; 30 guests in 12 households from a CSV; a household's RSVP in a fresh browser; the counts changing live;
// guest info for a follower and not for a stranger.

function guestCsv(): string {
  const rows = ['household,name,email,side'];
  for (let h = 1; h <= 12; h += 1) {
    const size = h <= 6 ? 3 : 2;
    for (let g = 1; g <= size; g += 1) rows.push(`Household ${h},Guest ${h}-${g},guest${h}${g}@example.com,both`);
  }
  return rows.join('\n');
}

test('the couple builds and publishes a site, imports guests, and sees an RSVP arrive live', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const couple = await apiUser(request, 'Ann');
  const wedding = await apiWedding(request, couple);
  const auth = { authorization: `Bearer ${couple.token}` };
  const api = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
  const page = await pageAs(browser, couple);

  // 1. Logistics, four sections in the editor, a theme, publishing.
  await page.goto(`/wedding/${wedding.slug}/logistics`);
  await page.getByRole('button', { name: 'Add to venues' }).click();
  await page.getByLabel('Venues 1 Name').fill('Rose Chapel');
  await page.getByLabel('Venues 1 Address').fill('1 Church Lane');
  await page.getByLabel('Dress code').fill('Garden formal');
  await page.getByRole('button', { name: 'Save logistics' }).click();
  await expect(page.getByText('Logistics saved.')).toBeVisible();

  const editorConsole: string[] = [];
  const heard = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' || message.type() === 'warning') editorConsole.push(message.text());
  };
  page.on('console', heard);
  await page.goto(`/wedding/${wedding.slug}/website/editor`);
  const welcome = page.getByRole('textbox', { name: 'Text of Welcome' });
  await welcome.click();
  await welcome.pressSequentially('Join us in the garden');
  // Neither the CSP refusing the editor's own <style> nor ProseMirror missing its white-space rule.
  expect(editorConsole.filter((m) => /Content Security Policy|ProseMirror/.test(m))).toEqual([]);
  await expect(welcome).toHaveCSS('white-space', 'break-spaces');
  page.off('console', heard);
  for (const kind of ['FAQ', 'Gallery', 'Schedule', 'Registry']) {
    await page
      .locator('li', { has: page.getByLabel(`Title of ${kind}`) })
      .getByLabel('Hidden')
      .check();
  }
  // The editor saves as you type (issue 31): no Save button at the end of a long page.
  await expect(page.getByRole('button', { name: 'Save website' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.frameLocator('iframe[title="Website preview"]').getByText('Join us in the garden')).toBeVisible();

  await page.goto(`/wedding/${wedding.slug}/websites`);
  await page.getByRole('button', { name: 'Use Garden' }).click();
  await expect(page.getByRole('button', { name: 'Your theme' })).toBeVisible();

  await page.goto(`/wedding/${wedding.slug}/website`);
  await page.getByRole('button', { name: 'Publish website' }).click();
  await expect(page.getByTestId('site-url')).toHaveText(`${baseURL}/w/${wedding.slug}`);

  // 2. A signed-out visitor gets the sections as HTML.
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const site = await visitor.request.get(`/w/${wedding.slug}`);
  const html = await site.text();
  for (const kind of ['welcome', 'travel', 'rsvp']) expect(html).toContain(`data-section="${kind}"`);
  // Hidden (the FAQ) or empty (the story nobody wrote yet): not shown.
  expect(html).not.toContain('data-section="faq"');
  expect(html).not.toContain('data-section="story"');
  expect(html).toContain('Rose Chapel');
  await request.patch(api('website/'), { headers: auth, data: { meal_options: ['Fish', 'Risotto'] } });

  // 3. 30 guests in 12 households from a CSV.
  await page.goto(`/wedding/${wedding.slug}/guests`);
  await page.getByRole('textbox', { name: 'CSV', exact: true }).fill(guestCsv());
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('status')).toHaveText('Ready to import: 30 guests in 12 households.');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('rsvp-invited')).toContainText('30');
  await expect(page.getByTestId('rsvp-awaiting')).toContainText('30');

  // 4. A guest answers for two people with meals, with no account; 5. the couple's counts change live.
  const households = (await (await request.get(api('households/'), { headers: auth })).json()).results;
  const link = households.find((h: { name: string }) => h.name === 'Household 7').rsvp_url as string;
  const guest = await visitor.newPage();
  await guest.goto(link.replace(baseURL, ''));
  for (const [name, meal] of [
    ['Guest 7-1', 'Fish'],
    ['Guest 7-2', 'Risotto'],
  ]) {
    const person = guest.locator(`fieldset[data-guest="${name}"]`);
    await person.getByLabel('Joyfully accepts').check();
    await person.getByLabel(meal!, { exact: true }).check();
  }
  await guest.getByRole('button', { name: 'Send our answer' }).click();
  await expect(guest.getByRole('status')).toContainText('Thank you, Guest!');
  await expect(page.getByTestId('rsvp-attending')).toContainText('2');
  await expect(page.getByTestId('rsvp-awaiting')).toContainText('28');
  await expect(page.getByText('Meals: Fish 1, Risotto 1')).toBeVisible();
  await visitor.close();
});

test('a follower sees guest info; a stranger does not', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const couple = await apiUser(request, 'Bea');
  const wedding = await apiWedding(request, couple, { follow_policy: 'open' });
  await request.put(`/api/v1/accounts/${wedding.id}/logistics/`, {
    headers: { authorization: `Bearer ${couple.token}` },
    data: { parking: 'Behind the barn' },
  });
  const follower = await apiUser(request, 'Cleo');
  await request.post(`/api/v1/accounts/${wedding.id}/followers/`, {
    headers: { authorization: `Bearer ${follower.token}` },
    data: {},
  });
  const page = await pageAs(browser, follower);
  await page.goto(`/wedding/${wedding.slug}/guest-info`);
  await expect(page.getByRole('region', { name: 'Parking' })).toContainText('Behind the barn', { timeout: 20_000 });
  const stranger = await pageAs(browser, await apiUser(request, 'Dan'));
  await stranger.goto(`/wedding/${wedding.slug}/guest-info`, { waitUntil: 'commit' });
  await expect(stranger.getByRole('heading', { name: "Sorry, you don't have access to this dashboard." })).toBeVisible({
    timeout: 20_000,
  });
  await expect(stranger.getByText('Behind the barn')).toHaveCount(0);
});
