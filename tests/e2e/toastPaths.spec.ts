import { expect } from '@playwright/test';
import { toastModel } from '../../models/toastModel';
import { testModelPathsInBrowser } from './modelPaths';
import { signedInPage, uniqueEmail } from './support';

// Toasts through the real page: the couple resends committee invitations, and each resend that the server
// accepts toasts "A new invitation went to …". The page clock is paused, so a toast leaves only when the test
// lets 4 s pass or dismisses it.
testModelPathsInBrowser(toastModel, async (page) => {
  await page.clock.install();
  // Tall enough that the toast in the corner never covers a Resend button.
  await page.setViewportSize({ width: 1280, height: 1100 });
  const couple = await signedInPage(page, 'Toast', 'Couple');
  const auth = { authorization: `Bearer ${couple.access_token}` };
  const created = await page.request.post('/api/v1/accounts/set-up/', {
    data: { name: 'Toast Wedding', slug: `toasts-${Date.now().toString(36)}`, date: '2031-06-14' },
    headers: auth,
  });
  expect(created.status()).toBe(201);
  const wedding = (await created.json()) as { id: string; slug: string };
  const emails = [uniqueEmail('ana'), uniqueEmail('ben'), uniqueEmail('cai')];
  for (const email of emails) {
    const res = await page.request.post(`/api/v1/accounts/${wedding.id}/invites/`, {
      data: { email, role: 'planner' },
      headers: auth,
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/wedding/${wedding.slug}/people/invited`);
  for (const email of emails) await expect(page.getByText(email)).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));

  /** What the harness expects on screen: the shown toast's email first, then the queued ones. */
  const shown: string[] = [];
  const resend = async (email: string) => {
    const answered = page.waitForResponse((r) => r.url().includes('/resend/'));
    await page.getByRole('listitem').filter({ hasText: email }).getByRole('button', { name: 'Resend' }).click();
    await answered;
  };
  const toast = page.getByRole('status').filter({ hasText: 'A new invitation went to' });
  const showing = async (queued: number) => {
    expect(shown.length).toBe(queued + 1);
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(`A new invitation went to ${shown[0]}.`);
  };
  return {
    events: {
      REQUEST: async () => {
        const email = emails.find((e) => !shown.includes(e))!;
        await resend(email);
        shown.push(email);
      },
      // The same toast again, while it is shown or waiting: dropped.
      REQUEST_AGAIN: () => resend(shown.at(-1)!),
      // A failure whose problem carries no words asks for a toast with an empty message: ignored.
      REQUEST_EMPTY: async () => {
        await page.route(
          '**/resend/',
          (route) =>
            route.fulfill({
              status: 400,
              contentType: 'application/problem+json',
              json: { type: 'about:blank', title: '', status: 400, detail: '' },
            }),
          { times: 1 },
        );
        await resend(emails[0]!);
      },
      WAIT_4S: async () => {
        await page.clock.runFor(4000);
        shown.shift();
      },
      DISMISS: async () => {
        await page.getByRole('button', { name: 'Dismiss notification' }).click();
        shown.shift();
      },
    },
    states: {
      idle: async () => {
        expect(shown).toEqual([]);
        await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);
      },
      'showing.alone': () => showing(0),
      'showing.oneQueued': () => showing(1),
      'showing.twoQueued': () => showing(2),
    },
  };
});
