import { expect, test } from '@playwright/test';
import { baseURL, PASSWORD, signUp, uniqueEmail } from './support';
import { apiUser, pageAs } from './weddingSupport';

// A 1×1 PNG, enough for the server to recognise an image by its bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the search box shows the first few after a 1 s pause, opens the results on submit, only with text', async ({
  page,
}) => {
  await signUp(page, 'Gita', 'Rao');
  const box = page.getByRole('searchbox', { name: 'Search Vowline' });
  await box.pressSequentially('rose garden');
  const quick = page.getByRole('region', { name: 'Quick results' });
  await expect(quick.getByText('Nothing found for “rose garden” yet.')).toBeVisible();
  await expect(page).not.toHaveURL(/search\/results/);
  await quick.getByRole('link', { name: 'See all results for “rose garden”' }).click();
  await expect(page).toHaveURL(`${baseURL}/search/results?s=rose%20garden`);
  await expect(page.getByRole('heading', { name: 'Results for “rose garden”' })).toBeVisible();
  await expect(quick).toHaveCount(0);

  await page.goto('/feed');
  await box.fill('   ');
  await box.press('Enter');
  await page.waitForTimeout(1300);
  await expect(page).toHaveURL(`${baseURL}/feed`);

  await box.fill('lake');
  await box.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/search/results?s=lake`);
});

test('the dashboard and profile submenus are never open together and close on an outside click', async ({ page }) => {
  await signUp(page, 'Hana', 'Sato');
  const dashboards = page.getByRole('button', { name: 'Dashboards' });
  const profile = page.getByRole('button', { name: 'Profile menu for Hana Sato' });

  await dashboards.click();
  await expect(page.getByRole('link', { name: 'Start something' }).first()).toBeVisible();
  await expect(dashboards).toHaveAttribute('aria-expanded', 'true');
  await profile.click();
  await expect(profile).toHaveAttribute('aria-expanded', 'true');
  await expect(dashboards).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Settings & privacy' })).toBeVisible();

  await page.getByRole('heading', { name: 'Welcome, Hana' }).click();
  await expect(profile).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Settings & privacy' })).toHaveCount(0);
});

test('personal details and a profile photo are saved on the server', async ({ page }) => {
  await signUp(page, 'Ines', 'Duarte');
  await page.getByRole('button', { name: 'Profile menu for Ines Duarte' }).click();
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ines Duarte' })).toBeVisible();
  await page.getByRole('link', { name: 'Personal details' }).click();
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();

  await page.getByLabel('Choose photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Your photo has been updated.')).toBeVisible();
  const src = await page.getByRole('img', { name: 'Ines Duarte' }).first().getAttribute('src');
  expect(src).toMatch(/^\/media\/[0-9a-f-]{36}$/);

  await page
    .getByLabel('Choose photo')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Choose a JPEG, PNG, WebP or GIF image.')).toBeVisible();

  await page.getByLabel('Last name').fill('Duarte Silva');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue('Duarte Silva');
  await expect(page.getByRole('img', { name: 'Ines Duarte Silva' }).first()).toHaveAttribute('src', src ?? '');
});

test('a toast closes by itself after 4 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Jon');
  await page.getByLabel('Last name').fill('Berg');
  await page.getByLabel('Email').fill(uniqueEmail('jon'));
  await page.getByLabel('Password').fill(PASSWORD);
  // Time stops before the toast is asked for: flowing, a loaded machine could spend a second or more of its 4 s
  // loading the next page's code before the toast was even drawn.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('button', { name: 'Sign up' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Your account is ready, Jon.' });
  await expect(toast).toBeVisible();
  await page.clock.runFor(3_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_100);
  await expect(toast).toHaveCount(0);
});

test('the mobile menu toggle shows Sign up and Sign in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(menu).toHaveCount(0);
});

test('the page is English and passes its own content security policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text());
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await signUp(page, 'Kofi', 'Mensah');
  expect(violations).toEqual([]);
});

test('the top menu fits every width: one bar from 1,100 px, a drawer below, never past the screen', async ({
  browser,
  request,
}) => {
  const dee = await apiUser(request, 'Dee');
  const page = await pageAs(browser, dee);
  for (const width of [1280, 1100, 1024, 800, 390]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/feed');
    const bar = page.getByRole('banner');
    const toggle = bar.getByRole('button', { name: 'Menu', exact: true });
    if (width >= 1100) {
      await expect(toggle).toBeHidden();
      // The search field keeps a usable width beside the six items.
      const field = (await bar.getByRole('searchbox', { name: 'Search Vowline' }).boundingBox())!;
      expect(field.width, `search at ${width} px`).toBeGreaterThanOrEqual(width >= 1280 ? 220 : 160);
    } else {
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Profile menu for Dee Tester' })).toBeVisible();
    }
    const profile = (await page.getByRole('button', { name: /^Profile menu for / }).boundingBox())!;
    expect(profile.x + profile.width, `profile menu at ${width} px`).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `overflow at ${width} px`).toBe(width);
  }
});
