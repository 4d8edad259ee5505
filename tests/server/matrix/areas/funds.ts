import type { ExpenseType, MoneyAccount, Payment, Transaction } from '../../../../src/shared/fundsTypes';
import type { Wedding } from '../../../../src/shared/weddings';
import { fundsApi, putReceipt, receiptBody } from '../../fundsSupport';
import { defineArea, MISSING_ID } from '../area';
import { coupleOnly, signedIn } from '../roles';

// Funds: the couple's alone. The committee, followers and strangers get 403; reference data is for anyone signed in.

interface World {
  wedding: Wedding;
  account: MoneyAccount;
  /** An account with no transactions, which may be deleted. */
  spare: MoneyAccount;
  type: ExpenseType;
  transaction: Transaction;
  /** A transaction with a receipt photo, to remove. */
  receipted: Transaction;
  payment: Payment;
}

const base = (w: World) => `/api/v1/accounts/${w.wedding.id}`;

export default defineArea<World>({
  async arrange(ctx) {
    const a = fundsApi(ctx.server, ctx.users.couple.access_token);
    const wedding = await ctx.wedding();
    const [type] = await a.types(wedding);
    const account = await a.account(wedding, { name: 'Joint savings' });
    const spare = await a.account(wedding, { name: 'Cash' });
    const transaction = await a.transaction(wedding, { money_account: account.id, expense_type: type!.id });
    const payment = await a.payment(wedding, { expense_type: type!.id });
    const receipted = await a.transaction(wedding, { money_account: account.id });
    await putReceipt(ctx.server, ctx.users.couple.access_token, receipted.id);
    return { wedding, account, spare, type: type!, transaction, receipted, payment };
  },
  missing: {
    as: 'couple',
    world: (w) => ({
      wedding: { ...w.wedding, id: MISSING_ID },
      account: { ...w.account, id: MISSING_ID },
      spare: { ...w.spare, id: 'not-a-uuid' },
      type: { ...w.type, id: MISSING_ID },
      transaction: { ...w.transaction, id: MISSING_ID },
      receipted: { ...w.receipted, id: MISSING_ID },
      payment: { ...w.payment, id: MISSING_ID },
    }),
  },
  rows: [
    { method: 'GET', route: '/api/v1/accounts/:id/funds/', url: (w) => `${base(w)}/funds/`, expected: coupleOnly(200) },
    {
      method: 'PATCH',
      route: '/api/v1/accounts/:id/funds/',
      url: (w) => `${base(w)}/funds/`,
      body: () => ({ home_currency: 'EUR', budget: '20000' }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/funds/overview/',
      url: (w) => `${base(w)}/funds/overview/`,
      expected: coupleOnly(200),
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/funds/summary/',
      url: (w) => `${base(w)}/funds/summary/`,
      expected: coupleOnly(200),
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/money-accounts/',
      url: (w) => `${base(w)}/money-accounts/`,
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/money-accounts/',
      url: (w) => `${base(w)}/money-accounts/`,
      body: () => ({ name: "Parents' gift", currency: 'GBP', opening: '5000' }),
      expected: coupleOnly(201),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/money-accounts/:id/',
      url: (w) => `/api/v1/money-accounts/${w.account.id}/`,
      expected: coupleOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/money-accounts/:id/',
      url: (w) => `/api/v1/money-accounts/${w.account.id}/`,
      body: () => ({ name: 'Joint account' }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/money-accounts/:id/',
      url: (w) => `/api/v1/money-accounts/${w.spare.id}/`,
      expected: coupleOnly(204),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/expense-types/',
      url: (w) => `${base(w)}/expense-types/`,
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/expense-types/',
      url: (w) => `${base(w)}/expense-types/`,
      body: () => ({ name: 'Cake', planned: '400' }),
      expected: coupleOnly(201),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/expense-types/:id/',
      url: (w) => `/api/v1/expense-types/${w.type.id}/`,
      expected: coupleOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/expense-types/:id/',
      url: (w) => `/api/v1/expense-types/${w.type.id}/`,
      body: () => ({ planned: '8000' }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/transactions/',
      url: (w) => `${base(w)}/transactions/?direction=out`,
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/transactions/',
      url: (w) => `${base(w)}/transactions/`,
      body: (w) => ({ direction: 'in', amount: '250.50', money_account: w.account.id, date: '2031-01-12' }),
      expected: coupleOnly(201),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/transactions/export/',
      url: (w) => `${base(w)}/transactions/export/`,
      expected: coupleOnly(200),
    },
    {
      method: 'GET',
      route: '/api/v1/account-transactions/',
      url: (w) => `/api/v1/account-transactions/?account=${w.wedding.slug}`,
      expected: coupleOnly(200),
    },
    {
      method: 'GET',
      route: '/api/v1/account-transactions/:id/',
      url: (w) => `/api/v1/account-transactions/${w.transaction.id}/`,
      expected: coupleOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/account-transactions/:id/',
      url: (w) => `/api/v1/account-transactions/${w.transaction.id}/`,
      body: () => ({ note: 'Deposit, second half' }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/account-transactions/:id/',
      url: (w) => `/api/v1/account-transactions/${w.transaction.id}/`,
      expected: coupleOnly(204),
      events: 1,
    },
    {
      method: 'PUT',
      route: '/api/v1/account-transactions/:id/receipt/',
      url: (w) => `/api/v1/account-transactions/${w.transaction.id}/receipt/`,
      send: () => receiptBody(),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/account-transactions/:id/receipt/',
      url: (w) => `/api/v1/account-transactions/${w.receipted.id}/receipt/`,
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/payments/',
      url: (w) => `${base(w)}/payments/`,
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/payments/',
      url: (w) => `${base(w)}/payments/`,
      body: () => ({ title: 'Florist balance', amount: '1200', currency: 'EUR', due_date: '2031-05-01' }),
      expected: coupleOnly(201),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/payments/export/',
      url: (w) => `${base(w)}/payments/export/`,
      expected: coupleOnly(200),
    },
    {
      method: 'GET',
      route: '/api/v1/account-payments/:id/',
      url: (w) => `/api/v1/account-payments/${w.payment.id}/`,
      expected: coupleOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/account-payments/:id/',
      url: (w) => `/api/v1/account-payments/${w.payment.id}/`,
      body: () => ({ due_date: '2031-03-01' }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/account-payments/:id/',
      url: (w) => `/api/v1/account-payments/${w.payment.id}/`,
      expected: coupleOnly(204),
      events: 1,
    },
    {
      method: 'POST',
      route: '/api/v1/account-payments/:id/pay/',
      url: (w) => `/api/v1/account-payments/${w.payment.id}/pay/`,
      body: (w) => ({ money_account: w.account.id, date: '2031-01-20' }),
      expected: coupleOnly(200),
      // The transaction it writes, and the payment now paid.
      events: 2,
    },
    { method: 'GET', route: '/api/v1/currencies/', url: () => '/api/v1/currencies/', expected: signedIn(200) },
    { method: 'GET', route: '/api/v1/countries/', url: () => '/api/v1/countries/', expected: signedIn(200) },
    { method: 'GET', route: '/api/v1/cities/', url: () => '/api/v1/cities/?q=nair', expected: signedIn(200) },
  ],
});
