import type { FormRef } from '../../lib/useForm';
import { Select } from '../controls/Select';
import { Field, useFieldControl } from './Field';

interface Props {
  form: FormRef;
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A choice among fixed options, kept in the form's values like any input (spec section 5: select). */
export function SelectField({ form, name, label, options }: Props) {
  const { id, error, theirs, control } = useFieldControl(form, name);
  return (
    <Field id={id} label={label} error={error} theirs={theirs}>
      <Select {...control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
