import { expect, test } from '@playwright/test';
import { axeFindings } from './routesSupport';
import { baseURL, mailedLink } from './support';
import { apiUser, apiWedding, pageAs, weddingMenu } from './weddingSupport';

// Wedding journeys in Chromium against the real server: the top menu's dialogs, and the couple's settings.

test('the top menu’s dialogs: wedding selector, invitations, and Recommend us opens Share', async ({
  browser,
  request,
}) => {
  // A long journey (two dialogs, a mailed link, an invitation accepted, then Share) over several page loads.
  test.setTimeout(60_000);
  const [ann, dee] = await Promise.all([apiUser(request, 'Ann'), apiUser(request, 'Dee')]);
  const page = await pageAs(browser, dee);
  await page.goto('/feed');
  await page.getByRole('button', { name: 'Weddings' }).click();
  let dialog = page.getByRole('dialog', { name: 'Go to Active Weddings' });
  await expect(dialog.getByText("You're not in any active committees")).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Invitations' }).click();
  dialog = page.getByRole('dialog', { name: 'Accept Invitations' });
  await expect(dialog.getByText("You've not yet been invited by others")).toBeVisible();
  await page.keyboard.press('Escape');

  // Ann invites Dee; the dialog lists it by the wedding's name, and accepting goes to the wedding.
  const wedding = await apiWedding(request, ann, { name: 'Ann & Ben' });
  const invited = await request.post(`/api/v1/accounts/${wedding.id}/invites/`, {
    data: { email: dee.email, role: 'family' },
    headers: { authorization: `Bearer ${ann.token}` },
  });
  expect(invited.status()).toBe(201);
  // Dee has not proved her address yet: the invitation to it is not hers to see, and the top menu offers the link.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Invitations', exact: true })).toBeVisible();
  // The offer is a line of its own under the top menu (in the bar it crowded the search field on laptop widths).
  const notice = page.getByRole('complementary', { name: 'Confirm your address' });
  await expect(notice).toContainText(`Confirm ${dee.email} to see the invitations sent to it.`);
  await notice.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent you a new verification link.' })).toBeVisible();
  await page.goto(await mailedLink(dee.email, `${baseURL}/verify-email?token=`));
  await expect(page.getByRole('status').filter({ hasText: `${dee.email} is verified` })).toBeVisible();
  expect(await axeFindings(page, '/verify-email')).toEqual([]);
  await page.goto('/feed');
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Confirm your address' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Invitations (1)' }).click();
  dialog = page.getByRole('dialog', { name: 'Accept Invitations' });
  await expect(dialog.getByRole('listitem')).toContainText('Ann & Ben');
  await dialog.getByRole('button', { name: 'Accept Ann & Ben' }).click();
  await expect(page).toHaveURL(`${baseURL}/wedding/${wedding.slug}`);
  await expect(weddingMenu(page).getByRole('link', { name: 'Calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Weddings' }).click();
  dialog = page.getByRole('dialog', { name: 'Go to Active Weddings' });
  await expect(dialog.getByRole('link', { name: 'Ann & Ben' })).toHaveAttribute('href', `/wedding/${wedding.slug}`);
  await page.keyboard.press('Escape');

  await page.goto('/feed');
  await page.getByRole('link', { name: 'Recommend us' }).click();
  dialog = page.getByRole('dialog', { name: 'Share Vowline' });
  await expect(dialog.getByText('Thank you for helping us spread the word!')).toBeVisible();
  for (const channel of ['WhatsApp', 'Twitter', 'Email', 'Facebook', 'LinkedIn']) {
    await expect(dialog.getByRole('link', { name: channel })).toBeVisible();
  }
  const twitter = new URL((await dialog.getByRole('link', { name: 'Twitter' }).getAttribute('href'))!);
  expect(twitter.searchParams.get('text')).toBe("I'm on Vowline. Check it out!");
  expect(twitter.searchParams.get('hashtags')).toBe('wedding,planning,family');
});

test('the couple sets a cover image in settings; it shows on the page and in the profile menu', async ({
  browser,
  request,
}) => {
  const ann = await apiUser(request, 'Ann', 'Lee');
  const wedding = await apiWedding(request, ann, { name: 'Ann & Ben' });
  const page = await pageAs(browser, ann);
  await page.goto(`/wedding/${wedding.slug}`);
  await expect(page.getByText('Followers of Ann & Ben can see posts.')).toBeVisible();
  // The couple builds the website in the app (issue 16), no longer by mail.
  await expect(page.getByRole('link', { name: 'Get a website' })).toHaveAttribute(
    'href',
    `/wedding/${wedding.slug}/website`,
  );
  await page.getByRole('link', { name: 'Set cover image' }).click();
  await expect(page).toHaveURL(`${baseURL}/wedding/${wedding.slug}/settings`);

  // A 2×1 PNG drawn by the page itself.
  const png = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 20;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#9c3d5d';
    context.fillRect(0, 0, 40, 20);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  await page
    .locator('input[type=file][name=cover]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await expect(page.getByText('The cover image has been updated.')).toBeVisible();
  const cover = page.getByRole('img', { name: 'Cover of Ann & Ben' });
  await expect(cover).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);

  // A text file is refused here before any upload.
  await page
    .locator('input[type=file][name=cover]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('Choose a JPEG, PNG or WebP image.');

  await page.getByRole('button', { name: 'Profile menu for Ann Lee' }).click();
  await expect(page.locator('#profile-submenu').getByRole('img', { name: 'Cover of Ann & Ben' })).toBeVisible();
});

test('settings: a taken web address is refused with a free one offered', async ({ browser, request }) => {
  const ann = await apiUser(request, 'Ann');
  const [mine, other] = await Promise.all([apiWedding(request, ann), apiWedding(request, ann)]);
  const page = await pageAs(browser, ann);
  await page.goto(`/wedding/${mine.slug}/settings`);
  await expect(page.getByText('This is the wedding’s address now.')).toBeVisible();
  await page.getByLabel('Web address').fill(other.slug);
  await expect(page.getByText('That address is taken.')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('This address is already taken.')).toBeVisible();
  await page.getByRole('button', { name: `Use ${other.slug}-2` }).click();
  await page.getByLabel('Wedding name').fill('Renamed Wedding');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`${baseURL}/wedding/${other.slug}-2/settings`);
  await expect(weddingMenu(page).getByRole('link', { name: 'Renamed Wedding' })).toBeVisible();
});
