import '@js-joda/timezone';
import { expect, type Route } from '@playwright/test';
import { nowAndNext } from '../../machines/runSheetMachine';
import { runSheetModel } from '../../models/runSheetModel';
import type { RunSheetItem, RunSheetLink } from '../../src/shared/runSheet';
import { weddingClock } from '../../src/shared/weddingClock';
import type { Wedding } from '../../src/shared/weddings';
import { refusingRetries } from './holdRequests';
import { testModelPathsInBrowser } from './modelPaths';
import { call, dayItem, person } from './planningSupport';

// The run sheet machine's model through the real page at 390 px, as a vendor without an account holds it: each answer
// of the run sheet API is held until the step answers it (loaded, failed, the link turned off), the couple's moves
// go through the API, and the page's clock is the test's, on the wedding day in Lisbon.

const ZONE = 'Europe/Lisbon';
const DATE = '2031-06-14';
/** 15:00 in Lisbon (summer time, UTC+1), an hour before the ceremony. */
const START = Date.parse('2031-06-14T14:00:00Z');

testModelPathsInBrowser(
  runSheetModel,
  async (page) => {
    const { request } = page;
    const couple = await person(request, 'Runa');
    const wedding = await call<Wedding>(request, couple, 'POST', '/api/v1/accounts/set-up/', {
      name: 'Runa & Kai',
      slug: `sheet-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
      date: DATE,
      time_zone: ZONE,
    });
    await dayItem(request, couple, wedding, '16:00', 'Ceremony');
    const dinner = await dayItem(request, couple, wedding, '19:00', 'Dinner');
    await dayItem(request, couple, wedding, '21:00', 'Dance');
    const link = await call<RunSheetLink>(request, couple, 'POST', '/api/v1/run-sheet-links/', {
      account: wedding.id,
      name: 'Band',
    });
    const path = new URL(link.url).pathname;
    const times: Record<string, string> = { Ceremony: '16:00', Dinner: '19:00', Dance: '21:00' };
    let moves = 0;

    // Every GET of the run sheet waits for the step that answers it; only the newest is alive (a stopped watcher
    // aborted its own), so a step answers that one.
    const held: Route[] = [];
    await page.route(/\/api\/v1\/run-sheet\//, (route) => {
      held.push(route);
    });
    const refuse = await refusingRetries(page);
    const answer = async (how: (route: Route) => Promise<void>) => {
      await expect.poll(() => held.length, { message: 'a run sheet request to answer' }).toBeGreaterThan(0);
      const route = held.pop()!;
      held.length = 0;
      await how(route);
    };
    const load = () => answer((route) => route.continue());
    const move = async () => {
      moves += 1;
      times.Dinner = `19:${String(10 + moves).padStart(2, '0')}`;
      await call(request, couple, 'PATCH', `/api/v1/wedding-day-tasks/${dinner.id}/`, { time: times.Dinner });
    };
    await page.clock.install({ time: START });

    const list = page.getByRole('list', { name: 'Run-of-show' });
    const banner = page.getByText(/^Offline since \d\d:\d\d: showing what you had\.$/);
    const marks = page.getByRole('status').filter({ hasText: '→' });
    const shows = async () => {
      await expect(list.getByRole('listitem')).toHaveCount(3);
      // The page's browser runs in UTC: each time on the wedding's clock and the reader's.
      for (const [title, time] of Object.entries(times)) {
        await expect(list).toContainText(new RegExp(`${time} in Lisbon · \\d\\d:\\d\\d your time${title}`));
      }
    };
    /** Now and Next as the machine's rule says for the page's clock. */
    const nowNextShown = async () => {
      const items = Object.entries(times).map(([title, time]) => ({ id: title, time }) as RunSheetItem);
      const clock = weddingClock(DATE, ZONE, await page.evaluate(() => Date.now()));
      const { now, next } = nowAndNext(items, clock);
      await expect(page.getByRole('region', { name: 'Now' })).toContainText(now ?? 'Nothing');
      await expect(page.getByRole('region', { name: 'Next' })).toContainText(next ?? 'Nothing');
      if (now) await expect(list.locator('[aria-current="true"]')).toContainText(now);
    };
    const open = async () => {
      held.length = 0;
      await page.goto(path);
    };

    return {
      events: {
        OPEN: open,
        OPEN_WITH_KEPT_SHEET: async () => {
          // A first visit keeps the sheet and what was seen on the device.
          await open();
          await load();
          await shows();
          await page.goto('about:blank');
          await open();
        },
        LOADED: load,
        LOADED_WITH_MOVES: async () => {
          await move();
          await load();
        },
        FAILED: () => answer(refuse),
        RETRY: () => page.getByRole('button', { name: 'Try again' }).click(),
        BACK_ONLINE: load,
        GONE: async () => {
          await call(request, couple, 'DELETE', `/api/v1/run-sheet-links/${link.id}/`);
          await load();
        },
        TICK: () => page.clock.fastForward('02:30:00'),
        MOVED: async () => {
          await move();
          await load();
        },
        SEE: () => page.getByRole('button', { name: 'Seen “Dinner”' }).click(),
      },
      states: {
        notOpened: async () => expect(page).toHaveURL('about:blank'),
        loading: async () => {
          await expect(page.getByText('Loading the run sheet…')).toBeVisible();
          await expect(list).toHaveCount(0);
        },
        keptLoading: async () => {
          await shows();
          await expect(banner).toHaveCount(0);
        },
        failed: async () => {
          await expect(page.getByRole('alert')).toContainText('The run sheet could not be loaded.');
          await expect(list).toHaveCount(0);
        },
        'live.clean': async () => {
          await shows();
          await expect(marks).toHaveCount(0);
          await expect(banner).toHaveCount(0);
          await nowNextShown();
        },
        'live.changed': async () => {
          await shows();
          await expect(marks).toHaveCount(1);
          await expect(marks).toContainText(`→ ${times.Dinner}`);
          await nowNextShown();
        },
        offline: async () => {
          await expect(banner).toBeVisible();
          await shows();
        },
        gone: async () => {
          await expect(page.getByText('This link was turned off by the couple.')).toBeVisible();
          await expect(list).toHaveCount(0);
        },
      },
    };
  },
  { width: 390 },
);
