import type {
  ExpenseTypeCreateBody,
  ExpenseTypeUpdateBody,
  FundsSettingsBody,
  MoneyAccountCreateBody,
  MoneyAccountUpdateBody,
  PaymentCreateBody,
  PaymentPayBody,
  PaymentUpdateBody,
  TransactionCreateBody,
  TransactionUpdateBody,
} from '../../../shared/fundsSchemas';
import type {
  Currency,
  CurrencyTotal,
  ExpenseType,
  FundsOverview,
  FundsSettings,
  FundsSummary,
  MoneyAccount,
  Payment,
  Transaction,
} from '../../../shared/fundsTypes';
import type { Page } from '../../../shared/types';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';
import { allPages, pathOf } from '../../http/paging';

export type TransactionPage = Page<Transaction> & { totals: CurrencyTotal[] };
export type TransactionQuery = Partial<Record<'money_account' | 'expense_type' | 'month' | 'direction', string>>;

// Funds (issue 14): one function per call; `wedding` is the wedding's id.
function createFundsApi(http: Http) {
  const at = (wedding: string, rest: string) => `/api/v1/accounts/${encodeURIComponent(wedding)}/${rest}`;
  return {
    overview: (wedding: string, signal?: AbortSignal) =>
      http<FundsOverview>(at(wedding, 'funds/overview/'), { signal }),
    summary: (wedding: string, signal?: AbortSignal) => http<FundsSummary>(at(wedding, 'funds/summary/'), { signal }),
    updateSettings: (wedding: string, body: FundsSettingsBody) =>
      http<FundsSettings>(at(wedding, 'funds/'), { method: 'PATCH', body }),
    currencies: () => http<Page<Currency>>('/api/v1/currencies/'),
    accounts: (wedding: string) => http<Page<MoneyAccount>>(at(wedding, 'money-accounts/')),
    createAccount: (wedding: string, body: MoneyAccountCreateBody) =>
      http<MoneyAccount>(at(wedding, 'money-accounts/'), { method: 'POST', body }),
    account: (id: string) => http<MoneyAccount>(`/api/v1/money-accounts/${id}/`),
    updateAccount: (id: string, body: MoneyAccountUpdateBody, ifMatch?: number | null) =>
      http<MoneyAccount>(`/api/v1/money-accounts/${id}/`, { method: 'PATCH', body, ifMatch }),
    deleteAccount: (id: string) => http<void>(`/api/v1/money-accounts/${id}/`, { method: 'DELETE' }),
    expenseTypes: (wedding: string) => allPages(http, http<Page<ExpenseType>>(at(wedding, 'expense-types/'))),
    createExpenseType: (wedding: string, body: ExpenseTypeCreateBody) =>
      http<ExpenseType>(at(wedding, 'expense-types/'), { method: 'POST', body }),
    expenseType: (id: string) => http<ExpenseType>(`/api/v1/expense-types/${id}/`),
    updateExpenseType: (id: string, body: ExpenseTypeUpdateBody, ifMatch?: number | null) =>
      http<ExpenseType>(`/api/v1/expense-types/${id}/`, { method: 'PATCH', body, ifMatch }),
    transactions: (wedding: string, query: TransactionQuery, signal?: AbortSignal) =>
      http<TransactionPage>(at(wedding, 'transactions/'), { query, signal }),
    /** An older page of the cash flow, by the server's `next` link (the filters ride in it). */
    transactionsPage: (link: string, signal?: AbortSignal) => http<TransactionPage>(pathOf(link), { signal }),
    transaction: (id: string, signal?: AbortSignal) =>
      http<Transaction>(`/api/v1/account-transactions/${id}/`, { signal }),
    createTransaction: (wedding: string, body: TransactionCreateBody) =>
      http<Transaction>(at(wedding, 'transactions/'), { method: 'POST', body }),
    updateTransaction: (id: string, body: TransactionUpdateBody, ifMatch?: number | null) =>
      http<Transaction>(`/api/v1/account-transactions/${id}/`, { method: 'PATCH', body, ifMatch }),
    deleteTransaction: (id: string) => http<void>(`/api/v1/account-transactions/${id}/`, { method: 'DELETE' }),
    /** A receipt photo (multipart, field `receipt`); it replaces the transaction's previous one. */
    putReceipt: (id: string, file: File) => {
      const form = new FormData();
      form.append('receipt', file);
      return http<Transaction>(`/api/v1/account-transactions/${id}/receipt/`, { method: 'PUT', body: form });
    },
    removeReceipt: (id: string) =>
      http<Transaction>(`/api/v1/account-transactions/${id}/receipt/`, { method: 'DELETE' }),
    payments: (wedding: string, signal?: AbortSignal) => http<Page<Payment>>(at(wedding, 'payments/'), { signal }),
    createPayment: (wedding: string, body: PaymentCreateBody) =>
      http<Payment>(at(wedding, 'payments/'), { method: 'POST', body }),
    payment: (id: string) => http<Payment>(`/api/v1/account-payments/${id}/`),
    updatePayment: (id: string, body: PaymentUpdateBody, ifMatch?: number | null) =>
      http<Payment>(`/api/v1/account-payments/${id}/`, { method: 'PATCH', body, ifMatch }),
    deletePayment: (id: string) => http<void>(`/api/v1/account-payments/${id}/`, { method: 'DELETE' }),
    payPayment: (id: string, body: PaymentPayBody) =>
      http<{ payment: Payment; transaction: Transaction }>(`/api/v1/account-payments/${id}/pay/`, {
        method: 'POST',
        body,
      }),
    /** The CSV text of `transactions` or `payments`. */
    exportCsv: (wedding: string, what: 'transactions' | 'payments') => http<string>(at(wedding, `${what}/export/`)),
  };
}

export type FundsApi = ReturnType<typeof createFundsApi>;

/** The client as the app makes it, once, for the first page that asks (app/parts.ts). */
export const fundsApi = part('funds', createFundsApi);
