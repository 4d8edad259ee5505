import { expect, test } from '@playwright/test';

// Issue 33: the API reference at /api/docs renders every route of the document under the app's own
// Content-Security-Policy (no 'unsafe-inline' for scripts or styles), without a console error (a refused script or
// style would be one).

test('the API reference renders the document with each route and who may call it', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  // The page renders the operations in view (a virtual list): the link opens the weddings' section.
  const response = await page.goto('/api/docs/#/accounts');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Styles too: the one inline <style> of the reference is allowed by its hash, never by 'unsafe-inline'.
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
  expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self' 'sha256-[^']+'/);
  await expect(page.getByRole('heading', { name: /Vowline API/ })).toBeVisible();
  // The weddings' section: its GET one wedding, opened, names who may call it.
  const operation = page.locator('.opblock-get').filter({ has: page.locator('[data-path="/api/v1/accounts/{id}/"]') });
  await operation.locator('.opblock-summary').first().click();
  await expect(operation.getByText('Who may call it:')).toBeVisible();
  await expect(operation.getByText('The wedding’s id or slug.')).toBeVisible();
  expect(problems).toEqual([]);
});
