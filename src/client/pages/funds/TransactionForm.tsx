import { fundsTexts as t } from '../../../shared/fundsText';
import type { MoneyAccount, Transaction } from '../../../shared/fundsTypes';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import type { FormRef } from '../../lib/useForm';
import { decimal } from './money';
import { VendorField } from './Pickers';

export const TRANSACTION_FIELDS = {
  direction: 'text',
  amount: 'text',
  money_account: 'text',
  expense_type: 'optional',
  vendor: 'optional',
  date: 'text',
  note: 'optional',
} as const;

/** The body of a transaction write from the form's values; the server checks the amount against the currency. */
export const transactionBody = (v: Record<string, string>) => ({
  direction: v.direction === 'in' ? ('in' as const) : ('out' as const),
  amount: v.amount ?? '',
  money_account: v.money_account ?? '',
  expense_type: v.expense_type || null,
  vendor: v.vendor || null,
  date: v.date ?? '',
  note: v.note ?? '',
});

/** A transaction as its edit form's values: what a save someone else's got ahead of is merged with. */
export const transactionValues = (tx: Transaction) => ({
  direction: tx.direction,
  amount: decimal(tx.amount_minor, tx.currency),
  money_account: tx.money_account,
  expense_type: tx.expense_type ?? '',
  vendor: tx.vendor ?? '',
  date: tx.date,
  note: tx.note,
});

interface Props {
  form: FormRef;
  submitLabel: string;
  accounts: MoneyAccount[];
  types: { id: string; name: string; archived: boolean }[];
  vendors: { id: string; name: string }[];
}

export function TransactionFields({ form, submitLabel, accounts, types, vendors }: Props) {
  return (
    <FormShell form={form} submitLabel={submitLabel} busyLabel="Saving…">
      <SelectField
        form={form}
        name="direction"
        label="In or out"
        options={[
          { value: 'out', label: t.moneyOut },
          { value: 'in', label: t.moneyIn },
        ]}
      />
      <TextField form={form} name="amount" label="Amount" hint="In the account’s currency, like 1250.50" />
      <SelectField
        form={form}
        name="money_account"
        label="Account"
        options={accounts.filter((a) => !a.archived).map((a) => ({ value: a.id, label: `${a.name} (${a.currency})` }))}
      />
      <SelectField
        form={form}
        name="expense_type"
        label="Expense type"
        options={[
          { value: '', label: 'None' },
          ...types.filter((x) => !x.archived).map((x) => ({ value: x.id, label: x.name })),
        ]}
      />
      <VendorField form={form} vendors={vendors} />
      <TextField form={form} name="date" label="Date" type="date" />
      <TextAreaField form={form} name="note" label="Note" rows={2} />
    </FormShell>
  );
}
