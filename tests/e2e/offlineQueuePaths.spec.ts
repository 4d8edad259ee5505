import { expect, type Route, test } from '@playwright/test';
import { offlineQueueModel } from '../../models/offlineQueueModel';
import type { WeddingDayTask } from '../../src/shared/planning';
import type { Page as ListPage } from '../../src/shared/types';
import { testModelPathsInBrowser } from './modelPaths';
import { call, dayItem, person, signInPage, weddingOf } from './planningSupport';
import { PASSWORD } from './support';

// The offline queue's model (issue 37) walked on the run-of-show of a real wedding, with the service worker allowed
// (a reload with no signal starts the app from the device). Each change ticks the next item done; its PATCH is held
// here until a step answers it: passed on, cut off (no answer), after the couple changed the item (409), or after
// the couple removed it (404, a refusal for good).

test.use({ serviceWorkers: 'allow' });

testModelPathsInBrowser(offlineQueueModel, async (page) => {
  const request = page.context().request;
  const couple = await person(request, 'Cleo');
  const member = await person(request, 'Tam');
  const { email } = await call<{ email: string }>(request, member, 'GET', '/api/v1/users/me/');
  const wedding = await weddingOf(request, couple, member);
  const items: WeddingDayTask[] = [];
  for (let i = 1; i <= 9; i += 1) items.push(await dayItem(request, couple, wedding, `1${i}:00`, `Item ${i}`));
  await signInPage(page, member);
  const url = `/wedding/${wedding.slug}/tasks/dday`;

  const held: Route[] = [];
  let cutNext = false;
  await page.route(/\/api\/v1\/wedding-day-tasks\/[^/]+\/$/, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    if (cutNext) {
      cutNext = false;
      return route.abort('internetdisconnected');
    }
    held.push(route);
  });

  let next = 0;
  /** Titles of the changes waiting, in order; what the server must show once they went. */
  const queue: string[] = [];
  const done = new Set<string>();
  const gone = new Set<string>();
  let browserOffline = false;

  const setOffline = async (offline: boolean) => {
    browserOffline = offline;
    await page.context().setOffline(offline);
  };
  const banner = page.getByTestId('offline-banner');
  const conflict = page.getByTestId('offline-conflict');
  const open = async () => {
    await page.goto(url);
    await expect(page.getByRole('list', { name: 'Run-of-show' }).getByRole('link').first()).toBeVisible({
      timeout: 20_000,
    });
  };
  const tick = async () => {
    const title = items[next]!.title;
    next += 1;
    await page.getByRole('checkbox', { name: `Done : ${title}` }).check();
    queue.push(title);
  };
  const heldRoute = async () => {
    await expect.poll(() => held.length, { message: 'a change on its way' }).toBeGreaterThan(0);
    return held.shift()!;
  };
  const answerAll = async () => {
    while (queue.length) {
      await (await heldRoute()).continue();
      done.add(queue.shift()!);
      await expect(banner.or(conflict)).toHaveCount(queue.length ? 1 : 0);
    }
  };
  const head = () => items.find((i) => i.title === queue[0])!;

  await open();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  return {
    events: {
      CHANGE: tick,
      FAIL_CHANGE: async () => {
        cutNext = true;
        await tick();
      },
      RESTORE: async () => {
        // A change made with no signal, the app closed, and opened again once the signal is back.
        await setOffline(true);
        await tick();
        await expect(banner).toContainText('1 change will be sent');
        await page.goto('about:blank');
        await setOffline(false);
        await page.goto(url);
      },
      LOSE: () => setOffline(true),
      SHOW_COPY: async () => {
        await setOffline(true);
        await page.reload();
      },
      BACK: async () => {
        // After a request found no network the browser itself may still be online: it goes off and on again.
        if (!browserOffline) await setOffline(true);
        await setOffline(false);
      },
      ANSWER_ALL: answerAll,
      // The signal goes while the change is on its way (any answer elsewhere would say the network is back).
      NO_ANSWER: async () => {
        const route = await heldRoute();
        await setOffline(true);
        await route.abort('internetdisconnected');
      },
      CHANGED_SINCE: async () => {
        await call(request, couple, 'PATCH', `/api/v1/wedding-day-tasks/${head().id}/`, { time: '23:45' });
        await (await heldRoute()).continue();
      },
      REFUSED: async () => {
        await call(request, couple, 'DELETE', `/api/v1/wedding-day-tasks/${head().id}/`);
        await (await heldRoute()).continue();
        gone.add(queue.shift()!);
        await expect(page.getByText(/Your change made offline \(“Item \d” done\) was refused\./)).toBeVisible();
        await answerAll();
      },
      KEEP_MINE: () => conflict.getByRole('button', { name: 'Keep mine' }).click(),
      TAKE_THEIRS: async () => {
        await conflict.getByRole('button', { name: 'Take theirs' }).click();
        queue.shift();
        await answerAll();
      },
      SIGN_OUT: async () => {
        await page.getByRole('button', { name: /^Profile menu for / }).click();
        await page.getByRole('link', { name: 'Sign out' }).click();
        await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
        queue.length = 0;
        await setOffline(false);
        // Signed in again (a sign-out with signal revoked the old token).
        const answer = await request.post('/auth/token', { data: { email, password: PASSWORD } });
        const token = ((await answer.json()) as { access_token: string }).access_token;
        await page.evaluate(
          (session) =>
            window.localStorage.setItem('vowline.session', JSON.stringify({ ...session, savedAt: Date.now() })),
          { token, user: member.user },
        );
        await open();
      },
    },
    states: {
      online: async () => {
        await expect(banner).toHaveCount(0);
        await expect(conflict).toHaveCount(0);
        // Every change made went once; one dropped by taking theirs, or lost with a sign-out, never did.
        const list = await call<ListPage<WeddingDayTask>>(
          request,
          couple,
          'GET',
          `/api/v1/accounts/${wedding.id}/wedding-day-tasks/`,
        );
        for (const item of list.results) {
          expect(item.done, item.title).toBe(done.has(item.title));
          expect(item.version, item.title).toBeLessThanOrEqual(done.has(item.title) ? 3 : 2);
        }
        expect(list.results.map((i) => i.title).filter((t) => gone.has(t))).toEqual([]);
      },
      offline: async () => {
        await expect(banner).toHaveText(/^Offline since \d\d:\d\d\.$/);
      },
      showingCopies: async () => {
        await expect(banner).toHaveText(/^Offline since \d\d:\d\d: showing what you had\.$/);
      },
      waiting: async () => {
        const n = queue.length;
        await expect(banner).toContainText(
          `${n} ${n === 1 ? 'change' : 'changes'} will be sent when you are back online.`,
        );
      },
      sending: async () => {
        const n = queue.length;
        await expect(banner).toHaveText(`Back online: sending ${n} ${n === 1 ? 'change' : 'changes'} made offline…`);
        await expect.poll(() => held.length).toBeGreaterThan(0);
      },
      conflict: async () => {
        await expect(conflict).toContainText(`“${queue[0]}” was changed by someone else while you were offline.`);
        await expect(conflict.getByTestId('mine-done')).toHaveText('Done');
        await expect(conflict.getByTestId('theirs-done')).toHaveText('Not done');
      },
    },
  };
});
