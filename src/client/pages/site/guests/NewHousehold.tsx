import { forGuestForm, GUEST_FIELDS, guestInput, guestValues } from '../../../areas/guests/guestForms';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../lib/useForm';
import { GuestFields } from './GuestFields';
import type { GuestList } from './HouseholdCard';

/** A new household with its first guest; more guests are added on its card. */
export function NewHousehold({ list, partners, onDone }: { list: GuestList; partners: string[]; onDone(): void }) {
  const form = useForm(
    { household: 'text', ...GUEST_FIELDS },
    async ({ household, ...values }) => {
      await list.create({ name: household ?? '', guests: [guestInput(values)] }).catch((e: unknown) => {
        // The household's own name is `name` on the server and `household` here; the guest's fields keep theirs.
        const mapped = forGuestForm(e, 0) as { problem?: { errors?: Record<string, string[]> } };
        const name = (e as { problem?: { errors?: Record<string, string[]> } }).problem?.errors?.name;
        if (name && mapped.problem?.errors) mapped.problem.errors = { ...mapped.problem.errors, household: name };
        throw mapped;
      });
      onDone();
    },
    { household: '', ...guestValues() },
  );
  return (
    <GuestFields
      form={form}
      submitLabel="Add household"
      partners={partners}
      extra={<TextField form={form} name="household" label="Household name" />}
    />
  );
}
