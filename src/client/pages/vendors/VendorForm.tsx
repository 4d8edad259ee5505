import { VENDOR_CATEGORIES, VENDOR_STATUSES } from '../../../shared/vendors';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import type { FormRef } from '../../lib/useForm';
import { CurrencyField } from '../funds/Pickers';

export const CATEGORY_OPTIONS = VENDOR_CATEGORIES.map((c) => ({ value: c.id, label: c.name }));
export const STATUS_OPTIONS = VENDOR_STATUSES.map((s) => ({ value: s.id, label: s.name }));

/** The add and edit form of a vendor on the wedding's list. */
export function VendorForm({ form, submitLabel }: { form: FormRef; submitLabel: string }) {
  return (
    <FormShell form={form} submitLabel={submitLabel} busyLabel="Saving…">
      <TextField form={form} name="name" label="Name" autoFocus />
      <SelectField form={form} name="category" label="Category" options={CATEGORY_OPTIONS} />
      <SelectField form={form} name="status" label="Status" options={STATUS_OPTIONS} />
      <TextField form={form} name="contact_person" label="Contact person" />
      <TextField form={form} name="phone" label="Phone" />
      <TextField form={form} name="email" label="Email" type="email" />
      <TextField form={form} name="website" label="Website" />
      <CurrencyField form={form} name="currency" label="Currency" />
      <TextField form={form} name="quoted_price" label="Quoted price" />
      <TextField form={form} name="deposit_amount" label="Deposit" />
      <TextField form={form} name="deposit_due" label="Deposit due" type="date" />
      <TextField form={form} name="amount_paid" label="Paid so far" />
      <TextAreaField form={form} name="notes" label="Notes" />
    </FormShell>
  );
}
