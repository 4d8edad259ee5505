import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { baseURL, mailedLink, PASSWORD, uniqueEmail } from './support';
import { apiUser, apiWedding, pageAs, weddingMenu } from './weddingSupport';

// Wedding journeys in Chromium against the real server: set-up and invitations, following with approval,
// access, Save the Date and the countdown.

test('A sets up a wedding and invites B, who signs up from the mailed link and lands in it as a member', async ({
  page,
  browser,
  request,
}) => {
  // Two people, two sign-ups through the UI and a mailed link: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const ann = await apiUser(request, 'Ann', 'Lee');
  const annPage = await pageAs(browser, ann);
  await annPage.goto('/weddings');
  await expect(annPage.getByRole('heading', { name: 'Get started below' })).toBeVisible();
  await annPage.getByRole('link', { name: 'Set up your wedding' }).click();
  await expect(annPage).toHaveURL(`${baseURL}/weddings/create`);

  const slug = `ann-ben-${Date.now().toString(36)}`;
  await annPage.getByLabel('Wedding name').fill('Ann & Ben');
  await annPage.getByLabel('Wedding date').fill('2031-06-14');
  await annPage.getByLabel('Web address').fill(slug);
  await expect(annPage.getByText(`✓ /wedding/${slug} is available.`)).toBeVisible();
  await annPage.getByRole('button', { name: 'Create wedding' }).click();
  // A new wedding opens on its dashboard; People is in the wedding menu.
  await expect(annPage).toHaveURL(`${baseURL}/wedding/${slug}/dashboard`);
  await annPage.getByRole('navigation', { name: 'Wedding' }).getByRole('link', { name: 'People' }).click();
  await expect(annPage).toHaveURL(`${baseURL}/wedding/${slug}/people`);
  await expect(annPage.getByRole('list', { name: 'Members' })).toContainText('Ann Lee');

  const benEmail = uniqueEmail('ben');
  await annPage.getByLabel('Email').fill(benEmail);
  await annPage.getByLabel('Role').selectOption('planner');
  await annPage.getByRole('button', { name: 'Send invitation' }).click();
  await expect(annPage.getByRole('list', { name: 'Invited' })).toContainText(benEmail);
  await annPage.goto('/weddings');
  await expect(annPage.getByRole('heading', { name: 'Your Weddings' })).toBeVisible();
  await expect(annPage.getByRole('link', { name: /Ann & Ben/ })).toBeVisible();

  // Ben has no account: the link shows the invitation, and sign-up carries the code through.
  const link = await mailedLink(benEmail, `${baseURL}/accept-invite?code=`);
  await page.goto(link);
  await expect(page.getByText('Ann Lee invited you to join Ann & Ben as Planner.')).toBeVisible();
  await page.getByRole('link', { name: 'Create free account' }).click();
  await expect(page).toHaveURL(/\/signup\?next=/);
  await page.getByLabel('First name').fill('Ben');
  await page.getByLabel('Last name').fill('Cole');
  await page.getByLabel('Email').fill(benEmail);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(`${baseURL}/wedding/${slug}`);
  await expect(weddingMenu(page).getByRole('link', { name: 'Calendar' })).toBeVisible();
  await expect(weddingMenu(page).getByRole('link', { name: 'Tasks' })).toBeVisible();
  await expect(weddingMenu(page).getByRole('link', { name: 'Funds' })).toHaveCount(0);
  await expect(weddingMenu(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await weddingMenu(page).getByRole('link', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(`${baseURL}/wedding/${slug}/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  // Funds is the couple's: a planner who goes there by address gets the no-access page.
  await page.goto(`/wedding/${slug}/money`);
  await expect(page.getByRole('heading', { name: "Sorry, you don't have access to this dashboard." })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This invitation has already been used.');

  // Ann now sees Ben on the committee.
  await annPage.goto(`/wedding/${slug}/people`);
  await expect(annPage.getByRole('list', { name: 'Members' })).toContainText('Ben Cole');
  await expect(annPage.getByRole('list', { name: 'Members' })).toContainText('Planner');
});

test('C requests to follow, A approves, C sees posts and guest info, then unfollows', async ({ browser, request }) => {
  // Two signed-in pages and six loads: CI's busy second worker took this past 30 s twice.
  test.setTimeout(60_000);
  const [ann, cleo] = await Promise.all([apiUser(request, 'Ann'), apiUser(request, 'Cleo', 'Park')]);
  const wedding = await apiWedding(request, ann, { name: 'Ann & Ben' });
  const cleoPage = await pageAs(browser, cleo);
  await cleoPage.goto(`/wedding/${wedding.slug}`);
  await expect(cleoPage.getByText('Request to follow this page for access.')).toBeVisible();
  await expect(cleoPage.getByRole('link', { name: 'Guest info' })).toHaveCount(0);
  await expect(cleoPage.getByRole('link', { name: /followers/ })).toHaveCount(0);
  await expect(cleoPage.getByRole('heading', { name: 'Posts' })).toHaveCount(0);
  // The couple approves followers: the button says so.
  // "Requested" is optimistic: the couple's list is read once the server has the request.
  const asked = cleoPage.waitForResponse(
    (r) => r.url().endsWith('/followers/') && r.request().method() === 'POST' && r.ok(),
  );
  await cleoPage.getByRole('button', { name: 'Request to follow' }).click();
  await expect(cleoPage.getByRole('button', { name: 'Requested' })).toBeVisible();
  await asked;
  // Still a request: nothing opens up yet.
  await expect(cleoPage.getByText('Request to follow this page for access.')).toBeVisible();

  const annPage = await pageAs(browser, ann);
  await annPage.goto(`/wedding/${wedding.slug}/followers/requests`);
  await expect(annPage.getByRole('button', { name: 'Approve Cleo Park' })).toBeVisible({ timeout: 15_000 });
  await annPage.getByRole('button', { name: 'Approve Cleo Park' }).click();
  await expect(annPage.getByText(`No one is waiting to follow ${wedding.name}.`)).toBeVisible();
  await annPage.goto(`/wedding/${wedding.slug}/followers`);
  await expect(annPage.getByRole('list', { name: 'Followers' })).toContainText('Cleo Park');

  await cleoPage.reload();
  await expect(cleoPage.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(cleoPage.getByRole('heading', { name: 'Posts' })).toBeVisible();
  await expect(cleoPage.getByText('Request to follow this page for access.')).toHaveCount(0);
  await cleoPage.getByRole('link', { name: 'Guest info' }).click();
  await expect(cleoPage.getByRole('heading', { name: 'Guest info' })).toBeVisible();

  await cleoPage.goto(`/wedding/${wedding.slug}`);
  await cleoPage.getByRole('button', { name: 'Following' }).click();
  await expect(cleoPage.getByText('Request to follow this page for access.')).toBeVisible();
  await expect(cleoPage.getByRole('button', { name: 'Request to follow' })).toBeVisible();
  await expect(cleoPage.getByRole('link', { name: 'Guest info' })).toHaveCount(0);
});

test('a stranger opening a couple-only page sees the no-access page and only the wedding name', async ({
  browser,
  request,
}) => {
  // Five full page loads (Funds' lazy chunks among them): more than 30 s when the other worker is busy.
  test.setTimeout(60_000);
  const [ann, sam] = await Promise.all([apiUser(request, 'Ann'), apiUser(request, 'Sam')]);
  const wedding = await apiWedding(request, ann, { name: 'Private Affair' });
  const page = await pageAs(browser, sam);
  const refused = {
    settings: 'Settings',
    money: 'Funds',
    'money/cash-flow/add-transaction': 'Funds',
    'people/invited': 'The committee',
    tasks: 'Tasks',
  };
  for (const [rest, area] of Object.entries(refused)) {
    await page.goto(`/wedding/${wedding.slug}/${rest}`);
    await expect(page.getByRole('heading', { name: "Sorry, you don't have access to this dashboard." })).toBeVisible();
    // It names what was refused.
    await expect(page.getByTestId('refused-area')).toHaveText(`${area} is not open to you on this wedding.`);
    await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible();
    await expect(weddingMenu(page).getByRole('link')).toHaveText(['Private Affair']);
  }
  // A page sent here with access=denied says so.
  await page.goto(`/wedding/${wedding.slug}?access=denied`);
  await expect(page.getByRole('alert')).toHaveText("You don't have access to that page.");
  await expect(page.getByRole('heading', { name: "Sorry, you don't have access to this dashboard." })).toBeVisible();
  // The wedding's home itself is open to him, with the request to follow.
  await weddingMenu(page).getByRole('link', { name: 'Private Affair' }).click();
  await expect(page.getByText('Request to follow this page for access.')).toBeVisible();
});

test('a wedding that does not exist sends the user to /weddings with the spec’s message', async ({
  browser,
  request,
}) => {
  const page = await pageAs(browser, await apiUser(request, 'Lost'));
  await page.goto('/wedding/nobody-by-this-name/calendar');
  await expect(page).toHaveURL(`${baseURL}/weddings?missing=nobody-by-this-name`);
  await expect(page.getByRole('alert')).toHaveText('Wedding does not exist. Click the button below to create one');
  await expect(page.getByRole('link', { name: 'Set up your wedding' })).toHaveAttribute('href', '/weddings/create');
});

test('Save the Date: the .ics parses with one all-day event, and Google gets the right dates', async ({
  browser,
  request,
}) => {
  const ann = await apiUser(request, 'Ann');
  const wedding = await apiWedding(request, ann, { name: 'Ann & Ben', date: '2031-12-31' });
  const page = await pageAs(browser, await apiUser(request, 'Guest'));
  await page.goto(`/wedding/${wedding.slug}`);
  await page.getByRole('button', { name: 'Save the date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the date' });

  const google = new URL((await dialog.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href'))!);
  expect(google.hostname).toBe('calendar.google.com');
  expect(google.searchParams.get('text')).toBe('Welcome to our wedding');
  expect(google.searchParams.get('dates')).toBe('20311231/20320101');
  expect(google.searchParams.get('details')).toContain(`/wedding/${wedding.slug}`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Add to iCal' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]!);
  expect(event.summary).toBe('Welcome to our wedding');
  expect(event.startDate.isDate).toBe(true);
  expect(event.startDate.toString()).toBe('2031-12-31');
  expect(event.endDate.toString()).toBe('2032-01-01');

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the countdown card counts down in GMT+3 and opens the calendar on the day; a past date counts years', async ({
  browser,
  request,
}) => {
  const ann = await apiUser(request, 'Ann');
  const future = await apiWedding(request, ann, { date: '2031-06-14' });
  const past = await apiWedding(request, ann, { date: '2020-03-10' });
  const page = await pageAs(browser, ann, Date.parse('2031-06-12T17:59:00Z'));
  await page.clock.install({ time: new Date('2031-06-12T17:59:00Z') });
  await page.goto(`/wedding/${future.slug}`);
  const card = page.getByTestId('countdown');
  // The page loads on running timers (its loading bar's minimum time among them); only then is the clock held.
  await expect(card).toBeVisible();
  // 2031-06-12 21:00 GMT+3: one day and three hours before the wedding day starts there.
  await page.clock.pauseAt(new Date('2031-06-12T18:00:00Z'));
  await expect(card).toContainText('COUNTDOWN TO SATURDAY 14 JUNE 2031');
  await expect(card).toContainText(/2031.*?1\s*days\s*3\s*hours\s*0\s*minutes\s*0\s*seconds/);
  await page.clock.runFor(61_000);
  await expect(card).toContainText(/2031.*?1\s*days\s*2\s*hours\s*58\s*minutes\s*59\s*seconds/);
  // Time flows again (a paused clock also holds the pages' own timers); nothing below depends on seconds.
  await page.clock.resume();
  await card.click();
  await expect(page).toHaveURL(`${baseURL}/wedding/${future.slug}/calendar/2031-06-14`);
  await expect(page.getByRole('heading', { level: 1, name: 'Saturday 14 June 2031' })).toBeVisible();

  await page.goto(`/wedding/${past.slug}`);
  await expect(card).toContainText('NEXT ANNIVERSARY');
  // From 2020-03-10 to 2031-06-12: floor(4111.9 days / 365) + 1 = 12 years; the twelfth anniversary is 2032-03-10.
  await expect(card).toContainText('12 YEARS');
  await card.click();
  await expect(page).toHaveURL(`${baseURL}/wedding/${past.slug}/calendar/2032-03-10`);
});
