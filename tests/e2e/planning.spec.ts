import { expect, test } from '@playwright/test';
import type { Wedding } from '../../src/shared/weddings';
import { call, dayItem, type Person, pageAs, person, section, sectionTasks, task, weddingOf } from './planningSupport';

// Two members of one wedding, each in a browser of their own: what one changes, the other sees without a reload.

let couple: Person;
let member: Person;

test.beforeAll(async ({ request }) => {
  [couple, member] = await Promise.all([person(request, 'Cora'), person(request, 'Milo')]);
});

const tasksUrl = (wedding: Wedding, rest = '') => `/wedding/${wedding.slug}/tasks${rest}`;

test('a task created, edited, moved, completed and deleted by one member shows live for the other', async ({
  browser,
  request,
}) => {
  const wedding = await weddingOf(request, couple, member);
  await section(request, couple, wedding, 'Venue');
  await section(request, couple, wedding, 'Music');
  const mine = await pageAs(browser, couple);
  const theirs = await pageAs(browser, member);
  await mine.goto(tasksUrl(wedding));
  await theirs.goto(tasksUrl(wedding));
  await expect(theirs.getByRole('heading', { name: 'Venue' })).toBeVisible();

  // Created.
  for (const title of ['Book the band', 'Taste the cake']) {
    await mine.getByLabel('New task in Venue', { exact: true }).fill(title);
    await mine.getByRole('region', { name: 'Venue' }).getByRole('button', { name: 'Add task' }).click();
    await expect(sectionTasks(mine, 'Venue').last()).toHaveText(title);
  }
  await expect(sectionTasks(theirs, 'Venue')).toHaveText(['Book the band', 'Taste the cake']);

  // Edited: the other member's list and open detail change, and they are told.
  await theirs.getByRole('button', { name: 'Book the band', exact: true }).click();
  await expect(theirs.getByRole('heading', { name: 'Book the band', level: 2 })).toBeVisible();
  await mine.getByRole('button', { name: 'Book the band', exact: true }).click();
  await mine.getByRole('button', { name: 'Edit', exact: true }).click();
  await mine.getByLabel('Title', { exact: true }).fill('Book the jazz band');
  await mine.getByLabel('Notes', { exact: true }).fill('Ask for the swing set');
  await mine.getByRole('button', { name: 'Save task' }).click();
  await expect(sectionTasks(theirs, 'Venue')).toHaveText(['Book the jazz band', 'Taste the cake']);
  await expect(theirs.getByRole('heading', { name: 'Book the jazz band', level: 2 })).toBeVisible();
  await expect(theirs.getByText('Ask for the swing set')).toBeVisible();
  await expect(theirs.getByText('Task updated')).toBeVisible();

  // Moved with the keyboard's buttons, then to another section from the detail.
  await mine.getByRole('button', { name: 'Move “Taste the cake” up' }).click();
  await expect(sectionTasks(theirs, 'Venue')).toHaveText(['Taste the cake', 'Book the jazz band']);
  await mine.getByLabel('Section', { exact: true }).selectOption({ label: 'Music' });
  await expect(sectionTasks(theirs, 'Music')).toHaveText(['Book the jazz band']);
  await expect(sectionTasks(theirs, 'Venue')).toHaveText(['Taste the cake']);

  // Completed.
  await mine.getByRole('checkbox', { name: 'Done: Book the jazz band' }).check();
  await expect(theirs.getByRole('checkbox', { name: 'Done: Book the jazz band' })).toBeChecked();

  // Deleted: gone from the list, and the other member's open detail closes.
  await mine.getByRole('button', { name: 'Delete', exact: true }).click();
  await mine.getByRole('button', { name: 'Delete task' }).click();
  await expect(sectionTasks(theirs, 'Music')).toHaveCount(0);
  await expect(theirs.getByRole('heading', { name: 'Book the jazz band', level: 2 })).toHaveCount(0);
  await expect(sectionTasks(mine, 'Music')).toHaveCount(0);
});

test('a task dragged with the mouse to another section moves there for both members', async ({ browser, request }) => {
  const wedding = await weddingOf(request, couple, member);
  const venue = await section(request, couple, wedding, 'Venue');
  const music = await section(request, couple, wedding, 'Music');
  await task(request, couple, wedding, venue.id, 'Hire the DJ');
  await task(request, couple, wedding, venue.id, 'Book the florist');
  await task(request, couple, wedding, music.id, 'Pick the first dance');
  const mine = await pageAs(browser, couple);
  const theirs = await pageAs(browser, member);
  await mine.goto(tasksUrl(wedding));
  await theirs.goto(tasksUrl(wedding));
  await expect(sectionTasks(theirs, 'Music')).toHaveText(['Pick the first dance']);

  const dragged = mine.getByRole('list', { name: 'Tasks in Venue' }).locator('li', { hasText: 'Hire the DJ' });
  const target = mine.getByRole('list', { name: 'Tasks in Music' }).locator('li', { hasText: 'Pick the first dance' });
  await dragged.dragTo(target, { targetPosition: { x: 40, y: 2 } });
  await expect(sectionTasks(mine, 'Music')).toHaveText(['Hire the DJ', 'Pick the first dance']);
  await expect(sectionTasks(theirs, 'Music')).toHaveText(['Hire the DJ', 'Pick the first dance']);
  await expect(sectionTasks(theirs, 'Venue')).toHaveText(['Book the florist']);
});

test('a comment shows live under the task for the other member', async ({ browser, request }) => {
  const wedding = await weddingOf(request, couple, member);
  const venue = await section(request, couple, wedding, 'Venue');
  await task(request, couple, wedding, venue.id, 'Choose the menu');
  const mine = await pageAs(browser, couple);
  const theirs = await pageAs(browser, member);
  for (const page of [mine, theirs]) {
    await page.goto(tasksUrl(wedding));
    await page.getByRole('button', { name: 'Choose the menu', exact: true }).click();
    await expect(page.getByText('No comments yet.')).toBeVisible();
  }
  await mine.getByLabel('Add a comment', { exact: true }).fill('Fish or the risotto?');
  await mine.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = theirs.getByRole('listitem', { name: `Comment by ${couple.user.full_name}` });
  await expect(comment).toContainText('Fish or the risotto?');
  await expect(comment).toContainText('Just now');
  await expect(theirs.getByRole('list', { name: 'Tasks in Venue' }).getByTitle('Comments')).toHaveText('1 comment');
});

test('the run-of-show reordered by one member is reordered for the other', async ({ browser, request }) => {
  const wedding = await weddingOf(request, couple, member);
  await dayItem(request, couple, wedding, '14:00', 'Ceremony');
  await dayItem(request, couple, wedding, '15:00', 'Photos');
  await dayItem(request, couple, wedding, '17:00', 'Dinner');
  const mine = await pageAs(browser, couple);
  const theirs = await pageAs(browser, member);
  await mine.goto(tasksUrl(wedding, '/dday'));
  await theirs.goto(tasksUrl(wedding, '/dday'));
  const order = (page: typeof mine) => page.getByRole('list', { name: 'Run-of-show' }).getByRole('link');
  // The first load of two pages at once, on a busy machine, may take longer than a change's arrival.
  await expect(order(theirs)).toHaveText(['Ceremony', 'Photos', 'Dinner'], { timeout: 15_000 });
  await mine.getByRole('button', { name: 'Move “Dinner” up' }).click();
  await expect(order(theirs)).toHaveText(['Ceremony', 'Dinner', 'Photos']);
  // And by dragging: Photos to the top.
  const rows = mine.getByRole('list', { name: 'Run-of-show' }).locator('li');
  await rows
    .filter({ hasText: 'Photos' })
    .dragTo(rows.filter({ hasText: 'Ceremony' }), { targetPosition: { x: 40, y: 2 } });
  await expect(order(mine)).toHaveText(['Photos', 'Ceremony', 'Dinner']);
  await expect(order(theirs)).toHaveText(['Photos', 'Ceremony', 'Dinner']);
});

test('an event added on a day shows on that day of the calendar, for both members', async ({ browser, request }) => {
  const wedding = await weddingOf(request, couple, member);
  const mine = await pageAs(browser, couple);
  const theirs = await pageAs(browser, member);
  await theirs.goto(`/wedding/${wedding.slug}/calendar?month=2031-06-01`);
  await expect(theirs.getByRole('heading', { name: 'June 2031' })).toBeVisible();
  await mine.goto(`/wedding/${wedding.slug}/calendar/2031-06-13`);
  await expect(mine.getByRole('heading', { name: 'Friday 13 June 2031' })).toBeVisible();
  await mine.getByLabel('Event', { exact: true }).fill('Rehearsal dinner');
  await mine.getByLabel('Starts', { exact: true }).fill('19:00');
  await mine.getByLabel('Place', { exact: true }).fill('The Old Mill');
  await mine.getByRole('button', { name: 'Add event' }).click();
  // The wedding's clock (GMT+3 for a wedding set up without a zone), and the reader's when theirs differs.
  await expect(mine.getByRole('list', { name: 'Events' })).toContainText(
    /19:00( in GMT\+3 · \d\d:\d\d your time)?Rehearsal dinnerThe Old Mill/,
  );

  const day = theirs.locator('[data-date="2031-06-13"]');
  await expect(day).toContainText('19:00 Rehearsal dinner');
  await expect(theirs.locator('[data-date="2031-06-14"]')).toContainText('Wedding day');
  await expect(theirs.locator('[data-date="2031-06-12"]')).not.toContainText('Rehearsal');
  await mine.getByRole('link', { name: 'Month' }).click();
  await expect(mine.locator('[data-date="2031-06-13"]')).toContainText('Rehearsal dinner');
  // The same day by its events address.
  await mine.goto(`/events/${wedding.slug}/2031-06-13`);
  await expect(mine.getByRole('list', { name: 'Events' })).toContainText('Rehearsal dinner');
});

test('a follower of the wedding is shown no planning page', async ({ browser, request }) => {
  const wedding = await weddingOf(request, couple);
  const follower = await person(request, 'Finn');
  await call(request, follower, 'POST', `/api/v1/accounts/${wedding.id}/followers/`, {});
  const page = await pageAs(browser, follower);
  await page.goto(tasksUrl(wedding));
  await expect(page.getByText("Sorry, you don't have access to this dashboard.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tasks' })).toHaveCount(0);
});
