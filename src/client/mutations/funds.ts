import { useSelector } from '@xstate/store-react';
import type { TransactionQuery } from '../api/funds';
import { useApp } from '../app/AppContext';
import { useWeddingCall } from '../components/wedding/WeddingContext';
import { useResource } from '../lib/useResource';
import { useAction } from './useAction';
import { useItemEditor } from './useItemEditor';

// Funds reads and writes. Every read is keyed by the funds store's version, which a write here or the partner's write
// over the socket bumps, so every open Funds page refetches its server-summed totals.

export function useFundsVersion(): number {
  const { stores } = useApp();
  return useSelector(stores.funds, (s) => s.context.version);
}

function useFundsRead<T>(name: string, load: (signal: AbortSignal) => Promise<T>) {
  const version = useFundsVersion();
  const call = useWeddingCall();
  return useResource(`${name}:${version}`, (signal) => call(load(signal)));
}

export function useFundsOverview(wedding: string) {
  const { api } = useApp();
  return useFundsRead(`funds-overview:${wedding}`, (signal) => api.funds.overview(wedding, signal));
}

/** The numbers a dashboard card shows (budget, spent, overdue payments, the next one due), live like the rest. */
export function useFundsSummary(wedding: string) {
  const { api } = useApp();
  return useFundsRead(`funds-summary:${wedding}`, (signal) => api.funds.summary(wedding, signal));
}

export function useExpenseTypes(wedding: string) {
  const { api } = useApp();
  return useFundsRead(`funds-types:${wedding}`, () => api.funds.expenseTypes(wedding));
}

export function useCashFlow(wedding: string, query: TransactionQuery) {
  const { api } = useApp();
  return useFundsRead(`funds-cash-flow:${wedding}:${JSON.stringify(query)}`, (signal) =>
    api.funds.transactions(wedding, query, signal),
  );
}

export function usePayments(wedding: string) {
  const { api } = useApp();
  return useFundsRead(`funds-payments:${wedding}`, (signal) => api.funds.payments(wedding, signal));
}

export function useTransaction(id: string) {
  const { api } = useApp();
  return useFundsRead(`funds-transaction:${id}`, (signal) => api.funds.transaction(id, signal));
}

/** Runs a Funds write; its answer makes every Funds read fetch again. The form shows a refusal under its fields. */
export function useFundsWrite() {
  const { api, stores } = useApp();
  const call = useWeddingCall();
  return async <T>(write: (funds: typeof api.funds) => Promise<T>): Promise<T> => {
    const result = await call(write(api.funds));
    stores.funds.trigger.changed({});
    return result;
  };
}

/** A transaction's edit form and its delete (itemEditorMachine). */
export function useTransactionEditor(
  id: string,
  body: (v: Record<string, string>) => object,
  deleted: () => void,
  saved: () => void,
) {
  const write = useFundsWrite();
  return useItemEditor({
    save: async (v) => {
      await write((funds) => funds.updateTransaction(id, body(v)));
      saved();
    },
    remove: () => write((funds) => funds.deleteTransaction(id)),
    deleted,
  });
}

/** Marks a planned payment paid from an account (actionMachine): the toast says what went wrong. */
export function usePayPayment() {
  const write = useFundsWrite();
  return useAction(
    (input: { id: string; money_account: string }) =>
      write((funds) => funds.payPayment(input.id, { money_account: input.money_account })),
    () => {},
  );
}

/** Downloads a CSV export (actionMachine), fetched with the session's token. */
export function useExportCsv(wedding: string) {
  const { api } = useApp();
  const call = useWeddingCall();
  return useAction(
    (what: 'transactions' | 'payments') => call(api.funds.exportCsv(wedding, what)),
    (text, what) => {
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `${what}.csv` });
      link.click();
      URL.revokeObjectURL(url);
    },
  );
}
