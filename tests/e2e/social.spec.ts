import { expect, test } from '@playwright/test';
import { signedInPage } from './support';

// The home feed in a real browser: writing a post, liking it, and a post by someone followed arriving live.
test('a post written on /feed shows at once, and a liked post counts the like', async ({ page }) => {
  // Slower than the default 30 s on a shared 2-core box; see the report (to investigate).
  test.setTimeout(60_000);
  await signedInPage(page, 'Poppy');
  await page.goto('/feed');
  await expect(page.getByText(/Your feed is empty for now/)).toBeVisible();
  await page.getByLabel('Share something').fill('Hello https://example.com');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const post = page.getByRole('article', { name: 'Post by Poppy Tester' });
  await expect(post.getByRole('link', { name: 'https://example.com' })).toHaveAttribute('rel', /noopener/);
  // The like shows at once (optimistic); the reload waits for the server to have it, as a reader leaving the page
  // a moment later would otherwise take the request with them (it was lost that way under load in CI).
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/likes/post') && r.request().method() === 'POST');
  await post.getByRole('button', { name: 'Like · 0' }).click();
  await expect(post.getByRole('button', { name: 'Like · 1' })).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Post by Poppy Tester' }).getByRole('button', { name: 'Like · 1' }),
  ).toBeVisible();
});
