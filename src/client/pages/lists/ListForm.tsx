import { useCreateListForm } from '../../areas/lists/lists';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import type { FormRef } from '../../lib/useForm';

export const PRIVACY_OPTIONS = [
  { value: 'public', label: 'Public: anyone signed in can see it' },
  { value: 'private', label: 'Private: only you' },
] as const;

/** The fields of a list, for a new one and for editing one. */
export function ListFields({ form }: { form: FormRef }) {
  return (
    <>
      <TextField form={form} name="name" label="List name" hint="Like “Bridesmaids” or “Family abroad”" />
      <TextField form={form} name="description" label="Description (optional)" />
      <SelectField form={form} name="privacy" label="Who can see it" options={PRIVACY_OPTIONS} />
    </>
  );
}

export function NewListForm({ privateByDefault = false }: { privateByDefault?: boolean }) {
  const form = useCreateListForm(privateByDefault);
  return (
    <FormShell form={form} submitLabel="Create list" busyLabel="Creating…">
      <ListFields form={form} />
    </FormShell>
  );
}
