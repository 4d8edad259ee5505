import { type APIRequestContext, expect, type Route, test } from '@playwright/test';
import { baseURL, mailedLink } from './support';
import { apiUser, apiWedding, type Person, pageAs } from './weddingSupport';

// The Funds journey: a budget of 20,000, two accounts, ten transactions over four types, three planned payments;
// one is paid and every total moves, live on the partner's open page; the committee gets the no-access page.

const auth = (p: Person) => ({ authorization: `Bearer ${p.token}` });

async function join(request: APIRequestContext, couple: Person, weddingId: string, who: Person, role: string) {
  const sent = await request.post(`/api/v1/accounts/${weddingId}/invites/`, {
    data: { email: who.email, role },
    headers: auth(couple),
  });
  expect(sent.status()).toBe(201);
  const link = await mailedLink(who.email, `${baseURL}/accept-invite?code=`);
  const code = new URL(link).searchParams.get('code');
  const accepted = await request.post('/api/v1/account-invites/accept/', { data: { code }, headers: auth(who) });
  expect(accepted.status()).toBe(200);
}

test.setTimeout(180_000);

test('a couple runs their money in Funds, live for both partners, closed to the committee', async ({
  browser,
  request,
}) => {
  const [ann, ben, mia] = await Promise.all(['Ann', 'Ben', 'Mia'].map((n) => apiUser(request, n)));
  const wedding = await apiWedding(request, ann!, { role: 'B' });
  await join(request, ann!, wedding.id, ben!, 'G');
  await join(request, ann!, wedding.id, mia!, 'planner');
  const api = (path: string, data: unknown) =>
    request.post(`/api/v1/accounts/${wedding.id}/${path}`, { data, headers: auth(ann!) }).then(async (r) => {
      expect(r.status(), await r.text()).toBe(201);
      return (await r.json()) as { id: string };
    });

  const annPage = await pageAs(browser, ann!);
  const money = `/wedding/${wedding.slug}/money`;
  // 1. The budget, through its page.
  await annPage.goto(`${money}/budget`);
  // The home currency is picked from the reference list.
  await annPage.getByRole('combobox', { name: 'Home currency' }).selectOption('EUR');
  await annPage.getByLabel('Total budget').fill('20000');
  await annPage.getByRole('button', { name: 'Save budget' }).click();
  await expect(annPage.getByLabel('Total budget')).toHaveValue('20000.00');
  // Nothing planned or spent yet: the chart's card says so and leads to the budget, instead of standing empty.
  await annPage
    .getByRole('navigation', { name: 'Funds', exact: true })
    .getByRole('link', { name: 'Funds', exact: true })
    .click();
  const byType = annPage.getByRole('region', { name: 'Budget by expense type' });
  await expect(byType.getByText(/Nothing planned or spent yet\./)).toBeVisible();
  await expect(byType.getByRole('link', { name: 'Plan the budget' })).toHaveAttribute('href', `${money}/budget`);

  // 2. Two accounts, ten transactions over four types, three planned payments.
  const types = (
    (await (await request.get(`/api/v1/accounts/${wedding.id}/expense-types/`, { headers: auth(ann!) })).json()) as {
      results: { id: string; name: string }[];
    }
  ).results.slice(0, 4);
  const joint = await api('money-accounts/', { name: 'Joint savings', currency: 'EUR', opening: '15000' });
  const gift = await api('money-accounts/', { name: "Parents' gift", currency: 'EUR', opening: '5000' });
  for (let i = 0; i < 10; i++) {
    await api('transactions/', {
      direction: 'out',
      amount: '100.10',
      money_account: i % 2 ? joint.id : gift.id,
      expense_type: types[i % 4]!.id,
      date: `2031-01-${String(i + 10)}`,
      note: `Payment ${i + 1}`,
    });
  }
  // The venue balance names the caterer-and-venue vendor from the wedding's Vendors list.
  const venueVendor = await request.post('/api/v1/account-vendors/', {
    data: { account: wedding.id, name: 'Green Table', category: 'venue' },
    headers: auth(ann!),
  });
  expect(venueVendor.status()).toBe(201);
  await api('payments/', {
    vendor: ((await venueVendor.json()) as { id: string }).id,
    title: 'Venue balance',
    amount: '2500',
    currency: 'EUR',
    due_date: '2031-05-01',
    expense_type: types[0]!.id,
  });
  await api('payments/', { title: 'Florist deposit', amount: '300', currency: 'EUR', due_date: '2020-01-01' });
  await api('payments/', { title: 'Band deposit', amount: '800', currency: 'EUR', due_date: '2031-04-01' });

  const benPage = await pageAs(browser, ben!);
  await benPage.goto(money);
  // A first page load on a busy machine: the wedding, then the Funds chunk, then the overview.
  await expect(benPage.getByTestId('budget-spent')).toHaveText('€1,001.00', { timeout: 20_000 });
  await expect(benPage.getByTestId('budget-remaining')).toHaveText('€18,999.00');
  await expect(benPage.getByRole('figure', { name: 'Budget: planned against spent per expense type' })).toBeVisible();
  await expect(
    benPage.getByText('Overdue · January 1 2020').or(benPage.locator('[data-standing="overdue"]')),
  ).toBeVisible();

  // The late florist deposit stands out on the dashboard; its badge leads to the schedule.
  await annPage.goto(`/wedding/${wedding.slug}/dashboard`);
  await expect(annPage.getByTestId('overdue-payments')).toHaveText('1 payment is overdue', { timeout: 20_000 });
  await annPage.getByTestId('overdue-payments').click();
  await expect(annPage).toHaveURL(new RegExp(`${money}/payments$`));
  await expect(annPage.getByRole('row', { name: 'Florist deposit' })).toHaveAttribute('data-standing', 'overdue');

  // 3. Ann marks the venue balance paid from the joint account; every total moves.
  const venue = annPage.getByRole('row', { name: 'Venue balance' });
  await expect(venue).toContainText('Green Table');
  await venue.getByRole('button', { name: 'Mark paid' }).click();
  await expect(venue).toHaveAttribute('data-standing', 'paid');
  await expect(venue.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await annPage.goto(money);
  await expect(annPage.getByTestId('balance-Joint savings')).toHaveText('€11,999.50');
  await expect(annPage.getByTestId('budget-spent')).toHaveText('€3,501.00');

  // 4. Ben sees it without a reload.
  await expect(benPage.getByTestId('budget-spent')).toHaveText('€3,501.00');
  await expect(benPage.getByTestId('budget-remaining')).toHaveText('€16,499.00');

  // Deleting asks first. A planned payment goes; an account that holds transactions stays, with the reason.
  await annPage.goto(`${money}/payments`);
  await annPage.getByRole('button', { name: 'Delete Band deposit' }).click();
  await annPage.getByRole('button', { name: 'Delete payment' }).click();
  await expect(annPage.getByRole('row', { name: 'Band deposit' })).toHaveCount(0);
  await annPage.goto(`${money}/accounts`);
  await annPage.getByRole('button', { name: "Delete Parents' gift" }).click();
  await annPage.getByRole('button', { name: 'Delete account' }).click();
  await expect(annPage.getByText('This account holds transactions. Archive it instead.')).toBeVisible();
  await expect(annPage.getByRole('row', { name: "Parents' gift" })).toBeVisible();
  // Archiving it instead: a refused archive says why in a toast (it used to fail without a word), then it archives.
  const giftRow = annPage.getByRole('row', { name: "Parents' gift" });
  const refuse = (route: Route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 409,
          contentType: 'application/problem+json',
          json: { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Someone changed this account.' },
        })
      : route.fallback();
  await annPage.route('**/api/v1/money-accounts/*/', refuse);
  await giftRow.getByRole('button', { name: 'Archive' }).click();
  await expect(annPage.getByText('Someone changed this account.')).toBeVisible();
  await expect(giftRow.getByText('(archived)')).toHaveCount(0);
  await annPage.unroute('**/api/v1/money-accounts/*/', refuse);
  await giftRow.getByRole('button', { name: 'Archive' }).click();
  await expect(giftRow.getByText('(archived)')).toBeVisible();

  // Bad input gets its field's message, and nothing is written.
  await annPage.goto(`${money}/cash-flow/add-transaction`);
  await annPage.getByLabel('Amount').fill('10.123');
  await annPage.getByRole('button', { name: 'Add transaction' }).click();
  await expect(annPage.getByText('EUR takes at most 2 decimals.')).toBeVisible();
  await annPage.getByLabel('Amount').fill('10.12');
  await annPage.getByRole('button', { name: 'Add transaction' }).click();
  await expect(annPage).toHaveURL(new RegExp(`${money}/cash-flow$`));
  await expect(annPage.getByTestId('cash-flow-totals')).toContainText('12 transactions.');
  // The paid balance is in the cash flow, naming its type and who was paid.
  await expect(annPage.getByRole('row').filter({ hasText: 'Venue balance' })).toContainText('Green Table');

  // 5. The committee gets the no-access page.
  const miaPage = await pageAs(browser, mia!);
  await miaPage.goto(money);
  await expect(miaPage.getByText("Sorry, you don't have access to this dashboard.")).toBeVisible({ timeout: 20_000 });
  await Promise.all([annPage, benPage, miaPage].map((p) => p.context().close()));
});
