import { expect, test } from '@playwright/test';
import { baseURL } from './support';

// The public header's links stay in the app (its own general pages) unless the deployment names a marketing site.

const OWN = [
  ['Platform', '/how-it-works'],
  ['Resources', '/support'],
  ['Pricing', '/pricing'],
  ['Company', '/homeindex'],
  ['Contact', '/support'],
] as const;

test('without MARKETING_URL the header links open the app’s own pages', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Vowline', exact: true });
  for (const [name, href] of OWN) await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(`${baseURL}/pricing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  // On a phone, the menu's links are the same, and following one folds the menu.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.getByRole('link', { name: 'Platform' }).click();
  await expect(page).toHaveURL(`${baseURL}/how-it-works`);
  await expect(menu).toHaveCount(0);
});

test('with a marketing site set, the header links go there', async ({ page }) => {
  // The server's answer when MARKETING_URL is set (tests/server/account.test.ts checks the setting itself).
  await page.route('**/api/v1/client-config/', (route) =>
    route.fulfill({ json: { about_url: 'https://about.example.org', marketing_url: 'https://www.example.org' } }),
  );
  await page.goto('/login');
  const nav = page.getByRole('navigation', { name: 'Vowline', exact: true });
  for (const [name] of OWN) {
    await expect(nav.getByRole('link', { name })).toHaveAttribute(
      'href',
      `https://www.example.org/${name.toLowerCase()}`,
    );
  }
});
