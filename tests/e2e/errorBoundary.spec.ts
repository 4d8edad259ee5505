import { expect, test } from '@playwright/test';
import { signedInPage } from './support';

// A render error in one page shows the error page inside the shell and leaves the rest of the app working
// (components/Shell/PageErrorBoundary.tsx). The page is made to throw the way it could in the field: by an answer of
// a shape it does not expect.

test('a page that throws while rendering shows the error page in the shell; try again and leaving both work', async ({
  page,
}) => {
  await signedInPage(page, 'Erin', 'Boundary');
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  // A notification whose text is an object: React cannot render it.
  const odd = { id: 'n-1', text: { html: 'Hi' }, link: null, read: true, created_at: new Date().toISOString() };
  const broken = { count: 1, next: null, previous: null, results: [odd] };
  await page.route('**/api/v1/notifications/', (route) => route.fulfill({ json: broken }));
  await page.goto('/notifications');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Something went wrong on this page.' })).toBeVisible();
  expect(logged.some((text) => text.includes('A page failed to render (/notifications)'))).toBe(true);
  // The shell is still there and usable: the top menu's search box answers.
  await expect(page.getByRole('searchbox', { name: 'Search Vowline' })).toBeVisible();

  // The answer is right again: "Try again" renders the page afresh.
  await page.unroute('**/api/v1/notifications/');
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('You have no notifications yet.')).toBeVisible();

  // Broken once more, then left: "Go back home" takes the reader on, with no error page left behind.
  await page.route('**/api/v1/notifications/', (route) => route.fulfill({ json: broken }));
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Something went wrong on this page.' })).toBeVisible();
  await main.getByRole('link', { name: 'Go back home' }).click();
  // Home, signed in, is the feed.
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong on this page.' })).toHaveCount(0);
});
