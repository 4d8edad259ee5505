import { expect, test } from '@playwright/test';
import { baseURL } from './support';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// Issue 40: one date style, from Intl in the reader's locale; no raw ISO date ("due 2031-01-15") on a page.

test('dates follow the reader’s locale and never show as ISO', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const couple = await apiUser(request, 'Eva');
  const wedding = await apiWedding(request, couple, { date: '2031-06-14' });
  const vendor = await request.post('/api/v1/account-vendors/', {
    data: {
      account: wedding.id,
      name: 'Blue Bakery',
      category: 'venue',
      currency: 'EUR',
      deposit_amount: '300',
      deposit_due: '2031-01-15',
    },
    headers: { authorization: `Bearer ${couple.token}` },
  });
  expect(vendor.status(), await vendor.text()).toBe(201);
  const { id } = (await vendor.json()) as { id: string };

  const british = await pageAs(browser, couple);
  await british.goto(`/wedding/${wedding.slug}/vendors/view/${id}`);
  const payments = british.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('due Wednesday 15 January 2031');
  expect(await british.locator('main').textContent()).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  await british.goto(`/wedding/${wedding.slug}`);
  await expect(british.getByText('Saturday 14 June 2031').first()).toBeVisible();

  // An American reader reads the same dates their way.
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  await context.addInitScript(
    (session) => {
      window.localStorage.setItem('vowline.session', JSON.stringify({ ...session, savedAt: Date.now() }));
    },
    { token: couple.token, user: { ...couple.user, email: couple.email } },
  );
  const american = await context.newPage();
  await american.goto(`/wedding/${wedding.slug}/vendors/view/${id}`);
  await expect(american.getByRole('region', { name: 'Payments' })).toContainText('due Wednesday, January 15, 2031');
  await american.goto(`/wedding/${wedding.slug}`);
  await expect(american.getByText('Saturday, June 14, 2031').first()).toBeVisible();
});
