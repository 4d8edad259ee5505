import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import type { Wedding } from '../../src/shared/weddings';
import { call, type Person, pageAs, person, weddingOf } from './planningSupport';
import { mailedLink, PASSWORD, port, uniqueEmail, verifyEmail } from './support';

// The account area in the browser, with its data set up through the API: changing the email through the mail,
// signing out another device, mail settings honoured by a like, downloading one's data, and deleting the account.

const mailDir = path.resolve(`.tmp/e2e-${port}/mail`);
const ABOUT = 'https://vowline.com/about';

/** The decoded text of every mail to `to` so far. */
async function mailsTo(to: string): Promise<string[]> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const texts = await Promise.all(names.map((n) => readFile(path.join(mailDir, n), 'utf8')));
  return texts
    .map((t) =>
      t.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    )
    .filter((t) => t.toLowerCase().includes(`to: ${to.toLowerCase()}`));
}

const emailOf = async (request: Parameters<typeof person>[0], who: Person) =>
  (await call<{ email: string }>(request, who, 'GET', '/api/v1/users/me/')).email;

test('account journey: email by mail, another device signed out, likes not mailed, data downloaded, account deleted', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [ann, bo, lia] = [await person(request, 'Ann'), await person(request, 'Bo'), await person(request, 'Lia')];
  const wedding: Wedding = await weddingOf(request, ann);
  await verifyEmail(request, await emailOf(request, bo));
  await call(request, ann, 'POST', `/api/v1/accounts/${wedding.id}/invites/`, {
    email: await emailOf(request, bo),
    role: 'G',
  });
  const invites = await call<{ results: { id: string }[] }>(request, bo, 'GET', '/api/v1/account-invites/');
  await call(request, bo, 'POST', `/api/v1/account-invites/${invites.results[0]!.id}/response/`, { accept: true });
  const post = await call<{ id: string }>(request, ann, 'POST', '/api/v1/posts/', { text: 'Our very first post' });
  const page = await pageAs(browser, ann);

  // 1. The email: a taken one is refused; a new one changes only through the mailed link, which works once.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await page.getByLabel('New email').fill(await emailOf(request, bo));
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  const next = uniqueEmail('ann-new');
  await page.getByLabel('New email').fill(next);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByRole('status').filter({ hasText: `confirmation link to ${next}` })).toBeVisible();
  const link = await mailedLink(next, `http://localhost:${port}/account?confirm_email=`);
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText(`Your email is now ${next}`);
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This confirmation link has already been used.');

  // 2. Another device: signed out from here, its next request is a 401.
  const other = await request.post('/auth/token', { data: { email: next, password: PASSWORD } });
  const phone = ((await other.json()) as { access_token: string }).access_token;
  await page.goto('/account');
  await expect(page.getByTestId('current-email')).toHaveText(next);
  await expect(page.getByTestId('device')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Sign out all other devices' })).toBeVisible();
  await page.getByRole('button', { name: /^Sign out .*, signed in/ }).click();
  await expect(page.getByTestId('device')).toHaveCount(1);
  // Only this device is left: nothing else to sign out.
  await expect(page.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(0);
  const after = await request.get('/api/v1/users/me/', { headers: { authorization: `Bearer ${phone}` } });
  expect(after.status()).toBe(401);

  // 3. Mail for likes off: Lia's like of Ann's post sends Ann nothing, while Bo (mail on) hears of his.
  await page.getByRole('link', { name: 'Notification settings' }).click();
  const likesByMail = page.getByRole('checkbox', { name: 'Likes by mail' });
  await expect(likesByMail).toBeChecked();
  // The switch follows the saved answer, so it turns off once the server has it.
  await likesByMail.click();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await expect(likesByMail).not.toBeChecked();
  const boPost = await call<{ id: string }>(request, bo, 'POST', '/api/v1/posts/', { text: 'Bo here' });
  for (const p of [post, boPost]) await call(request, lia, 'POST', '/api/v1/likes/post', { post: p.id });
  const boEmail = await emailOf(request, bo);
  await expect
    .poll(async () => (await mailsTo(boEmail)).some((m) => m.includes('liked your post')), { timeout: 20_000 })
    .toBe(true);
  expect((await mailsTo(next)).some((m) => m.includes('liked your post'))).toBe(false);

  // 4. Download my data: built in the background, the post is in it.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const save = page.getByRole('button', { name: /^Save the ZIP/ });
  await expect(save).toBeVisible({ timeout: 25_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(strFromU8(zip['posts.json']!)).toContain('Our very first post');

  // 5. Delete: the password is asked again; then the farewell layout signs out and opens the about site.
  await page.route(`${ABOUT}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>About Vowline</h1>' }),
  );
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not my password');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Password is incorrect.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await page.waitForURL(ABOUT);
  await expect(page.getByRole('heading', { name: 'About Vowline' })).toBeVisible();
  expect((await request.post('/auth/token', { data: { email: next, password: PASSWORD } })).status()).toBe(400);
  const gone = await request.get(`/api/v1/posts/${post.id}/`, { headers: { authorization: `Bearer ${bo.token}` } });
  expect(gone.status()).toBe(404);
  // The shared wedding stays whole for Bo: his page opens with both halves of the couple.
  const boPage = await pageAs(browser, bo);
  await boPage.goto(`/wedding/${wedding.slug}`);
  await expect(boPage.getByRole('heading', { name: wedding.name })).toBeVisible();
  const shared = await call<{ couple: unknown[] }>(request, bo, 'GET', `/api/v1/accounts/${wedding.id}/`);
  expect(shared.couple).toHaveLength(2);
  expect(JSON.stringify(shared.couple)).toContain('Former');
  await boPage.context().close();
  await page.context().close();
});

test('/account-weddings: a committee member leaves a wedding; the couple sees their role and no leave button', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const [ann, cy] = [await person(request, 'Ann'), await person(request, 'Cy')];
  const wedding = await weddingOf(request, ann, cy);
  const page = await pageAs(browser, cy);
  await page.goto('/account-weddings');
  const item = page.getByTestId('membership').filter({ hasText: wedding.name });
  // A fresh browser context's first load on a busy machine: the list may take a while the first time.
  await expect(item).toContainText('Committee (planner)', { timeout: 20_000 });
  await page.getByRole('button', { name: `Leave ${wedding.name}` }).click();
  await expect(page.getByText('You have left the wedding.')).toBeVisible();
  await expect(page.getByRole('link', { name: wedding.name })).toHaveCount(0);
  const annPage = await pageAs(browser, ann);
  await annPage.goto('/account-weddings');
  await expect(annPage.getByTestId('membership').filter({ hasText: wedding.name })).toContainText('Couple', {
    timeout: 20_000,
  });
  await expect(annPage.getByRole('button', { name: `Leave ${wedding.name}` })).toHaveCount(0);
  await annPage.context().close();
  await page.context().close();
});
