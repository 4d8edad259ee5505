import { expect, test } from '@playwright/test';
import { call, pageAs, person, section, task, weddingOf } from './planningSupport';
import { PASSWORD } from './support';

// Issue 40: a session ended elsewhere (revoked, or expired) that opens a deep link is sent to sign-in with a word
// about why, and comes back to the very page once signed in again.

test('a revoked session opening a deep link signs in again and comes back to the page', async ({
  browser,
  request,
}) => {
  const couple = await person(request, 'Noor');
  const wedding = await weddingOf(request, couple);
  const todo = await section(request, couple, wedding, 'Venue');
  await task(request, couple, wedding, todo.id, 'Visit the quinta');
  const { email } = await call<{ email: string }>(request, couple, 'GET', '/api/v1/users/me/');
  const page = await pageAs(browser, couple);
  // The token is turned off on the server (a sign-out on another device) while this browser still holds it.
  const revoked = await request.post('/auth/revoke', { headers: { authorization: `Bearer ${couple.token}` } });
  expect(revoked.status()).toBe(204);

  const deep = `/wedding/${wedding.slug}/tasks`;
  await page.goto(deep);
  await expect(page).toHaveURL(
    new RegExp(`/login\\?next=${encodeURIComponent(deep).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(deep);
  await expect(page.getByRole('button', { name: /Visit the quinta/ }).first()).toBeVisible();
  await page.context().close();
});
