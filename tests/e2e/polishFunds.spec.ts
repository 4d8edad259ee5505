import { expect, test } from '@playwright/test';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// Issue 40: the Funds chart is readable (money on its axis, the theme's colours, a legend) and draws under the app's
// CSP: no inline style is refused on the Funds page.

test('the budget chart has a money axis and a legend, and Funds logs no CSP refusal', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const couple = await apiUser(request, 'Noa');
  const wedding = await apiWedding(request, couple);
  const headers = { authorization: `Bearer ${couple.token}` };
  const page = await pageAs(browser, couple);
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
  });
  const money = `/wedding/${wedding.slug}/money`;
  await page.goto(`${money}/budget`);
  await page.getByRole('combobox', { name: 'Home currency' }).selectOption('EUR');
  await page.getByLabel('Total budget').fill('20000');
  await page.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByLabel('Total budget')).toHaveValue('20000.00');

  const types = (
    (await (await request.get(`/api/v1/accounts/${wedding.id}/expense-types/`, { headers })).json()) as {
      results: { id: string; name: string }[];
    }
  ).results;
  const account = await request.post(`/api/v1/accounts/${wedding.id}/money-accounts/`, {
    data: { name: 'Joint', currency: 'EUR', opening: '15000' },
    headers,
  });
  expect(account.status()).toBe(201);
  const { id } = (await account.json()) as { id: string };
  for (const [i, amount] of ['4200', '950.50'].entries()) {
    const tx = await request.post(`/api/v1/accounts/${wedding.id}/transactions/`, {
      data: { direction: 'out', amount, money_account: id, expense_type: types[i]!.id, date: '2031-01-10' },
      headers,
    });
    expect(tx.status()).toBe(201);
  }

  await page.goto(money);
  const chart = page.getByRole('figure', { name: 'Budget: planned against spent per expense type' });
  await expect(chart).toBeVisible();
  // A legend names the bars.
  const legend = chart.getByRole('list', { name: 'Legend' });
  await expect(legend).toContainText('Planned');
  await expect(legend).toContainText('Spent');
  // The axis reads as money in the home currency, not bare numbers.
  const axis = chart.locator('text');
  await expect(axis.first()).toHaveText('€0');
  expect((await axis.allTextContents()).every((t) => t.startsWith('€'))).toBe(true);
  // Each bar is named with its exact amounts; its colour is the theme's brand.
  await expect(chart.getByRole('img', { name: `${types[0]!.name}: planned €0.00, spent €4,200.00` })).toBeVisible();
  const spent = chart.locator('rect').nth(1);
  expect(await spent.evaluate((el) => getComputedStyle(el).fill)).toBe('rgb(179, 38, 30)');
  expect(refused).toEqual([]);
});
