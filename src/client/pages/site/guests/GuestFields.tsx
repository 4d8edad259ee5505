import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormShell } from '../../../components/form/FormShell';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import type { FormRef } from '../../../lib/useForm';
import { row } from '../../../styles/ui.css';

/** Whose side a guest is on, named after the couple where the wedding has them. */
export function sideOptions(partners: string[]) {
  return [
    { value: 'both', label: 'Both' },
    { value: 'partner1', label: partners[0] ? `${partners[0]}’s side` : 'Partner 1’s side' },
    { value: 'partner2', label: partners[1] ? `${partners[1]}’s side` : 'Partner 2’s side' },
  ];
}

/** One guest's fields, for a new guest and an edited one alike; `extra` goes first (a new household's name). */
export function GuestFields({
  form,
  submitLabel,
  partners,
  extra,
}: {
  form: FormRef;
  submitLabel: string;
  partners: string[];
  extra?: React.ReactNode;
}) {
  return (
    <FormShell form={form} submitLabel={submitLabel} busyLabel="Saving…">
      {extra}
      <TextField form={form} name="name" label="Guest name" />
      <div className={row}>
        <TextField form={form} name="email" label="Email" type="email" />
        <TextField form={form} name="phone" label="Phone" />
      </div>
      <div className={row}>
        <SelectField form={form} name="side" label="Side" options={sideOptions(partners)} />
        <TextField form={form} name="table" label="Table" />
      </div>
      <TextField form={form} name="tags" label="Tags (separated by commas)" />
      <div className={row}>
        <CheckboxField form={form} name="plus_one_allowed" label="May bring a plus-one" />
        <CheckboxField form={form} name="child" label="Child" />
      </div>
    </FormShell>
  );
}
