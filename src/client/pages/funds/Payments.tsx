import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { editorMode } from '../../../../machines/itemEditorMachine';
import { fundsTexts as t } from '../../../shared/fundsText';
import type { MoneyAccount, Payment } from '../../../shared/fundsTypes';
import type { Wedding } from '../../../shared/weddings';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { formatDate } from '../../components/wedding/format';
import { failureMessage } from '../../mutations/failure';
import {
  useExportCsv,
  useFundsOverview,
  useFundsWrite,
  usePaymentEditor,
  usePaymentSchedule,
  usePayments,
  useWeddingToday,
} from '../../mutations/funds';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import * as css from './Funds.css';
import { FundsTable } from './FundsTable';
import { money } from './money';
import { CurrencyField, useVendorNames, VendorField } from './Pickers';

const STANDING_LABEL = { overdue: t.overdue, dueSoon: t.dueSoon, planned: t.planned, paid: t.paid } as const;

/** One payment on the schedule, run by its schedule machine: where it stands, "Mark paid", and its delete. */
function PaymentRow({
  payment,
  accounts,
  today,
  reminderDays,
  vendor,
}: {
  payment: Payment;
  accounts: MoneyAccount[];
  today: string;
  reminderDays: number;
  vendor: string | undefined;
}) {
  const { view, pay } = usePaymentSchedule(payment, today, reminderDays);
  const editor = usePaymentEditor(payment.id);
  const mode = useSelector(editor, editorMode);
  const fitting = accounts.filter((a) => !a.archived && a.currency === payment.currency);
  const [from, setFrom] = useState(fitting[0]?.id ?? '');
  const tone = view.standing === 'overdue' ? css.overdue : view.standing === 'dueSoon' ? css.dueSoon : muted;
  return (
    <tr aria-label={payment.title} data-standing={view.standing}>
      <td>
        <strong>{payment.title}</strong>
        {vendor ? <span className={muted}> · {vendor}</span> : null}
      </td>
      <td className={css.amount}>{money(payment.amount_minor, payment.currency)}</td>
      <td>
        <span className={tone} data-standing={view.standing}>
          {STANDING_LABEL[view.standing]} · {formatDate(payment.due_date)}
        </span>
      </td>
      <td>
        {view.standing === 'paid' ? null : fitting.length ? (
          <span className={row}>
            <select aria-label={`Pay ${payment.title} from`} value={from} onChange={(e) => setFrom(e.target.value)}>
              {fitting.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
            <button type="button" className={button.secondary} disabled={view.saving} onClick={() => pay(from)}>
              {view.saving ? 'Paying…' : t.markPaid}
            </button>
          </span>
        ) : (
          <span className={muted}>Add a {payment.currency} account to pay it</span>
        )}
        {view.failed ? <p role="alert">{failureMessage(view.failed)}</p> : null}
      </td>
      <td>
        {mode === 'confirmDelete' ? (
          <ConfirmDelete
            editor={editor}
            question={`Delete “${payment.title}” from the schedule?`}
            confirm="Delete payment"
          />
        ) : (
          <button
            type="button"
            className={button.quiet}
            aria-label={`Delete ${payment.title}`}
            onClick={() => editor.send({ type: 'delete.requested' })}
          >
            Delete
          </button>
        )}
      </td>
    </tr>
  );
}

function NewPayment({
  wedding,
  home,
  types,
  vendors,
}: {
  wedding: Wedding;
  home: string;
  types: { id: string; name: string }[];
  vendors: { id: string; name: string }[];
}) {
  const write = useFundsWrite();
  const form = useForm(
    { title: 'text', amount: 'text', currency: 'text', due_date: 'text', expense_type: 'optional', vendor: 'optional' },
    (v) =>
      write((funds) =>
        funds.createPayment(wedding.id, {
          title: v.title ?? '',
          amount: v.amount ?? '',
          currency: v.currency ?? home,
          due_date: v.due_date ?? '',
          expense_type: v.expense_type || null,
          vendor: v.vendor || null,
        }),
      ),
    { title: '', amount: '', currency: home, due_date: '', expense_type: '', vendor: '' },
  );
  return (
    <FormShell form={form} submitLabel="Plan payment" busyLabel="Saving…">
      <TextField form={form} name="title" label="What" hint="A deposit, a balance or an instalment" />
      <div className={row}>
        <TextField form={form} name="amount" label="Amount" />
        <CurrencyField form={form} name="currency" label="Currency" />
        <TextField form={form} name="due_date" label="Due" type="date" />
      </div>
      <SelectField
        form={form}
        name="expense_type"
        label="Expense type"
        options={[{ value: '', label: 'None' }, ...types.map((x) => ({ value: x.id, label: x.name }))]}
      />
      <VendorField form={form} vendors={vendors} />
    </FormShell>
  );
}

/** The payment schedule: what is still to pay, overdue first, with "Mark paid", and what was paid. */
export function Payments({ wedding }: { wedding: Wedding }) {
  const overview = useFundsOverview(wedding.id);
  const payments = usePayments(wedding.id);
  const exporter = useExportCsv(wedding.id);
  const today = useWeddingToday();
  const vendors = useVendorNames(wedding.id);
  if (overview.status !== 'ready' || payments.status !== 'ready') {
    const failed = overview.status === 'failed' ? overview : payments.status === 'failed' ? payments : null;
    return failed ? <p role="alert">{failed.error.message}</p> : <p className={muted}>Loading…</p>;
  }
  const { settings, accounts, budget } = overview.data;
  const types = budget.filter((b) => !b.archived).map((b) => ({ id: b.expense_type, name: b.name }));
  return (
    <div className={stack}>
      <div className={row}>
        <h1>{t.payments}</h1>
        <button type="button" className={button.secondary} onClick={() => exporter.request('payments')}>
          {t.exportCsv}
        </button>
      </div>
      <section className={card} aria-label="Payment schedule">
        {payments.data.results.length ? (
          <FundsTable columns={['Payment', 'Amount', 'Due', { hidden: 'Pay' }, { hidden: 'Delete' }]}>
            {payments.data.results.map((p) => (
              <PaymentRow
                key={p.id}
                payment={p}
                accounts={accounts}
                today={today}
                reminderDays={settings.reminder_days}
                vendor={p.vendor ? vendors.names.get(p.vendor) : undefined}
              />
            ))}
          </FundsTable>
        ) : (
          <p className={muted}>{t.noPayments}</p>
        )}
      </section>
      <section className={card} aria-label="Plan a payment">
        <h2>Plan a payment</h2>
        <NewPayment wedding={wedding} home={settings.home_currency} types={types} vendors={vendors.list} />
      </section>
    </div>
  );
}
