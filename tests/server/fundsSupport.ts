import type { ExpenseType, MoneyAccount, Payment, Transaction } from '../../src/shared/fundsTypes';
import type { Wedding } from '../../src/shared/weddings';
import { bearer, multipart, tinyPng } from './api';
import type { TestServer } from './helper';
import { ok } from './planningSupport';
import { call } from './weddingsSupport';

/** A receipt upload's body: one PNG (or the given bytes) in the file field `receipt`. */
export const receiptBody = (data: Buffer = tinyPng(), contentType = 'image/png', field = 'receipt') =>
  multipart([{ field, filename: 'receipt.png', contentType, data }]);

/** Puts a receipt on a transaction; the raw answer, for tests of refusals. */
export function putReceipt(server: TestServer, token: string, id: string, body = receiptBody()) {
  return server.app.inject({
    method: 'PUT',
    url: `/api/v1/account-transactions/${id}/receipt/`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

// Funds calls the server tests and the matrix share: each checks its status and returns the body.

export function fundsApi(server: TestServer, token: string) {
  const post = async <T>(url: string, body: unknown, status = 201) =>
    ok<T>(await call(server, token, 'POST', url, body), status);
  return {
    types: async (wedding: Wedding) =>
      ok<{ results: ExpenseType[] }>(await call(server, token, 'GET', `/api/v1/accounts/${wedding.id}/expense-types/`))
        .results,
    account: (wedding: Wedding, body: Record<string, unknown> = {}) =>
      post<MoneyAccount>(`/api/v1/accounts/${wedding.id}/money-accounts/`, {
        name: `Joint savings ${Math.random().toString(36).slice(2, 7)}`,
        currency: 'EUR',
        opening: '1000',
        ...body,
      }),
    transaction: (wedding: Wedding, body: Record<string, unknown>) =>
      post<Transaction>(`/api/v1/accounts/${wedding.id}/transactions/`, {
        direction: 'out',
        amount: '100',
        date: '2031-01-10',
        ...body,
      }),
    payment: (wedding: Wedding, body: Record<string, unknown> = {}) =>
      post<Payment>(`/api/v1/accounts/${wedding.id}/payments/`, {
        title: 'Venue deposit',
        amount: '500',
        currency: 'EUR',
        due_date: '2031-02-01',
        ...body,
      }),
  };
}
