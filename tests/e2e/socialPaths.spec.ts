import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { feedModel } from '../../models/feedModel';
import { postComposerModel } from '../../models/postComposerModel';
import type { Post } from '../../src/shared/socialTypes';
import { holdRequests } from './holdRequests';
import { testModelPathsInBrowser } from './modelPaths';
import { call, person, signInPage } from './planningSupport';

// The feed and composer machines' paths through /feed. The test holds the server's answers (feed pages, the post
// request), so each answer is a step; live posts are real ones written through the API by someone the reader follows.

test.describe.configure({ timeout: 90_000 });

const problem = (status: number, errors?: Record<string, string[]>) => ({
  status,
  contentType: 'application/problem+json',
  json: { type: 'about:blank', title: String(status), status, detail: 'Refused', ...(errors ? { errors } : {}) },
});

// Tall enough that one post pushes the end of the list out of view, so scrolling to it is the reader's act.
const tall = Array.from({ length: 60 }, (_, i) => `Line ${i + 1}`).join('\n');

function fakePost(n: number, author: { id: string; slug: string }): Post {
  const text = `Held post ${n}\n${tall}`;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    author: {
      id: author.id,
      slug: author.slug,
      first_name: 'Held',
      last_name: 'Author',
      full_name: 'Held Author',
      image: null,
    },
    wedding: null,
    audience: 'followers',
    text,
    parts: [{ kind: 'text', text }],
    photos: [],
    likes_count: 0,
    comments_count: 0,
    liked_by_me: false,
    likers: [],
    can_edit: false,
    can_delete: false,
    created_at: new Date(Date.UTC(2030, 0, 1) - n * 60_000).toISOString(),
    edited_at: null,
  };
}

testModelPathsInBrowser(feedModel, async (page) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const reader = await person(page.request, 'Reader');
  const author = await person(page.request, 'Author');
  await call(page.request, reader, 'POST', '/api/v1/subscribers/', { user: author.user.id });
  await signInPage(page, reader);
  const pages = await holdRequests(page, /\/api\/v1\/users\/me\/feed\//, 'GET');
  let made = 0;
  let shown = 0;
  let waiting = 0;
  const articles = page.getByRole('article', { name: 'Post by Held Author' });
  const alert = page.getByRole('alert').filter({ hasText: 'The posts could not be loaded.' });
  const answerPage = async (last: boolean) => {
    made += 1;
    const post = fakePost(made, author.user);
    let first = true;
    await pages.answer((route) => {
      first = !route.request().url().includes('cursor=');
      return route.fulfill({
        json: {
          count: 50,
          next: last ? null : `http://localhost/api/v1/users/me/feed/?cursor=c${made}`,
          previous: null,
          results: [post],
        },
      });
    });
    shown = first ? 1 : shown + 1;
  };
  await page.goto('/feed');
  return {
    events: {
      SERVER_PAGE: () => answerPage(false),
      SERVER_LAST_PAGE: () => answerPage(true),
      SERVER_FAILS: () => pages.answer((route) => route.fulfill(problem(500))),
      SCROLL_TO_END: () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)),
      RETRY: () => page.getByRole('button', { name: 'Try again' }).click(),
      POST_ARRIVES: async () => {
        await call(page.request, author, 'POST', '/api/v1/posts/', { text: `Live ${waiting}` });
        waiting += 1;
      },
      SHOW_NEW: async () => {
        await page.getByRole('button', { name: /new posts?$/ }).click();
        waiting = 0;
      },
    },
    states: {
      loading: async () => {
        await expect(page.getByText('Loading posts…')).toBeVisible();
        await expect.poll(() => pages.held.length).toBe(1);
      },
      failedFirst: async () => {
        await expect(alert).toBeVisible();
        await expect(page.getByText('Loading posts…')).toBeHidden();
      },
      loaded: async () => {
        await expect(articles).toHaveCount(shown);
        await expect(page.getByText('Loading more posts…')).toBeHidden();
        await expect(alert).toBeHidden();
        await expect(page.getByText('You’re all caught up.')).toBeHidden();
        expect(pages.held).toHaveLength(0);
      },
      loadingMore: async () => {
        await expect(page.getByText('Loading more posts…')).toBeVisible();
        await expect.poll(() => pages.held[0]?.request().url() ?? '').toContain('cursor=');
      },
      failedMore: async () => {
        await expect(alert).toBeVisible();
        await expect(articles).toHaveCount(shown);
      },
      end: async () => {
        await expect(page.getByText('You’re all caught up.')).toBeVisible();
        await expect(articles).toHaveCount(shown);
      },
      newPostsWaiting: async () => {
        await expect(
          page.getByRole('button', { name: `${waiting} new ${waiting === 1 ? 'post' : 'posts'}` }),
        ).toBeVisible({ timeout: 10_000 });
        await expect(articles).toHaveCount(shown);
      },
    },
  };
});

testModelPathsInBrowser(postComposerModel, async (page) => {
  const writer = await person(page.request, 'Writer');
  await signInPage(page, writer);
  const posts = await holdRequests(page, /\/api\/v1\/posts\/$/, 'POST');
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  await page.goto('/feed');
  await expect(page.getByText(/Your feed is empty for now/)).toBeVisible();
  const form = page.getByRole('form', { name: 'New post' });
  const text = form.getByLabel('Share something');
  const remove = form.getByRole('button', { name: 'Remove one.png' });
  const bar = form.getByRole('progressbar', { name: 'Uploading photos' });
  const postButton = form.getByRole('button', { name: /^Post|Posting…$/ });
  let typed = 0;
  let current = '';
  let published = 0;
  const expectDraft = async (value: string, photo: boolean) => {
    await expect(text).toHaveValue(value);
    await expect(remove).toHaveCount(photo ? 1 : 0);
    await expect(postButton).toHaveText('Post');
  };
  return {
    events: {
      TYPE: async () => {
        typed += 1;
        current = `Our day ${typed}`;
        await text.fill(current);
      },
      ADD_PHOTO: () =>
        form.getByLabel('Add photos').setInputFiles({ name: 'one.png', mimeType: 'image/png', buffer: picture }),
      REMOVE_PHOTO: () => remove.click(),
      SUBMIT: () => postButton.click(),
      // A held request's bytes only go out once it is answered, so here the bar shows what the machine holds; the
      // byte counts themselves are checked by the photo journey (socialJourneys.spec.ts), whose upload is not held.
      PROGRESS: async () => {
        await expect(bar).toBeVisible();
        await expect(form.getByText(/^\d+%$/)).toHaveText(
          `${Math.round(((await bar.evaluate((el: HTMLProgressElement) => el.value)) as number) * 100)}%`,
        );
      },
      SERVER_OK: async () => {
        await posts.answer((route) => route.continue());
        published += 1;
        current = '';
      },
      SERVER_FAILS: () =>
        posts.answer((route) =>
          route.fulfill(
            problem(400, {
              text: ['Keep posts under 5000 characters.'],
              photos: ['Each photo must be 5 MB or smaller.'],
            }),
          ),
        ),
      NEW: () =>
        text.evaluate((el: HTMLTextAreaElement) => {
          el.blur();
          el.focus();
        }),
    },
    states: {
      empty: async () => {
        await expectDraft('', false);
        await expect(form.getByRole('alert')).toHaveCount(0);
        expect(posts.held).toHaveLength(0);
      },
      withText: () => expectDraft(current, false),
      withPhoto: () => expectDraft('', true),
      withTextAndPhoto: () => expectDraft(current, true),
      posting: async () => {
        await expect(postButton).toHaveText('Posting…');
        await expect(postButton).toBeDisabled();
        await expect(bar).toHaveCount(0);
        await expect.poll(() => posts.held.length).toBe(1);
      },
      uploading: async () => {
        await expect(postButton).toHaveText('Posting…');
        await expect(bar).toBeVisible();
        await expect.poll(() => posts.held.length).toBe(1);
      },
      failedText: async () => {
        await expect(form.getByRole('alert')).toContainText('Keep posts under 5000 characters.');
        await expectDraft(current, false);
      },
      failedPhotos: async () => {
        await expect(form.getByRole('alert')).toContainText('Each photo must be 5 MB or smaller.');
        await expect(remove).toHaveCount(1);
        await expect(text).toHaveValue(current);
      },
      posted: async () => {
        await expect(text).toHaveValue('');
        await expect(remove).toHaveCount(0);
        await expect(page.getByRole('article', { name: 'Post by Writer Planner' })).toHaveCount(published);
      },
    },
  };
});
