import type { FormRef } from '../../lib/useForm';
import { Field, useFieldControl } from './Field';
import * as css from './Form.css';

interface Props {
  form: FormRef;
  name: string;
  label: string;
  rows?: number;
}

/** Longer text (spec section 5: textarea), checked on every key press like any input. */
export function TextAreaField({ form, name, label, rows = 3 }: Props) {
  const { id, error, theirs, control } = useFieldControl(form, name);
  return (
    <Field id={id} label={label} error={error} theirs={theirs}>
      <textarea {...control} className={css.input} rows={rows} />
    </Field>
  );
}
