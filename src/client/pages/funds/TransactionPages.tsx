import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { editorMode } from '../../../../machines/itemEditorMachine';
import { fundsTexts as t } from '../../../shared/fundsText';
import type { Transaction } from '../../../shared/fundsTypes';
import { todayInZone } from '../../../shared/weddingDay';
import type { Wedding } from '../../../shared/weddings';
import { useFundsOverview, useFundsWrite, useTransaction, useTransactionEditor } from '../../areas/funds/funds';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { formatDate, weddingPath } from '../../lib/format';
import { useForm } from '../../lib/useForm';
import { useEditorForm } from '../../lib/useItemEditor';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import { money } from './money';
import { useVendorNames } from './Pickers';
import { Receipt } from './Receipt';
import { TRANSACTION_FIELDS, TransactionFields, transactionBody, transactionValues } from './TransactionForm';

function useLists(wedding: Wedding) {
  const overview = useFundsOverview(wedding.id);
  const vendors = useVendorNames(wedding.id);
  if (overview.status !== 'ready') return null;
  const types = overview.data.budget.map((b) => ({ id: b.expense_type, name: b.name, archived: b.archived }));
  return { accounts: overview.data.accounts, types, vendors: vendors.list };
}

function NewTransaction({ wedding, lists }: { wedding: Wedding; lists: NonNullable<ReturnType<typeof useLists>> }) {
  const write = useFundsWrite();
  const [, navigate] = useLocation();
  const form = useForm(
    { ...TRANSACTION_FIELDS },
    async (v) => {
      await write((funds) => funds.createTransaction(wedding.id, transactionBody(v)));
      navigate(weddingPath(wedding.slug, 'money/cash-flow'));
    },
    {
      direction: 'out',
      date: todayInZone(wedding.time_zone),
      amount: '',
      money_account: lists.accounts.find((a) => !a.archived)?.id ?? '',
      expense_type: '',
      vendor: '',
      note: '',
    },
  );
  return (
    <TransactionFields
      form={form}
      submitLabel={t.addTransaction}
      accounts={lists.accounts}
      types={lists.types}
      vendors={lists.vendors}
    />
  );
}

export function AddTransaction({ wedding }: { wedding: Wedding }) {
  const lists = useLists(wedding);
  if (!lists) return <p className={muted}>Loading…</p>;
  if (!lists.accounts.length) {
    return (
      <section className={card}>
        <h1>{t.addTransaction}</h1>
        <p>
          {t.noAccounts} <Link href={weddingPath(wedding.slug, 'money/accounts')}>{t.accounts}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className={card}>
      <h1>{t.addTransaction}</h1>
      <NewTransaction wedding={wedding} lists={lists} />
    </section>
  );
}

function Details({ wedding, tx }: { wedding: Wedding; tx: Transaction }) {
  const vendorName = useVendorNames(wedding.id).names.get(tx.vendor ?? '');
  return (
    <dl className={stack}>
      <div>
        <dt className={muted}>{tx.direction === 'in' ? t.moneyIn : t.moneyOut}</dt>
        <dd>
          <strong>{money(tx.amount_minor, tx.currency)}</strong> on {formatDate(tx.date)}
        </dd>
      </div>
      {tx.vendor ? <dd>Vendor: {vendorName ?? '…'}</dd> : null}
      {tx.note ? <dd>{tx.note}</dd> : null}
      {tx.payment ? <dd className={muted}>Paid a planned payment</dd> : null}
      <Link href={weddingPath(wedding.slug, `money/cash-flow/edit-transaction/${tx.id}`)} className={button.secondary}>
        Edit
      </Link>
    </dl>
  );
}

export function ViewTransaction({ wedding, id }: { wedding: Wedding; id: string }) {
  const tx = useTransaction(id);
  if (tx.status === 'loading') return <p className={muted}>Loading…</p>;
  if (tx.status === 'failed') return <LoadFailed load={tx} />;
  return (
    <section className={`${card} ${stack}`}>
      <h1>Transaction</h1>
      <Details wedding={wedding} tx={tx.data} />
      <Receipt tx={tx.data} />
    </section>
  );
}

function Editor({ wedding, tx }: { wedding: Wedding; tx: Transaction }) {
  const lists = useLists(wedding);
  const [, navigate] = useLocation();
  const back = weddingPath(wedding.slug, 'money/cash-flow');
  const editor = useTransactionEditor(
    tx.id,
    transactionBody,
    transactionValues,
    () => navigate(back),
    () => navigate(weddingPath(wedding.slug, `money/cash-flow/view-transaction/${tx.id}`)),
  );
  const mode = useSelector(editor, editorMode);
  // This page is the edit form: arriving here is the intent to edit.
  useEffect(() => editor.send({ type: 'edit.started' }), [editor]);
  const form = useEditorForm(editor, { ...TRANSACTION_FIELDS }, transactionValues(tx), tx.version);
  if (!lists) return <p className={muted}>Loading…</p>;
  return (
    <section className={card}>
      <h1>{t.editTransaction}</h1>
      <TransactionFields
        form={form}
        submitLabel="Save transaction"
        accounts={lists.accounts}
        types={lists.types}
        vendors={lists.vendors}
      />
      {mode === 'confirmDelete' ? (
        <ConfirmDelete editor={editor} question="Delete this transaction?" confirm="Delete transaction" />
      ) : (
        <span className={row}>
          <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'delete.requested' })}>
            Delete
          </button>
          <Link href={back}>Cancel</Link>
        </span>
      )}
    </section>
  );
}

export function EditTransaction({ wedding, id }: { wedding: Wedding; id: string }) {
  const tx = useTransaction(id);
  if (tx.status === 'loading') return <p className={muted}>Loading…</p>;
  if (tx.status === 'failed') return <LoadFailed load={tx} />;
  return <Editor key={tx.data.updated_at} wedding={wedding} tx={tx.data} />;
}
