import { expect, type Route } from '@playwright/test';
import { pageFetchModel } from '../../models/pageFetchModel';
import { refusingRetries } from './holdRequests';
import { testModelPathsInBrowser } from './modelPaths';
import { PASSWORD, signedInPage, uniqueEmail } from './support';

// The loading bar through the real page: opening a profile loads it from the server. The request is held by
// the test, and the page's clock is the test's, so each tick, answer and wait is a step of its own.
testModelPathsInBrowser(pageFetchModel, async (page) => {
  await page.clock.install();
  const me = await signedInPage(page, 'Bar', 'Watcher');
  const handles: string[] = [];
  for (const first of ['Cleo', 'Dara']) {
    const res = await page.request.post('/api/v1/users/', {
      data: { first_name: first, last_name: 'Loaded', email: uniqueEmail(first.toLowerCase()), password: PASSWORD },
    });
    handles.push(((await res.json()) as { user: { slug: string } }).user.slug);
  }
  let hold = false;
  const held: Route[] = [];
  await page.route(/\/api\/v1\/users\/[^/]+\/$/, async (route) => {
    if (!hold || route.request().url().endsWith('/me/')) return route.continue();
    held.push(route);
  });

  const refuse = await refusingRetries(page);
  const bar = page.getByRole('progressbar', { name: 'Loading' });
  const openProfile = (handle: string) =>
    page.evaluate((h) => {
      window.history.pushState(null, '', `/${h}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, handle);

  // Settle the first render and load the profile page's code once, so later loads are only data.
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await openProfile(me.user.slug);
  await expect(page.getByRole('heading', { name: me.user.full_name })).toBeVisible();
  // From here on the page's time moves only when the test says so.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await expect(bar).toHaveCount(0);
  hold = true;

  let opened = 0;
  const answer = async (how: 'ok' | 'fail') => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const route = held.pop()!;
    if (how === 'ok') await route.continue();
    else await refuse(route);
  };
  return {
    events: {
      START: async () => {
        // A newer page load replaces one still in flight: the page drops its request (were the test to drop it
        // first, the page would see a request with no answer, which its HTTP client asks again).
        const stale = held.splice(0);
        await openProfile(handles[opened++ % handles.length]!);
        for (const route of stale) await route.abort('aborted').catch(() => undefined);
        await expect.poll(() => held.length).toBe(1);
      },
      TICK: () => page.clock.runFor(300),
      SERVER_OK: () => answer('ok'),
      SERVER_FAILS: () => answer('fail'),
      WAIT_MINIMUM: () => page.clock.runFor(200),
    },
    states: {
      idle: async () => expect(bar).toHaveCount(0),
      'pending.at0': async () => expect(bar).toHaveAttribute('aria-valuenow', '0'),
      'pending.at30': async () => expect(bar).toHaveAttribute('aria-valuenow', '30'),
      'pending.at75': async () => expect(bar).toHaveAttribute('aria-valuenow', '75'),
      'pending.at90': async () => expect(bar).toHaveAttribute('aria-valuenow', '90'),
      finishing: async () => expect(bar).toHaveAttribute('aria-valuenow', '100'),
      failed: async () => {
        await expect(bar).toHaveCount(0);
        await expect(page.getByText('We could not load this profile.')).toBeVisible();
      },
    },
  };
});
