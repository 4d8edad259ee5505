import { expect, type Page, type Route, test } from '@playwright/test';
import { pagerModel } from '../../models/pagerModel';
import { resourceModel } from '../../models/resourceModel';
import type { Page as ListPage } from '../../src/shared/types';
import { holdRequests } from './holdRequests';
import { testModelPathsInBrowser } from './modelPaths';
import { call, type Person, person, signInPage, weddingOf } from './planningSupport';

// The two loading machines' paths through real pages: a page's data (the resource machine, on the Funds overview)
// and a list read a page at a time (the pager, on the notifications page). The test holds the server's answers, so
// each answer is a step; a change on the server is made through the API and reaches the page over the socket.

test.describe.configure({ timeout: 60_000 });

const problem = (status: number, detail: string) => ({
  status,
  contentType: 'application/problem+json',
  json: { type: 'about:blank', title: String(status), status, detail },
});

/** Resolves once the page's socket said `ready`: from then on a change on the server reaches the page. */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"ready"')) resolve();
      });
    });
  });
}

testModelPathsInBrowser(resourceModel, async (page) => {
  const couple = await person(page.request, 'Loader');
  const wedding = await weddingOf(page.request, couple);
  const at = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
  await call(page.request, couple, 'POST', at('money-accounts/'), {
    name: 'Account 0',
    currency: 'USD',
    opening: '10',
  });
  await signInPage(page, couple);
  const ready = socketReady(page);
  const loads = await holdRequests(page, /\/funds\/overview\/$/, 'GET');
  await page.goto(`/wedding/${wedding.slug}/money`);
  await ready;
  let accounts = 1;
  /** The newest account the page shows once the answer in flight is taken. */
  let shown = 'Account 0';
  let asked = 'Account 0';
  let failures = 0;
  const heading = page.getByRole('heading', { level: 1, name: 'Funds' });
  const retry = page.getByRole('button', { name: 'Try again' });
  const expectHeld = (n: number) => expect.poll(() => loads.held.length).toBe(n);
  return {
    events: {
      SERVER_OK: async () => {
        await loads.answer((route) => route.continue());
        shown = asked;
      },
      SERVER_FAILS: async () => {
        failures += 1;
        await loads.answer((route) => route.fulfill(problem(503, `The funds are resting (${failures}).`)));
      },
      REFRESH: async () => {
        // A change on the server (the partner adds an account) reaches the page over the socket: it asks again,
        // and a load still out is dropped.
        const before = loads.held.length;
        const name = `Account ${accounts}`;
        accounts += 1;
        await call(page.request, couple, 'POST', at('money-accounts/'), { name, currency: 'USD', opening: '10' });
        asked = name;
        await expect.poll(() => loads.held.length).toBe(before + 1);
        const dropped = loads.held.splice(0, before);
        await Promise.all(dropped.map((route: Route) => route.abort().catch(() => undefined)));
      },
      RETRY: () => retry.click(),
    },
    states: {
      loading: async () => {
        await expect(page.getByText('Loading…')).toBeVisible();
        await expect(retry).toHaveCount(0);
        await expectHeld(1);
      },
      ready: async () => {
        await expect(heading).toBeVisible();
        await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
        await expect(retry).toHaveCount(0);
        await expectHeld(0);
      },
      refreshing: async () => {
        // What was shown stays while the newer answer is out.
        await expect(heading).toBeVisible();
        await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
        await expectHeld(1);
      },
      failed: async () => {
        await expect(page.getByRole('alert').filter({ hasText: `The funds are resting (${failures}).` })).toBeVisible();
        await expect(retry).toBeEnabled();
        await expect(heading).toHaveCount(0);
        await expectHeld(0);
      },
    },
  };
});

/** `n` posts of `me`'s: a comment on each is one notification, since they group per post. */
async function postsOf(page: Page, me: Person, n: number): Promise<string[]> {
  const posts: string[] = [];
  for (let i = 0; i < n; i += 1) {
    posts.push((await call<{ id: string }>(page.request, me, 'POST', '/api/v1/posts/', { text: `Post ${i}` })).id);
  }
  return posts;
}

testModelPathsInBrowser(pagerModel, async (page) => {
  const me = await person(page.request, 'Reader');
  const other = await person(page.request, 'Commenter');
  const posts = await postsOf(page, me, 14);
  const comment = (post: string) =>
    call(page.request, other, 'POST', '/api/v1/post-comments/', { post, text: 'Lovely!' });
  // Ten notifications now; the other posts wait for a comment that arrives while the page is open.
  for (const post of posts.slice(0, 10)) await comment(post);
  const waiting = posts.slice(10);
  await signInPage(page, me);
  const ready = socketReady(page);
  const pages = await holdRequests(page, /\/api\/v1\/notifications\/(\?[^/]*)?$/, 'GET');
  await page.goto('/notifications');
  await ready;
  const list = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  const more = page.getByRole('button', { name: 'Show older notifications' });
  const retry = page.getByRole('button', { name: 'Try again' });
  let shown = 0;
  let failures = 0;
  const expectHeld = (n: number) => expect.poll(() => pages.held.length).toBe(n);
  /** The held page, two at a time; `last` ends the list there. */
  const answerPage = (last: boolean) =>
    pages.answer(async (route) => {
      const url = new URL(route.request().url());
      if (!url.searchParams.has('page_size')) url.searchParams.set('page_size', '2');
      const response = await route.fetch({ url: url.toString() });
      const body = (await response.json()) as ListPage<unknown>;
      expect(body.next, 'the notifications run out before the walk does').not.toBeNull();
      if (last) body.next = null;
      shown += body.results.length;
      await route.fulfill({ response, json: body });
    });
  return {
    events: {
      SERVER_PAGE: () => answerPage(false),
      SERVER_LAST_PAGE: () => answerPage(true),
      SERVER_FAILS: async () => {
        failures += 1;
        await pages.answer((route) => route.fulfill(problem(503, `Notifications are resting (${failures}).`)));
      },
      RETRY: () => retry.click(),
      MORE: () => more.click(),
      NEW_ITEM: async () => {
        await comment(waiting.shift()!);
        shown += 1;
        await expect(list).toHaveCount(shown);
        await expect(list.first()).toContainText('commented on your post');
      },
    },
    states: {
      loading: async () => {
        await expect(list).toHaveCount(0);
        await expect(more).toHaveCount(0);
        await expectHeld(1);
      },
      failed: async () => {
        await expect(page.getByRole('alert').filter({ hasText: 'Could not load your notifications.' })).toBeVisible();
        await expect(retry).toBeEnabled();
        await expectHeld(0);
      },
      'ready.more': async () => {
        await expect(list).toHaveCount(shown);
        await expect(more).toBeEnabled();
        await expectHeld(0);
      },
      'ready.end': async () => {
        await expect(list).toHaveCount(shown);
        await expect(more).toHaveCount(0);
        await expectHeld(0);
      },
      loadingMore: async () => {
        await expect(list).toHaveCount(shown);
        await expect(page.getByRole('button', { name: 'Loading…' })).toBeDisabled();
        await expectHeld(1);
      },
    },
  };
});
