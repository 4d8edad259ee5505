import { expect, test } from '@playwright/test';
import { baseURL, signUp } from './support';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// Issue 9: onboarding to a wedding's dashboard, follows told live, and the couple removing a follower.

test('sign-up leads to "Planning a wedding?", set-up and the new wedding’s dashboard', async ({ page }) => {
  await signUp(page, 'Noor', 'Haddad');
  await expect(page).toHaveURL(`${baseURL}/welcome`);
  await expect(page.getByRole('heading', { name: 'Planning a wedding?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Not now' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Set up a wedding' }).click();
  await expect(page).toHaveURL(`${baseURL}/weddings/create`);

  const slug = `noor-${Date.now().toString(36)}`;
  await page.getByLabel('Wedding name').fill('Noor & Sami');
  // A date already past is warned about, not refused.
  await page.getByLabel('Wedding date').fill('2001-06-14');
  await expect(page.getByText('This date has passed.')).toBeVisible();
  await page.getByLabel('Wedding date').fill('2031-06-14');
  await expect(page.getByText('This date has passed.')).toHaveCount(0);
  await page.getByLabel('Web address').fill(slug);
  await expect(page.getByText(`✓ /wedding/${slug} is available.`)).toBeVisible();
  await page.getByRole('button', { name: 'Create wedding' }).click();

  await expect(page).toHaveURL(`${baseURL}/wedding/${slug}/dashboard`);
  for (const card of ['Next tasks due', 'This week', 'Progress', 'Follow requests', 'Invitations', 'Share wedding']) {
    await expect(page.getByRole('heading', { level: 2, name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByText('0 of 0 tasks done')).toBeVisible();
  await expect(page.getByLabel('Wedding page')).toHaveValue(`${baseURL}/wedding/${slug}`);
  const menu = page.getByRole('navigation', { name: 'Wedding' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'People' })).toBeVisible();
});

test('a follow request is approved live: the follower’s page leaves "Requested" without a reload', async ({
  browser,
  request,
}) => {
  const couple = await apiUser(request, 'Ines');
  const guest = await apiUser(request, 'Omar');
  const wedding = await apiWedding(request, couple);
  const couplePage = await pageAs(browser, couple);
  const guestPage = await pageAs(browser, guest);

  await couplePage.goto(`/wedding/${wedding.slug}/dashboard`);
  await expect(couplePage.getByText('No one is waiting to follow.')).toBeVisible();
  await guestPage.goto(`/wedding/${wedding.slug}`);
  await guestPage.getByRole('button', { name: 'Request to follow' }).click();
  await expect(guestPage.getByRole('button', { name: 'Requested' })).toBeVisible();

  // The couple's dashboard hears of the request without a reload, and the request is answered on its page.
  await expect(couplePage.getByText('1 person is waiting to follow.')).toBeVisible();
  await couplePage.getByRole('link', { name: 'Answer follow requests' }).click();
  await couplePage.getByRole('button', { name: `Approve ${guest.user.full_name}` }).click();

  await expect(guestPage.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(guestPage.getByRole('link', { name: 'Guest info' })).toBeVisible();
  await couplePage.context().close();
  await guestPage.context().close();
});

test('the couple removes a follower after confirming; members get no Follow button', async ({ browser, request }) => {
  const couple = await apiUser(request, 'Lena');
  const guest = await apiUser(request, 'Pavel');
  const wedding = await apiWedding(request, couple, { follow_policy: 'open' });
  const follow = await request.post(`/api/v1/accounts/${wedding.id}/followers/`, {
    headers: { authorization: `Bearer ${guest.token}` },
    data: {},
  });
  expect(follow.status()).toBe(201);
  const couplePage = await pageAs(browser, couple);
  await couplePage.goto(`/wedding/${wedding.slug}/followers`);
  await expect(couplePage.getByRole('button', { name: /^(Follow|Request to follow)$/ })).toHaveCount(0);
  const followers = couplePage.getByRole('list', { name: 'Followers' });
  await expect(followers).toContainText(guest.user.full_name);

  await couplePage.getByRole('button', { name: `Remove ${guest.user.full_name}` }).click();
  await couplePage.getByRole('button', { name: 'Keep' }).click();
  await expect(followers).toContainText(guest.user.full_name);
  await couplePage.getByRole('button', { name: `Remove ${guest.user.full_name}` }).click();
  await expect(couplePage.getByText(`Remove ${guest.user.full_name} as a follower?`)).toBeVisible();
  await couplePage
    .getByRole('button', { name: `Remove ${guest.user.full_name}`, exact: true })
    .last()
    .click();
  await expect(couplePage.getByText(`${wedding.name} has no followers yet.`)).toBeVisible();
  await couplePage.context().close();
});
