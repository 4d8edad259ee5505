import { expect, test } from '@playwright/test';
import { paymentScheduleModel } from '../../models/paymentScheduleModel';
import type { Payment } from '../../src/shared/fundsTypes';
import { weddingToday } from '../../src/shared/weddingDay';
import { holdRequests } from './holdRequests';
import { testModelPathsInBrowser } from './modelPaths';
import { call, person, signInPage, weddingOf } from './planningSupport';

// The payment schedule machine's paths through the real payments page. The page's clock is Playwright's, so days
// pass for real (the row's midnight timer fires); the "mark paid" answers are held, so each answer is a step.

test.describe.configure({ timeout: 60_000 });

const DAY = 86_400_000;
/** The payment falls due 30 days after the walk's start; the couple's reminder lead is the default 7 days. */
const DUE_IN = 30;
/** planned → due soon (3 days before the due date) → overdue (the day after). */
const JUMPS = [(DUE_IN - 3) * DAY, 4 * DAY];

function addDays(iso: string, days: number) {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

const REFUSAL = 'Too many requests. Try again later.';

testModelPathsInBrowser(paymentScheduleModel, async (page) => {
  const now = Date.now();
  await page.clock.install({ time: now });
  const couple = await person(page.request, 'Payer');
  const wedding = await weddingOf(page.request, couple);
  const at = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
  await call(page.request, couple, 'POST', at('money-accounts/'), { name: 'Joint', currency: 'USD', opening: '5000' });
  const due = addDays(weddingToday(now), DUE_IN);
  await call<Payment>(page.request, couple, 'POST', at('payments/'), {
    title: 'Caterer deposit',
    amount: '750',
    currency: 'USD',
    due_date: due,
  });
  await signInPage(page, couple);
  const pays = await holdRequests(page, /\/account-payments\/[^/]+\/pay\/$/, 'POST');
  await page.goto(`/wedding/${wedding.slug}/money/payments`);
  const row = page.getByRole('row', { name: 'Caterer deposit' });
  const markPaid = row.getByRole('button', { name: 'Mark paid' });
  const standing = row.locator('span[data-standing]');
  let jumps = 0;
  let requests = 0;
  const expectHeld = (count: number) => expect.poll(() => pays.held.length).toBe(count);
  const expectDue = async (value: string, label: string) => {
    await expect(standing).toHaveAttribute('data-standing', value);
    await expect(standing).toContainText(label);
    await expect(markPaid).toBeEnabled();
    await expectHeld(0);
  };
  return {
    events: {
      DAYS_PASS: async () => {
        await page.clock.fastForward(JUMPS[jumps]!);
        jumps += 1;
      },
      PAY: async () => {
        requests += 1;
        await markPaid.click();
      },
      SERVER_OK: () => pays.answer((route) => route.continue()),
      SERVER_FAILS: () =>
        pays.answer((route) =>
          route.fulfill({
            status: 429,
            contentType: 'application/problem+json',
            json: { type: 'about:blank', title: '429', status: 429, detail: REFUSAL },
          }),
        ),
    },
    states: {
      planned: () => expectDue('planned', 'Planned'),
      dueSoon: () => expectDue('dueSoon', 'Due soon'),
      overdue: () => expectDue('overdue', 'Overdue'),
      saving: async () => {
        await expect(row.getByRole('button', { name: 'Paying…' })).toBeDisabled();
        await expect(row.getByRole('alert')).toHaveCount(0);
        await expectHeld(1);
        expect(requests).toBeGreaterThan(0);
      },
      failed: async () => {
        await expect(row.getByRole('alert')).toHaveText(REFUSAL);
        // The row keeps where it stands, and "Mark paid" can be tried again.
        await expect(standing).not.toHaveAttribute('data-standing', 'paid');
        await expect(markPaid).toBeEnabled();
        await expectHeld(0);
      },
      paid: async () => {
        await expect(standing).toHaveAttribute('data-standing', 'paid');
        await expect(standing).toContainText('Paid');
        await expect(markPaid).toHaveCount(0);
        await expect(row.getByRole('alert')).toHaveCount(0);
        // The server wrote the transaction: the balance moved.
        const overview = await call<{ accounts: { balance_minor: number }[] }>(
          page.request,
          couple,
          'GET',
          at('funds/overview/'),
        );
        expect(overview.accounts[0]!.balance_minor).toBe(425_000);
      },
    },
  };
});
