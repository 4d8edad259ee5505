import { expect } from '@playwright/test';
import { countdownModel } from '../../models/countdownModel';
import { ANNIVERSARY_YEAR_MS, countdown, dayStartMs } from '../../src/shared/countdown';
import { testModelPathsInBrowser } from './modelPaths';
import { signedInPage } from './support';

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// The countdown card on the wedding's home, with the page's clock in the test's hands: each tick, each crossing
// of the wedding day or of an anniversary, and each date the couple sets in Settings is a step of its own.
testModelPathsInBrowser(countdownModel, async (page) => {
  await page.clock.install();
  const couple = await signedInPage(page, 'Count', 'Down');
  let weddingDate = '2031-06-14';
  const created = await page.request.post('/api/v1/accounts/set-up/', {
    data: { name: 'Countdown Wedding', slug: `countdown-${Date.now().toString(36)}`, date: weddingDate },
    headers: { authorization: `Bearer ${couple.access_token}` },
  });
  expect(created.status()).toBe(201);
  const wedding = (await created.json()) as { slug: string };
  const card = page.getByTestId('countdown');
  const pageNow = () => page.evaluate(() => Date.now());
  // The app renders with the clock running (React needs its timers), then the clock jumps and stops.
  const open = async (atMs: number) => {
    await page.goto(`/wedding/${wedding.slug}`);
    await expect(card).toBeVisible();
    await page.clock.pauseAt(atMs);
    await settle();
  };
  /** Lets the page's timers run for a second: the card ticks, React commits what it was waiting for. */
  const settle = () => page.clock.runFor(1000);
  /** The card shows what the shared rule says for the page's clock, give or take the one-second tick. */
  const showsCountdownNow = async (mode: 'upcoming' | 'anniversary') => {
    const now = await pageNow();
    const expected = countdown(weddingDate, now);
    expect(expected.mode).toBe(mode);
    if (mode === 'anniversary') {
      await expect(card).toContainText('NEXT ANNIVERSARY');
      await expect(card).toContainText(`${expected.years} ${expected.years === 1 ? 'YEAR' : 'YEARS'}`);
    } else {
      await expect(card).not.toContainText('NEXT ANNIVERSARY');
      await expect(card).toContainText('COUNTDOWN TO');
    }
    // The last child of the card holds the four units, each a number then its name.
    const numbers = await card.evaluate((el) =>
      [...(el.lastElementChild?.children ?? [])].map((unit) => Number(unit.firstElementChild?.textContent)),
    );
    expect(numbers).toHaveLength(4);
    const [d, h, m, sec] = numbers as [number, number, number, number];
    const shown = ((d * 24 + h) * 60 + m) * 60 + sec;
    const wanted = ((expected.days * 24 + expected.hours) * 60 + expected.minutes) * 60 + expected.seconds;
    expect(Math.abs(shown - wanted)).toBeLessThanOrEqual(1);
  };
  const setDate = async (date: string) => {
    await page.getByRole('navigation', { name: 'Wedding' }).getByRole('link', { name: 'Settings' }).click();
    // Settings is a chunk of its own: React commits it on a timer of the paused clock.
    await settle();
    await page.getByLabel('Wedding date').fill(date);
    await settle();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes are saved.')).toBeVisible();
    weddingDate = date;
    await page.getByRole('navigation', { name: 'Wedding' }).getByRole('link', { name: 'Countdown Wedding' }).click();
    await settle();
    await expect(card).toBeVisible();
  };
  const start = () => dayStartMs(weddingDate);

  return {
    events: {
      OPEN_BEFORE_THE_DAY: () => open(start() - 3 * DAY - 5 * 60 * 60 * 1000 - 7_000),
      OPEN_AFTER_THE_DAY: () => open(start() + 200 * DAY),
      TICK: () => page.clock.runFor(1000),
      TICK_INTO_THE_DAY: async () => {
        await page.clock.pauseAt(start() - 1500);
        await page.clock.runFor(2500);
      },
      TICK_INTO_NEXT_YEAR: async () => {
        const { years } = countdown(weddingDate, await pageNow());
        await page.clock.pauseAt(start() + years * ANNIVERSARY_YEAR_MS - 1500);
        await page.clock.runFor(2500);
      },
      MOVE_DATE_AHEAD: async () => setDate(isoDay((await pageNow()) + 400 * DAY)),
      MOVE_DATE_BACK: async () => setDate(isoDay((await pageNow()) - 400 * DAY)),
      CLICK: async () => {
        const target = countdown(weddingDate, await pageNow()).target;
        await card.click();
        await settle();
        await expect(page).toHaveURL(new RegExp(`/wedding/${wedding.slug}/calendar/${target}$`));
        await page.goBack();
        await settle();
        await expect(card).toBeVisible();
      },
    },
    states: {
      notOpened: async () => expect(page).toHaveURL('about:blank'),
      upcoming: () => showsCountdownNow('upcoming'),
      anniversary: () => showsCountdownNow('anniversary'),
    },
  };
});
