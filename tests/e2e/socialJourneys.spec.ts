import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { apiUser, apiWedding, type Person, pageAs } from './weddingSupport';

// The social journeys of issue 12 in real browsers, people and weddings arranged through the API.

const png = (background: string) =>
  sharp({ create: { width: 700, height: 400, channels: 3, background } })
    .png()
    .toBuffer();

async function call(request: APIRequestContext, who: Person, method: string, url: string, data?: unknown) {
  const res = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${who.token}` } });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
  return res.status() === 204 ? null : res.json();
}

const postBy = (page: Page, name: string) => page.getByRole('article', { name: `Post by ${name}` });

test('a couple posts two photos; a follower likes and comments; the couple hears it live; a stranger and a blocked person see nothing', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const couple = await apiUser(request, 'Cora');
  const follower = await apiUser(request, 'Finn');
  const stranger = await apiUser(request, 'Sven');
  const wedding = await apiWedding(request, couple, { follow_policy: 'open' });
  await call(request, follower, 'POST', `/api/v1/accounts/${wedding.id}/followers/`, {});

  const coupleView = await pageAs(browser, couple);
  await coupleView.goto(`/wedding/${wedding.slug}`);
  await coupleView.getByLabel(`Share something with ${wedding.name}’s followers`).fill('Our venue is booked!');
  await coupleView.getByLabel('Add photos').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: await png('#c33') },
    { name: 'two.png', mimeType: 'image/png', buffer: await png('#33c') },
  ]);
  // Every percentage the upload bar shows, so the byte-level progress is seen even though it is over in a moment.
  await coupleView.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const shown = document.querySelector('progress[aria-label="Uploading photos"]')?.nextElementSibling?.textContent;
      if (shown && seen.at(-1) !== shown) seen.push(shown);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await coupleView.getByRole('button', { name: 'Post', exact: true }).click();
  const own = postBy(coupleView, 'Cora Tester');
  await expect(own.getByText('Our venue is booked!')).toBeVisible();
  await expect(own.getByRole('img')).toHaveCount(2);
  const progress = await coupleView.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(progress.at(-1)).toBe('100%');
  await expect(own.getByRole('img').first()).toHaveAttribute('srcset', /\/media\/.+ 320w/);
  // The couple opens the comments, so the follower's comment arriving live has a list to land in.
  await own.getByRole('button', { name: '0 comments' }).click();
  await expect(own.getByText('No comments yet. Be the first.')).toBeVisible();

  const followerView = await pageAs(browser, follower);
  await followerView.goto('/feed');
  const seen = postBy(followerView, 'Cora Tester');
  await expect(seen.getByText('Our venue is booked!')).toBeVisible();
  await seen.getByRole('button', { name: 'Like · 0' }).click();
  await expect(seen.getByRole('button', { name: 'Like · 1' })).toHaveAttribute('aria-pressed', 'true');
  await seen.getByRole('button', { name: '0 comments' }).click();
  await seen.getByLabel('Add a comment').fill('Congratulations!');
  await seen.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(seen.getByRole('listitem', { name: 'Comment by Finn Tester' })).toContainText('Congratulations!');

  // The couple's page, never reloaded: the like, the comment and the notifications arrive over the socket.
  await expect(own.getByRole('button', { name: 'Like · 1' })).toBeVisible();
  await expect(own.getByText('Finn Tester likes this')).toBeVisible();
  await expect(own.getByRole('listitem', { name: 'Comment by Finn Tester' })).toContainText('Congratulations!');
  await expect(own.getByRole('button', { name: '1 comment' })).toBeVisible();
  await expect(coupleView.getByTestId('unread-notifications')).toHaveText('2');
  await coupleView.getByRole('link', { name: /^Notifications/ }).click();
  await expect(coupleView.getByText('Finn Tester liked your post')).toBeVisible();
  await expect(coupleView.getByText('Finn Tester commented on your post')).toBeVisible();

  // A stranger sees the wedding's name, never its posts.
  const strangerView = await pageAs(browser, stranger);
  await strangerView.goto(`/wedding/${wedding.slug}`);
  await expect(strangerView.getByRole('heading', { name: wedding.name }).first()).toBeVisible();
  await expect(strangerView.getByText('Our venue is booked!')).toHaveCount(0);
  await strangerView.goto('/feed');
  await expect(strangerView.getByText(/Your feed is empty for now/)).toBeVisible();

  // The couple blocks the follower from the follower's profile; the follower then sees nothing of the couple.
  await coupleView.goto(`/${follower.user.slug}`);
  await coupleView.getByText('More', { exact: true }).click();
  await coupleView.getByRole('button', { name: 'Block Finn' }).click();
  await expect(coupleView.getByRole('heading', { name: 'You blocked Finn Tester' })).toBeVisible();
  await followerView.reload();
  await expect(followerView.getByText(/Your feed is empty for now/)).toBeVisible();
  await followerView.goto(`/${couple.user.slug}`);
  await expect(followerView.getByRole('heading', { name: 'Not found' })).toBeVisible({ timeout: 20_000 });
});

test('a person who approves followers: a request, its answer, their posts, followers and the message link', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const ana = await apiUser(request, 'Ana');
  const bo = await apiUser(request, 'Bo');
  await call(request, ana, 'POST', '/api/v1/posts/', { text: 'Only for my followers' });

  const anaView = await pageAs(browser, ana);
  await anaView.goto(`/${ana.user.slug}/settings/visibility`);
  await expect(anaView.getByRole('heading', { name: 'Visibility settings' })).toBeVisible();
  await anaView.getByLabel('My followers').first().check();
  await anaView.getByLabel('Approve followers').check();
  await anaView.getByRole('button', { name: 'Save' }).click();
  await expect(anaView.getByText('Visibility settings saved.')).toBeVisible();

  const boView = await pageAs(browser, bo);
  await boView.goto(`/${ana.user.slug}`);
  await expect(boView.getByRole('heading', { name: 'Ana Tester' })).toBeVisible({ timeout: 20_000 });
  await expect(boView.getByText('Ana shares posts with followers only.')).toBeVisible();
  await expect(boView.getByRole('link', { name: 'Message', exact: true })).toHaveAttribute(
    'href',
    `/inbox?to=${ana.user.slug}`,
  );
  await boView.getByRole('button', { name: 'Request to follow' }).click();
  await expect(boView.getByRole('button', { name: 'Requested' })).toHaveAttribute('aria-pressed', 'true');

  await anaView.goto(`/${ana.user.slug}/followers?requests=1`);
  const requests = anaView.getByRole('region', { name: 'Follow requests' });
  await expect(requests.getByRole('link', { name: 'Bo Tester' })).toBeVisible();
  await requests.getByRole('button', { name: 'Approve' }).click();
  await expect(anaView.getByText('Bo Tester now follows you.')).toBeVisible();
  await expect(
    anaView.getByRole('region', { name: 'Followers' }).getByRole('link', { name: 'Bo Tester' }),
  ).toBeVisible();

  await boView.reload();
  await expect(boView.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(postBy(boView, 'Ana Tester').getByText('Only for my followers')).toBeVisible();
  await expect(boView.getByRole('link', { name: '1 follower' })).toBeVisible();
  await boView.getByRole('link', { name: '0 following' }).click();
  await expect(boView.getByRole('heading', { name: 'Following' })).toBeVisible();
  await expect(boView.getByText('Follows no one yet.')).toBeVisible();

  // Closing messages hides the button.
  await anaView.goto(`/${ana.user.slug}/settings/visibility`);
  await anaView.getByLabel('Nobody').check();
  await anaView.getByRole('button', { name: 'Save' }).click();
  await expect(anaView.getByText('Visibility settings saved.')).toBeVisible();
  await boView.goto(`/${ana.user.slug}`);
  await expect(boView.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(boView.getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);
});

test('an author edits and deletes; a reader hides, reports to the couple, and explore shows public posts signed out', async ({
  browser,
  request,
  page,
}) => {
  test.setTimeout(60_000);
  const couple = await apiUser(request, 'Rhea');
  const reader = await apiUser(request, 'Otto');
  const wedding = await apiWedding(request, couple, { follow_policy: 'open' });
  await call(request, reader, 'POST', `/api/v1/accounts/${wedding.id}/followers/`, {});
  await call(request, couple, 'POST', '/api/v1/posts/', {
    text: 'Open to all',
    account: wedding.id,
    audience: 'public',
  });
  await call(request, couple, 'POST', '/api/v1/posts/', { text: 'Second news', account: wedding.id });
  await call(request, reader, 'POST', '/api/v1/posts/', { text: 'My typo post' });

  const readerView = await pageAs(browser, reader);
  await readerView.goto('/feed');
  // The reader's own post is their only one; its text becomes a form's value while edited, so it is not filtered by.
  const mine = postBy(readerView, 'Otto Tester');
  await mine.getByText('Post options').click();
  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine.getByLabel('Edit your post').fill('My fixed post');
  await mine.getByRole('button', { name: 'Save post' }).click();
  const fixed = postBy(readerView, 'Otto Tester');
  await expect(fixed.getByText('My fixed post')).toBeVisible();
  await expect(fixed.getByText('(edited)')).toBeVisible();
  await fixed.getByText('Post options').click();
  await fixed.getByRole('button', { name: 'Delete' }).click();
  await fixed.getByRole('button', { name: 'Delete post' }).click();
  await expect(readerView.getByText('Post deleted.')).toBeVisible({ timeout: 15_000 });
  await expect(readerView.getByText('My fixed post')).toHaveCount(0);

  const second = postBy(readerView, 'Rhea Tester').filter({ hasText: 'Second news' });
  await second.getByText('Post options').click();
  await second.getByRole('button', { name: 'Hide post' }).click();
  await expect(readerView.getByText('Second news')).toHaveCount(0);
  const open = postBy(readerView, 'Rhea Tester').filter({ hasText: 'Open to all' });
  await open.getByText('Post options').click();
  await open.getByRole('button', { name: 'Report post' }).click();
  await open.getByLabel('What is wrong with it? (optional)').fill('Wrong date');
  await open.getByRole('button', { name: 'Report post' }).click();
  // Toasts show one at a time for 4 s each: this one waits behind 'Post deleted.' and 'Post hidden.'.
  await expect(readerView.getByText('Thank you. The couple has been told.')).toBeVisible({ timeout: 15_000 });
  await readerView.reload();
  await expect(readerView.getByText('Open to all')).toBeVisible();
  await expect(readerView.getByText('Second news')).toHaveCount(0);

  // Signed out, explore shows the public post and the open wedding, and offers an account.
  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: 'Explore', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: wedding.name }).first()).toBeVisible();
  await expect(postBy(page, 'Rhea Tester').filter({ hasText: 'Open to all' }).first()).toBeVisible();
  await expect(page.getByText('Second news')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create free account' }).first()).toHaveAttribute('href', '/signup');
});
