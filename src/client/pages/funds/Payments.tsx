import { useState } from 'react';
import { fundsTexts as t } from '../../../shared/fundsText';
import type { MoneyAccount, Payment } from '../../../shared/fundsTypes';
import type { Wedding } from '../../../shared/weddings';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { useExportCsv, useFundsOverview, useFundsWrite, usePayments, usePayPayment } from '../../mutations/funds';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import * as css from './Funds.css';
import { money } from './money';
import { PaymentDue } from './Overview';

function PayButton({ payment, accounts }: { payment: Payment; accounts: MoneyAccount[] }) {
  const pay = usePayPayment();
  const fitting = accounts.filter((a) => !a.archived && a.currency === payment.currency);
  const [from, setFrom] = useState(fitting[0]?.id ?? '');
  if (!fitting.length) return <span className={muted}>Add a {payment.currency} account to pay it</span>;
  return (
    <span className={row}>
      <select aria-label={`Pay ${payment.title} from`} value={from} onChange={(e) => setFrom(e.target.value)}>
        {fitting.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={button.secondary}
        disabled={pay.busy}
        onClick={() => pay.request({ id: payment.id, money_account: from })}
      >
        {t.markPaid}
      </button>
    </span>
  );
}

function NewPayment({
  wedding,
  home,
  types,
}: {
  wedding: Wedding;
  home: string;
  types: { id: string; name: string }[];
}) {
  const write = useFundsWrite();
  const form = useForm(
    { title: 'text', amount: 'text', currency: 'text', due_date: 'text', expense_type: 'optional' },
    (v) =>
      write((funds) =>
        funds.createPayment(wedding.id, {
          title: v.title ?? '',
          amount: v.amount ?? '',
          currency: v.currency ?? home,
          due_date: v.due_date ?? '',
          expense_type: v.expense_type || null,
        }),
      ),
    { title: '', amount: '', currency: home, due_date: '', expense_type: '' },
  );
  return (
    <FormShell form={form} submitLabel="Plan payment" busyLabel="Saving…">
      <TextField form={form} name="title" label="What" hint="A deposit, a balance or an instalment" />
      <div className={row}>
        <TextField form={form} name="amount" label="Amount" />
        <TextField form={form} name="currency" label="Currency" />
        <TextField form={form} name="due_date" label="Due" type="date" />
      </div>
      <SelectField
        form={form}
        name="expense_type"
        label="Expense type"
        options={[{ value: '', label: 'None' }, ...types.map((x) => ({ value: x.id, label: x.name }))]}
      />
    </FormShell>
  );
}

/** The payment schedule: what is still to pay, overdue first, with "Mark paid", and what was paid. */
export function Payments({ wedding }: { wedding: Wedding }) {
  const overview = useFundsOverview(wedding.id);
  const payments = usePayments(wedding.id);
  const exporter = useExportCsv(wedding.id);
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
          <table className={css.table}>
            <tbody>
              {payments.data.results.map((p) => (
                <tr key={p.id} aria-label={p.title}>
                  <td>
                    <strong>{p.title}</strong>
                  </td>
                  <td className={css.amount}>{money(p.amount_minor, p.currency)}</td>
                  <td>
                    <PaymentDue payment={p} reminderDays={settings.reminder_days} />
                  </td>
                  <td>{p.transaction ? <span>{t.paid}</span> : <PayButton payment={p} accounts={accounts} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={muted}>{t.noPayments}</p>
        )}
      </section>
      <section className={card} aria-label="Plan a payment">
        <h2>Plan a payment</h2>
        <NewPayment wedding={wedding} home={settings.home_currency} types={types} />
      </section>
    </div>
  );
}
