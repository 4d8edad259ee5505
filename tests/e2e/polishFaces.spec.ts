import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiUser, apiWedding, type Person, pageAs } from './weddingSupport';

// Issue 40: people have faces. A post, its comments, a message and a notification show who wrote them: their
// photo, or their initials on a colour of their own; the same person always gets the same colour.

async function call(request: APIRequestContext, who: Person, method: string, url: string, data?: unknown) {
  const res = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${who.token}` } });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
  return res.status() === 204 ? null : res.json();
}

test('posts, comments, notifications and messages show avatars', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const couple = await apiUser(request, 'Ada', 'Moss');
  const friend = await apiUser(request, 'Teo', 'Vale');
  const wedding = await apiWedding(request, couple, { follow_policy: 'open' });
  await call(request, friend, 'POST', `/api/v1/accounts/${wedding.id}/followers/`, {});
  const post = (await call(request, couple, 'POST', '/api/v1/posts/', { text: 'Cake!', account: wedding.id })) as {
    id: string;
  };
  await call(request, friend, 'POST', '/api/v1/post-comments/', { post: post.id, text: 'Yum' });
  const thread = (await call(request, friend, 'POST', '/api/v1/threads/', { people: [couple.user.slug] })) as {
    id: string;
  };
  await call(request, friend, 'POST', `/api/v1/threads/${thread.id}/messages/`, { text: 'See you there' });

  const page = await pageAs(browser, couple);
  await page.goto(`/posts/${post.id}`);
  const card = page.getByRole('article', { name: 'Post by Ada Moss' });
  const author = card.locator('header [data-avatar]');
  await expect(author).toHaveAttribute('data-initials', 'AM');
  const comment = card.getByRole('listitem', { name: 'Comment by Teo Vale' }).locator('[data-avatar]');
  await expect(comment).toHaveAttribute('data-initials', 'TV');
  // Initials sit on a colour, not on the page's background.
  const background = await comment.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');

  await page.goto('/notifications');
  const notes = page.getByRole('list', { name: 'Notifications' });
  await expect(notes.getByRole('listitem').first()).toBeVisible();
  const byTeo = notes.getByRole('listitem').filter({ hasText: 'Teo Vale commented' });
  await expect(byTeo.locator('[data-avatar]')).toHaveAttribute('data-initials', 'TV');
  // The same person, the same colour, wherever they appear.
  expect(await byTeo.locator('[data-avatar]').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(background);

  await page.goto(`/inbox/threads/${thread.id}`);
  const message = page.getByRole('listitem', { name: 'Teo' });
  await expect(message.locator('[data-avatar]')).toHaveAttribute('data-initials', 'TV');

  // The top menu shows the signed-in person's own face.
  await expect(page.getByRole('button', { name: 'Profile menu for Ada Moss' }).locator('[data-avatar]')).toBeVisible();
});
