import { expect, test } from '@playwright/test';
import { baseURL, mailedLink, PASSWORD, signIn, signUp, storedToken, uniqueEmail } from './support';

test('a new user signs up, is asked about a wedding, goes on to the feed, stays signed in and signs out', async ({
  page,
}) => {
  await signUp(page, 'Amara', 'Okafor');
  await expect(page).toHaveURL(`${baseURL}/welcome`);
  await expect(page.getByRole('heading', { name: 'Planning a wedding?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up a wedding' })).toHaveAttribute('href', '/weddings/create');
  await page.getByRole('link', { name: 'Not now' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByText('Your feed is empty for now.')).toBeVisible();
  await expect(page.getByText('Know a couple getting married soon?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Recommend us' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Amara' })).toBeVisible();
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Welcome, Amara' })).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu for Amara Okafor' }).click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByText('Vowline is where couples and loved ones share life’s moments.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('vowline.session'))).toBeNull();

  await page.goto('/feed');
  await expect(page).toHaveURL(/\/login\?next=%2Ffeed$/);
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  const email = await signUp(page, 'Bram', 'Visser');
  await page.goto('/logout');
  await expect(page).toHaveURL(`${baseURL}/`);
  await signIn(page, email, 'not-my-password');
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
  await expect(page).toHaveURL(`${baseURL}/login`);

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Bram' })).toBeVisible();
});

test('inputs are checked on each key press and show the first error', async ({ page }) => {
  await page.goto('/signup');
  const email = page.getByLabel('Email');
  await email.pressSequentially('ann@');
  await expect(page.getByText('Valid email required.')).toBeVisible();
  await email.pressSequentially('example.com');
  await expect(page.getByText('Valid email required.')).toHaveCount(0);
  await email.clear();
  await expect(page.getByText('Email required.')).toBeVisible();

  const password = page.getByLabel('Password');
  await password.pressSequentially('abc');
  await expect(page.getByText('Password should be at least 6 characters')).toBeVisible();
  await password.pressSequentially('def');
  await expect(page.getByText('Password should be at least 6 characters')).toHaveCount(0);
  await password.clear();
  await expect(page.getByText('Password required.')).toBeVisible();

  // Submitting checks every input at once, including those never touched.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Field required.')).toHaveCount(2);
});

test('a duplicate email is shown under the email input', async ({ page, browser }) => {
  const email = await signUp(page, 'Chen', 'Wei');
  const other = await browser.newPage();
  await other.goto(`${baseURL}/signup`);
  await other.getByLabel('First name').fill('Chen');
  await other.getByLabel('Last name').fill('Again');
  await other.getByLabel('Email').fill(email.toUpperCase());
  await other.getByLabel('Password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Sign up' }).click();
  await expect(other.getByText('An account with this email already exists.').first()).toBeVisible();
  await other.close();
});

test('forgot password, then reset it with the mailed link', async ({ page }) => {
  // Four password hashings and checks in one journey, queued behind the other worker's (one hashing at a time).
  test.setTimeout(60_000);
  // Signing up is the first test's subject; here the account comes from the API.
  const email = uniqueEmail('esme');
  const res = await page.request.post('/api/v1/users/', {
    data: { first_name: 'Esme', last_name: 'Laurent', email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we sent it a link to choose a new password');

  const link = await mailedLink(email, `${baseURL}/set-password?token=`);
  await page.goto(link);
  await page.getByLabel('New password').fill('brand-new-secret');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  // A spent link is refused as the page opens, before anyone types a new password.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired. Ask for a new link.');
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(`${baseURL}/reset-password`);

  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
  await signIn(page, email, 'brand-new-secret');
  await expect(page.getByRole('heading', { name: 'Welcome, Esme' })).toBeVisible();
});

test('an unknown URL shows the not-found page', async ({ page }) => {
  // The server says so too: a 404 with the app's HTML, so crawlers and link checkers see the truth.
  expect((await page.goto('/no/such/page/here'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(page.getByText("Sorry, that URL wasn't found.")).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  await page.goto('/page-not-found');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();

  expect((await page.goto(`/${uniqueEmail('nobody').split('@')[0]?.replace('.', '-')}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('pages that exist answer 200, and a wedding, post or person that does not is a 404', async ({ page, request }) => {
  await signUp(page, 'Nadia', 'Okoro');
  const token = await storedToken(page);
  const me = await (await request.get('/api/v1/users/me/', { headers: { authorization: `Bearer ${token}` } })).json();
  const mine = await page.goto(`/${me.slug}`);
  expect(mine?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Nadia Okoro' })).toBeVisible();
  expect((await page.goto('/feed'))?.status()).toBe(200);
  expect((await page.goto('/wedding/no-such-wedding-here'))?.status()).toBe(404);
  expect((await page.goto('/posts/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
  const gone = await page.goto(`/${me.slug}-who-is-not-here`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('a signed-in user visiting a login page is sent home', async ({ page }) => {
  await signUp(page, 'Femi', 'Adeyemi');
  await page.goto('/login');
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/signup');
  await expect(page).toHaveURL(`${baseURL}/`);
});
