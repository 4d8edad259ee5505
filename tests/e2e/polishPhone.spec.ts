import { expect, test } from '@playwright/test';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// Issue 40 on a phone: unread counts show on the folded menu button, and a notification's text is not squeezed to a
// word per line.

test('the folded menu button carries the unread count; notifications keep their text wide', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const couple = await apiUser(request, 'Zoe');
  const friend = await apiUser(request, 'Kai');
  const wedding = await apiWedding(request, couple, { follow_policy: 'open' });
  const headers = (p: typeof couple) => ({ authorization: `Bearer ${p.token}` });
  await request.post(`/api/v1/accounts/${wedding.id}/followers/`, { data: {}, headers: headers(friend) });
  const post = (await (
    await request.post('/api/v1/posts/', { data: { text: 'Hello', account: wedding.id }, headers: headers(couple) })
  ).json()) as { id: string };
  await request.post('/api/v1/likes/post', { data: { post: post.id }, headers: headers(friend) });
  await request.post('/api/v1/post-comments/', {
    data: { post: post.id, text: 'A long comment to make a notification' },
    headers: headers(friend),
  });

  const page = await pageAs(browser, couple);
  await page.setViewportSize({ width: 390, height: 780 });
  await page.goto('/feed');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(toggle.getByTestId('menu-unread')).toHaveAttribute('data-count', '2');
  await expect(toggle.getByTestId('menu-unread')).toBeVisible();
  await expect(toggle).toHaveAccessibleDescription('2 unread');
  await toggle.click();
  await expect(toggle.getByTestId('menu-unread')).toHaveCount(0);

  await page.goto('/notifications');
  const text = page.getByRole('link', { name: /Kai Tester commented on your post/ });
  await expect(text).toBeVisible();
  // At least 12 rem wide: the time and the button wrap under it instead.
  expect((await text.boundingBox())!.width).toBeGreaterThan(150);
  const lines = await text.evaluate((el) =>
    Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
  );
  expect(lines).toBeLessThanOrEqual(2);
});
