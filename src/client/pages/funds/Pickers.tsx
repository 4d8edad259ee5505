import type { Currency } from '../../../shared/fundsTypes';
import { useCurrencies } from '../../areas/funds/funds';
import { useWeddingVendors } from '../../areas/vendors/vendors';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import type { FormRef } from '../../lib/useForm';

const label = (c: Currency) => `${c.code} · ${c.name}`;

/**
 * A currency chosen from the reference list, not typed: the server still checks the code, and an amount is then
 * checked against that currency's own number of decimals. Until the list arrives (or if it cannot), the code is typed.
 */
export function CurrencyField({ form, name, label: fieldLabel }: { form: FormRef; name: string; label: string }) {
  const currencies = useCurrencies();
  if (currencies.status !== 'ready') return <TextField form={form} name={name} label={fieldLabel} />;
  return (
    <SelectField
      form={form}
      name={name}
      label={fieldLabel}
      options={currencies.data.results.map((c) => ({ value: c.code, label: label(c) }))}
    />
  );
}

/** One of the wedding's vendors (its Vendors list), or none. */
export function VendorField({
  form,
  vendors,
}: {
  form: FormRef;
  vendors: ReadonlyArray<{ id: string; name: string }>;
}) {
  return (
    <SelectField
      form={form}
      name="vendor"
      label="Vendor"
      options={[{ value: '', label: 'None' }, ...vendors.map((v) => ({ value: v.id, label: v.name }))]}
    />
  );
}

/** The wedding's vendors by id, for the forms' picker and the lists' names; empty until they arrive. */
export function useVendorNames(wedding: string) {
  const vendors = useWeddingVendors(wedding);
  const list = vendors.status === 'ready' ? vendors.data.map((v) => ({ id: v.id, name: v.name })) : [];
  return { list, names: new Map(list.map((v) => [v.id, v.name])) };
}
