import { expect, test } from '@playwright/test';
import { axeFindings } from './routesSupport';
import { baseURL, PASSWORD, storedToken, uniqueEmail } from './support';

// Signing in through the embedded OpenID provider (issue 11), the whole authorization code flow in Chromium: the
// avatar in the public header, the provider's sign-in page, back to the app signed in; then signing out there too.

test('the avatar signs in through the provider and the sign-out ends the provider session', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('oidc');
  const made = await request.post('/api/v1/users/', {
    data: { first_name: 'Olive', last_name: 'Idc', email, password: PASSWORD },
  });
  expect(made.status()).toBe(201);
  const { user } = (await made.json()) as { user: { id: string } };

  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Sign in with your Vowline account' }).click();
  // The provider's own page, reached through its authorization endpoint (code flow, PKCE S256).
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/auth/interaction/`));
  await expect(page.getByRole('heading', { name: 'Sign in to Vowline' })).toBeVisible();
  expect(await axeFindings(page, 'the provider sign-in page')).toEqual([]);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Email or password is incorrect.');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Back in the app through /login/callback, signed in with a Vowline token of that account.
  await expect(page).toHaveURL(`${baseURL}/`);
  const token = await storedToken(page);
  const profile = await request.get(`/v1/profile/me?token=${encodeURIComponent(token)}`);
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { id: string }).id).toBe(user.id);
  const state = await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('oidc.')));
  expect(state.length, 'the provider session is kept in localStorage').toBeGreaterThan(0);

  // Signing out ends the Vowline session and, at the provider, its own.
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Sign out of Vowline?' })).toBeVisible();
  expect(await axeFindings(page, 'the provider sign-out page')).toEqual([]);
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect((await request.get(`/v1/profile/me?token=${encodeURIComponent(token)}`)).status()).toBe(401);
  // The provider asks for the password again: its session is gone too.
  await page.getByRole('link', { name: 'Sign in with your Vowline account' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Vowline' })).toBeVisible();
});
