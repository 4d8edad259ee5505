import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { editorMode } from '../../../../machines/itemEditorMachine';
import { fundsTexts as t } from '../../../shared/fundsText';
import type { MoneyAccount, Payment } from '../../../shared/fundsTypes';
import type { Wedding } from '../../../shared/weddings';
import {
  useExportCsv,
  useFundsOverview,
  useFundsWrite,
  usePaymentEditor,
  usePaymentSchedule,
  usePayments,
  useWeddingToday,
} from '../../areas/funds/funds';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { Select } from '../../components/controls/Select';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { useDisclosure } from '../../components/wedding/disclosure';
import { failureMessage } from '../../lib/callToasts';
import { formatDate } from '../../lib/format';
import { useForm } from '../../lib/useForm';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import { ChangedMark } from '../history/ChangedMark';
import { ItemHistory } from '../history/ItemHistory';
import * as css from './Funds.css';
import { FundsTable } from './FundsTable';
import { money } from './money';
import { EditPayment, type Named, PAYMENT_FIELDS, PaymentFields, paymentValues } from './PaymentForm';
import { useVendorNames } from './Pickers';

const STANDING_LABEL = { overdue: t.overdue, dueSoon: t.dueSoon, planned: t.planned, paid: t.paid } as const;

/** One payment on the schedule, run by its schedule machine: where it stands, "Mark paid", and its delete. */
function PaymentRow({
  payment,
  accounts,
  today,
  reminderDays,
  types,
  vendors,
}: {
  payment: Payment;
  accounts: MoneyAccount[];
  today: string;
  reminderDays: number;
  types: (Named & { archived: boolean })[];
  vendors: ReturnType<typeof useVendorNames>;
}) {
  const { view, pay } = usePaymentSchedule(payment, today, reminderDays);
  const editor = usePaymentEditor(payment.id, paymentValues);
  const mode = useSelector(editor, editorMode);
  const vendor = payment.vendor ? vendors.names.get(payment.vendor) : undefined;
  const fitting = accounts.filter((a) => !a.archived && a.currency === payment.currency);
  const [from, setFrom] = useState(fitting[0]?.id ?? '');
  const history = useDisclosure();
  if (mode === 'edit') {
    return (
      <tr aria-label={payment.title}>
        <td colSpan={5}>
          <EditPayment payment={payment} editor={editor} types={types} vendors={vendors.list} />
        </td>
      </tr>
    );
  }
  const tone = view.standing === 'overdue' ? css.overdue : view.standing === 'dueSoon' ? css.dueSoon : muted;
  return (
    <>
      <tr aria-label={payment.title} data-standing={view.standing}>
        <td>
          <strong>{payment.title}</strong> <ChangedMark id={payment.id} />
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
              <Select aria-label={`Pay ${payment.title} from`} value={from} onChange={(e) => setFrom(e.target.value)}>
                {fitting.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </Select>
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
            <span className={row}>
              {/* A paid payment's money has moved: its transaction is what to correct. */}
              {view.standing === 'paid' ? null : (
                <button
                  type="button"
                  className={button.quiet}
                  aria-label={`Edit ${payment.title}`}
                  onClick={() => editor.send({ type: 'edit.started' })}
                >
                  Edit
                </button>
              )}
              <button
                type="button"
                className={button.quiet}
                aria-label={`Delete ${payment.title}`}
                onClick={() => editor.send({ type: 'delete.requested' })}
              >
                Delete
              </button>
              <button
                type="button"
                className={button.quiet}
                aria-label={`History of ${payment.title}`}
                aria-expanded={history.open}
                onClick={history.toggle}
              >
                History
              </button>
            </span>
          )}
        </td>
      </tr>
      {history.open ? (
        <tr>
          <td colSpan={5}>
            <ItemHistory item={payment.id} title={`History of ${payment.title}`} />
          </td>
        </tr>
      ) : null}
    </>
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
  types: Named[];
  vendors: Named[];
}) {
  const write = useFundsWrite();
  const form = useForm(
    PAYMENT_FIELDS,
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
  return <PaymentFields form={form} submitLabel="Plan payment" types={types} vendors={vendors} />;
}

/** The payment schedule: what is still to pay, overdue first, with "Mark paid", and what was paid. */
export function Payments({ wedding }: { wedding: Wedding }) {
  const overview = useFundsOverview(wedding.id);
  const payments = usePayments(wedding.id);
  const exporter = useExportCsv(wedding.id);
  const today = useWeddingToday(wedding.time_zone);
  const vendors = useVendorNames(wedding.id);
  if (overview.status !== 'ready' || payments.status !== 'ready') {
    const failed = overview.status === 'failed' ? overview : payments.status === 'failed' ? payments : null;
    return failed ? <LoadFailed load={failed} /> : <p className={muted}>Loading…</p>;
  }
  const { settings, accounts, budget } = overview.data;
  const allTypes = budget.map((b) => ({ id: b.expense_type, name: b.name, archived: b.archived }));
  const types = allTypes.filter((b) => !b.archived);
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
          <FundsTable columns={['Payment', 'Amount', 'Due', { hidden: 'Pay' }, { hidden: 'Edit or delete' }]}>
            {payments.data.results.map((p) => (
              <PaymentRow
                key={p.id}
                payment={p}
                accounts={accounts}
                today={today}
                reminderDays={settings.reminder_days}
                types={allTypes}
                vendors={vendors}
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
