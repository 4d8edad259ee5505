import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { baseURL } from './support';
import { apiUser, apiWedding, type Person, pageAs } from './weddingSupport';

// A post's own page (/posts/{id}) opened from a notification, the same page refused to a stranger, and a hidden post
// shown again from Visibility settings. People, weddings and posts are arranged through the API.

async function call(request: APIRequestContext, who: Person, method: string, url: string, data?: unknown) {
  const res = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${who.token}` } });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
  return res.status() === 204 ? null : res.json();
}

const postBy = (page: Page, name: string) => page.getByRole('article', { name: `Post by ${name}` });

test('a like notification opens the post page, which stays live; a stranger gets no access', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const couple = await apiUser(request, 'Ines');
  const follower = await apiUser(request, 'Jude');
  const stranger = await apiUser(request, 'Karl');
  const wedding = await apiWedding(request, couple, { follow_policy: 'open' });
  await call(request, follower, 'POST', `/api/v1/accounts/${wedding.id}/followers/`, {});
  const post = (await call(request, couple, 'POST', '/api/v1/posts/', {
    text: 'The rings are here',
    account: wedding.id,
  })) as { id: string };
  await call(request, follower, 'POST', '/api/v1/likes/post', { post: post.id });

  const coupleView = await pageAs(browser, couple);
  await coupleView.goto('/notifications');
  await coupleView.getByRole('link', { name: 'Jude Tester liked your post' }).click();
  await expect(coupleView).toHaveURL(new RegExp(`/posts/${post.id}$`));
  await expect(coupleView.getByRole('heading', { name: `Ines Tester on ${wedding.name}`, level: 1 })).toBeVisible();
  const shown = postBy(coupleView, 'Ines Tester');
  await expect(shown.getByText('The rings are here')).toBeVisible();
  await expect(shown.getByText('Jude Tester likes this')).toBeVisible();
  // The comments are open on the post's own page.
  await expect(shown.getByText('No comments yet. Be the first.')).toBeVisible();

  // A comment written elsewhere arrives live, and the count follows.
  await call(request, follower, 'POST', '/api/v1/post-comments/', { post: post.id, text: 'They shine!' });
  await expect(shown.getByRole('listitem', { name: 'Comment by Jude Tester' })).toContainText('They shine!');
  await expect(shown.getByRole('button', { name: '1 comment' })).toBeVisible();

  // The post card's time is its link: from the feed it opens the same page.
  const followerView = await pageAs(browser, follower);
  await followerView.goto('/feed');
  await postBy(followerView, 'Ines Tester')
    .getByRole('link', { name: /^Open the post/ })
    .click();
  await expect(followerView).toHaveURL(new RegExp(`/posts/${post.id}$`));
  await expect(postBy(followerView, 'Ines Tester').getByRole('button', { name: 'Like · 1' })).toBeVisible();

  // A stranger, and someone signed out, get a clear refusal and never the text.
  const strangerView = await pageAs(browser, stranger);
  await strangerView.goto(`/posts/${post.id}`);
  await expect(strangerView.getByRole('heading', { name: 'This post is not available' })).toBeVisible();
  await expect(strangerView.getByText('The rings are here')).toHaveCount(0);
  const signedOut = await (await browser.newContext({ baseURL })).newPage();
  await signedOut.goto(`/posts/${post.id}`);
  await expect(signedOut.getByRole('heading', { name: 'This post is not available' })).toBeVisible();
  await expect(signedOut.getByRole('link', { name: 'Sign in to see it' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/posts/${post.id}`)}`,
  );
  await expect(signedOut.getByText('The rings are here')).toHaveCount(0);
});

test('a reader hides a post, finds it in Visibility settings and unhides it', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const couple = await apiUser(request, 'Lena');
  const reader = await apiUser(request, 'Mads');
  const wedding = await apiWedding(request, couple, { follow_policy: 'open' });
  await call(request, reader, 'POST', `/api/v1/accounts/${wedding.id}/followers/`, {});
  await call(request, couple, 'POST', '/api/v1/posts/', { text: 'Seating chart drafts', account: wedding.id });

  const readerView = await pageAs(browser, reader);
  await readerView.goto('/feed');
  const post = postBy(readerView, 'Lena Tester');
  await post.getByText('Post options').click();
  await post.getByRole('button', { name: 'Hide post' }).click();
  await expect(readerView.getByText('Seating chart drafts')).toHaveCount(0);

  await readerView.goto(`/${reader.user.slug}/settings/visibility`);
  const hidden = readerView.getByRole('list', { name: 'Hidden posts and comments' });
  const item = hidden.getByRole('listitem', { name: 'Post by Lena Tester' });
  await expect(item).toContainText('Seating chart drafts');
  await item.getByRole('button', { name: 'Unhide: post by Lena Tester' }).click();
  await expect(readerView.getByText('Post shown again.')).toBeVisible();
  await expect(readerView.getByText('You have hidden nothing.', { exact: false })).toBeVisible();

  await readerView.goto('/feed');
  await expect(postBy(readerView, 'Lena Tester').getByText('Seating chart drafts')).toBeVisible();
});
