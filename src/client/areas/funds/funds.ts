import { useActorRef, useSelector as useActorSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { paymentScheduleMachine, paymentView } from '../../../../machines/paymentScheduleMachine';
import type { ExpenseType, Payment, Transaction } from '../../../shared/fundsTypes';
import { todayInZone } from '../../../shared/weddingDay';
import { useApi, useStore } from '../../app/AppContext';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { useItemEditor } from '../../lib/useItemEditor';
import { usePager } from '../../lib/usePager';
import { saveVersioned } from '../../lib/versioned';
import { useWeddingCall } from '../weddings/WeddingContext';
import type { FundsApi, TransactionPage, TransactionQuery } from './fundsApi';
import { fundsApi } from './fundsApi';
import { useFundsRead, useFundsVersion } from './fundsReads';
import { fundsStore } from './fundsStore';

// Funds reads and writes. Every read is keyed by the funds store's version (fundsReads.ts), which a write here or
// the partner's write over the socket bumps, so every open Funds page refetches its server-summed totals.

export { useFundsOverview, useFundsSummary, useFundsVersion } from './fundsReads';

export function useExpenseTypes(wedding: string) {
  const api = useApi(fundsApi);
  return useFundsRead(`funds-types:${wedding}`, () => api.expenseTypes(wedding));
}

/** The cash flow under its filters, newest first, older ones appended on request; live like every Funds read. */
export function useCashFlow(wedding: string, query: TransactionQuery) {
  const api = useApi(fundsApi);
  const call = useWeddingCall();
  const version = useFundsVersion();
  return usePager<Transaction, TransactionPage>(
    `funds-cash-flow:${wedding}:${JSON.stringify(query)}`,
    {
      first: (signal) => call(api.transactions(wedding, query, signal)),
      page: (link, signal) => call(api.transactionsPage(link, signal)),
    },
    version,
  );
}

export function usePayments(wedding: string) {
  const api = useApi(fundsApi);
  return useFundsRead(`funds-payments:${wedding}`, (signal) => api.payments(wedding, signal));
}

export function useTransaction(id: string) {
  const api = useApi(fundsApi);
  return useFundsRead(`funds-transaction:${id}`, (signal) => api.transaction(id, signal));
}

/** Runs a Funds write; its answer makes every Funds read fetch again. The form shows a refusal under its fields. */
export function useFundsWrite() {
  const api = useApi(fundsApi);
  const store = useStore(fundsStore);
  const call = useWeddingCall();
  return async <T>(write: (funds: typeof api) => Promise<T>): Promise<T> => {
    const result = await call(write(api));
    store.trigger.changed({});
    return result;
  };
}

/**
 * A Funds save from the version the form shows (issue 31): a partner's save in between is a 409, and the item as it is
 * now comes back to the form (merged, or shown beside the user's values); every Funds read fetches again either way.
 */
export function useFundsSave() {
  const write = useFundsWrite();
  const store = useStore(fundsStore);
  return <T extends { version: number }>(parts: {
    save(funds: FundsApi): Promise<T>;
    read(funds: FundsApi): Promise<T>;
    values(item: T): Record<string, string>;
  }) =>
    write((funds) =>
      saveVersioned({
        save: () => parts.save(funds),
        read: () => parts.read(funds),
        values: parts.values,
        current: () => store.trigger.changed({}),
      }),
    );
}

/** An expense type's rename (`name`) or its planned amount (`planned`), from the version its form shows. */
export function useExpenseTypeSave(id: string, values: (type: ExpenseType) => Record<string, string>) {
  const save = useFundsSave();
  return (body: { name?: string; planned?: string }, version: number | null) =>
    save({
      save: (funds) => funds.updateExpenseType(id, body, version),
      read: (funds) => funds.expenseType(id),
      values,
    });
}

/**
 * Archiving or restoring an account or an expense type: one action (busy while it is out), whose failure is a toast
 * with the server's words rather than nothing at all.
 */
export function useFundsArchive() {
  const write = useFundsWrite();
  return useAction(
    (change: (funds: FundsApi) => Promise<unknown>) => write(change),
    // The write itself makes every Funds read fetch again: nothing more to do with the answer.
    () => undefined,
  );
}

/** A transaction's edit form and its delete (itemEditorMachine); a save from a stale version is merged or shown. */
export function useTransactionEditor(
  id: string,
  body: (v: Record<string, string>) => object,
  values: (tx: Transaction) => Record<string, string>,
  deleted: () => void,
  saved: () => void,
) {
  const write = useFundsWrite();
  const save = useFundsSave();
  return useItemEditor({
    save: async (v, version) => {
      await save({
        save: (funds) => funds.updateTransaction(id, body(v), version),
        read: (funds) => funds.transaction(id),
        values,
      });
      saved();
    },
    remove: () => write((funds) => funds.deleteTransaction(id)),
    deleted,
  });
}

/**
 * A transaction's receipt photo: the upload (a refusal shows under its button) and its removal, asked first through
 * an item editor. A receipt has no form to save: a new photo replaces it.
 */
export function useReceipt(id: string) {
  const write = useFundsWrite();
  const upload = async (file: File) => {
    await write((funds) => funds.putReceipt(id, file));
  };
  const editor = useItemEditor({
    save: () => Promise.reject(new Error('A receipt is replaced by uploading another photo.')),
    remove: () => write((funds) => funds.removeReceipt(id)),
    deleted: () => {},
  });
  return { upload, editor };
}

/** Downloads a CSV export (actionMachine), fetched with the session's token. */
export function useExportCsv(wedding: string) {
  const api = useApi(fundsApi);
  const call = useWeddingCall();
  return useAction(
    (what: 'transactions' | 'payments') => call(api.exportCsv(wedding, what)),
    (text, what) => {
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `${what}.csv` });
      link.click();
      URL.revokeObjectURL(url);
    },
  );
}

/** The calendar day in the wedding's own zone (issue 37), moving on at its midnight while the page stays open. */
export function useWeddingToday(zone: string): string {
  const [today, setToday] = useState(() => todayInZone(zone));
  useEffect(() => {
    // Read each minute: a zone's midnight (and a laptop waking, or the zone changed in settings) is caught within one.
    const read = () => setToday(todayInZone(zone));
    read();
    const timer = setInterval(read, 60_000);
    return () => clearInterval(timer);
  }, [zone]);
  return today;
}

/**
 * One planned payment's schedule machine, with its real "mark paid". The page's facts (today, the due date, the
 * reminder lead, paid or not) are sent in as they change, so a partner's edit or deleted transaction moves the row.
 */
export function usePaymentSchedule(payment: Payment, today: string, reminderDays: number) {
  const write = useFundsWrite();
  const latest = useRef({ id: payment.id });
  latest.current = { id: payment.id };
  const actor = useActorRef(
    paymentScheduleMachine.provide({
      actions: { paid: () => {} },
      actors: {
        pay: fromPromise<unknown, { moneyAccount: string }>(({ input }) =>
          write((funds) => funds.payPayment(latest.current.id, { money_account: input.moneyAccount })),
        ),
      },
    }),
    { input: { dueDate: payment.due_date, today, reminderDays, paid: payment.transaction !== null } },
  );
  const paid = payment.transaction !== null;
  // Each runs once at mount (a no-op: the machine started from the same facts), then only when its facts change.
  useEffect(() => actor.send({ type: 'day.changed', today }), [actor, today]);
  useEffect(
    () => actor.send({ type: 'payment.changed', dueDate: payment.due_date, reminderDays, paid }),
    [actor, payment.due_date, reminderDays, paid],
  );
  const view = useActorSelector(
    actor,
    paymentView,
    (a, b) => a.standing === b.standing && a.saving === b.saving && a.failed === b.failed,
  );
  return { view, pay: (moneyAccount: string) => actor.send({ type: 'pay.requested', moneyAccount }) };
}

/** A planned payment's edit form (from its version: issue 31) and its delete, after the one question (itemEditorMachine). */
export function usePaymentEditor(id: string, values: (payment: Payment) => Record<string, string>) {
  const write = useFundsWrite();
  const save = useFundsSave();
  return useItemEditor({
    save: (v, version) =>
      save({ save: (funds) => funds.updatePayment(id, v, version), read: (funds) => funds.payment(id), values }),
    remove: () => write((funds) => funds.deletePayment(id)),
    deleted: () => {},
  });
}

/** A money account's delete, and its archive or restore from the version the row shows (a partner's edit: a 409). */
export function useMoneyAccountEditor(id: string) {
  const write = useFundsWrite();
  return useItemEditor({
    save: (v, version) => write((funds) => funds.updateAccount(id, v, version)),
    remove: () => write((funds) => funds.deleteAccount(id)),
    deleted: () => {},
  });
}

/** The ISO 4217 list from /currencies/ (the `currency-codes` package), for the currency pickers. */
export function useCurrencies() {
  const api = useApi(fundsApi);
  return useData('funds-currencies', () => api.currencies());
}
