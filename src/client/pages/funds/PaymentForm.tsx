import type { Payment } from '../../../shared/fundsTypes';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import type { FormRef } from '../../lib/useForm';
import type { ItemEditorRef } from '../../lib/useItemEditor';
import { useEditorForm } from '../../lib/useItemEditor';
import { button, row, stack } from '../../styles/ui.css';
import { decimal } from './money';
import { CurrencyField, VendorField } from './Pickers';

// A planned payment's fields, for planning a new one and for editing one on the schedule. The server checks the
// amount against the currency's decimals, the date, and that the type and vendor are this wedding's.

export const PAYMENT_FIELDS = {
  title: 'text',
  amount: 'text',
  currency: 'text',
  due_date: 'text',
  expense_type: 'optional',
  vendor: 'optional',
} as const;

export type Named = { id: string; name: string };

/** A planned payment as its edit form's values: what a save someone else's got ahead of is merged with. */
export const paymentValues = (payment: Payment) => ({
  title: payment.title,
  amount: decimal(payment.amount_minor, payment.currency),
  currency: payment.currency,
  due_date: payment.due_date,
  expense_type: payment.expense_type ?? '',
  vendor: payment.vendor ?? '',
});

export function PaymentFields({
  form,
  submitLabel,
  types,
  vendors,
}: {
  form: FormRef;
  submitLabel: string;
  types: Named[];
  vendors: Named[];
}) {
  return (
    <FormShell form={form} submitLabel={submitLabel} busyLabel="Saving…">
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

/** A payment's edit form on the schedule (itemEditorMachine): saved, it goes back to its row; a refusal stays. */
export function EditPayment({
  payment,
  editor,
  types,
  vendors,
}: {
  payment: Payment;
  editor: ItemEditorRef;
  /** Every expense type of the wedding, archived ones too. */
  types: (Named & { archived: boolean })[];
  vendors: Named[];
}) {
  const form = useEditorForm(editor, PAYMENT_FIELDS, paymentValues(payment), payment.version);
  // An archived type the payment still names stays choosable, so saving another field does not drop it.
  const choosable = types.filter((x) => !x.archived || x.id === payment.expense_type);
  return (
    <section className={stack} aria-label={`Edit ${payment.title}`}>
      <PaymentFields form={form} submitLabel="Save payment" types={choosable} vendors={vendors} />
      <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.cancelled' })}>
        Cancel
      </button>
    </section>
  );
}
