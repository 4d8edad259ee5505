import { expect, type Page, type Route, test } from '@playwright/test';
import { activityModel } from '../../models/activityModel';
import type { Page as ListPage } from '../../src/shared/types';
import { holdRequests } from './holdRequests';
import { testModelPathsInBrowser } from './modelPaths';
import { person, section, signInPage, task, weddingOf } from './planningSupport';

// The activity page's machine (issue 34) through the real page: the test holds the history's answers (two entries a
// page), so each answer is a step; a filter is picked in the page, and a change in the wedding is made through the
// API and reaches the open page over the socket.

test.describe.configure({ timeout: 90_000 });

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

testModelPathsInBrowser(activityModel, async (page) => {
  const couple = await person(page.request, 'Ines');
  const wedding = await weddingOf(page.request, couple);
  const music = await section(page.request, couple, wedding, 'Music');
  for (let i = 0; i < 16; i += 1) await task(page.request, couple, wedding, music.id, `Task ${i}`);
  await signInPage(page, couple);
  const ready = socketReady(page);
  const pages = await holdRequests(page, /\/api\/v1\/accounts\/[^/]+\/activity\/(\?[^/]*)?$/, 'GET');
  await page.goto(`/wedding/${wedding.slug}/activity`);
  await ready;
  const list = page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
  const more = page.getByRole('button', { name: 'Show older changes' });
  const retry = page.getByRole('button', { name: 'Try again' });
  const area = page.getByLabel('Area');
  let shown = 0;
  let failures = 0;
  let filtered = 0;
  let live = 0;
  /** What was shown before a load the machine drops (a filter, or a change while one is out). */
  const expectHeld = (n: number) => expect.poll(() => pages.held.length).toBe(n);
  const answerPage = (last: boolean) =>
    pages.answer(async (route) => {
      const url = new URL(route.request().url());
      const first = !url.searchParams.has('cursor');
      if (!url.searchParams.has('page_size')) url.searchParams.set('page_size', '2');
      const response = await route.fetch({ url: url.toString() });
      const body = (await response.json()) as ListPage<unknown>;
      expect(body.next, 'the history runs out before the walk does').not.toBeNull();
      if (last) body.next = null;
      shown = first ? body.results.length : shown + body.results.length;
      await route.fulfill({ response, json: body });
    });
  /** Something that makes the page ask anew: the load that was out is dropped (its answer would be thrown away). */
  const anew = async (act: () => Promise<void>) => {
    const before = pages.held.length;
    await act();
    await expect.poll(() => pages.held.length).toBe(before + 1);
    const dropped = pages.held.splice(0, before);
    await Promise.all(dropped.map((route: Route) => route.abort().catch(() => undefined)));
  };
  return {
    events: {
      SERVER_PAGE: () => answerPage(false),
      SERVER_LAST_PAGE: () => answerPage(true),
      SERVER_FAILS: async () => {
        failures += 1;
        await pages.answer((route) => route.fulfill(problem(503, `The history is resting (${failures}).`)));
      },
      RETRY: () => retry.click(),
      MORE: () => more.click(),
      FILTER: () =>
        anew(async () => {
          filtered += 1;
          await area.selectOption(filtered % 2 ? 'tasks' : '');
        }),
      LIVE: () =>
        anew(async () => {
          live += 1;
          await task(page.request, couple, wedding, music.id, `Live ${live}`);
        }),
    },
    states: {
      loading: async () => {
        await expect(page.getByText('Loading the history…')).toBeVisible();
        await expect(more).toHaveCount(0);
        await expectHeld(1);
      },
      failed: async () => {
        await expect(page.getByRole('alert').filter({ hasText: 'We could not load the history.' })).toBeVisible();
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
      refreshing: async () => {
        // The list stays on screen while the first page is read again.
        await expect(list).toHaveCount(shown);
        await expectHeld(1);
      },
    },
  };
});
