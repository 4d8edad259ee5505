import type { ReactNode } from 'react';
import type { FormRef } from '../../lib/useForm';
import { Field, useFieldControl } from './Field';
import * as css from './Form.css';

interface Props {
  form: FormRef;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'date' | 'time';
  autoComplete?: string;
  autoFocus?: boolean;
  /** Shown under the input, such as a live availability check. */
  hint?: ReactNode;
  /** Also told of every change, for a check that runs beside the form's own validation. */
  onValueChange?: (value: string) => void;
}

/** A validated input: every key press is checked and the first error shows under it. */
export function TextField({ form, name, label, type = 'text', autoComplete, autoFocus, hint, onValueChange }: Props) {
  const { id, error, theirs, control } = useFieldControl(form, name, { hint: Boolean(hint), onValueChange });
  return (
    <Field id={id} label={label} error={error} theirs={theirs} hint={hint}>
      <input {...control} className={css.input} type={type} autoComplete={autoComplete} autoFocus={autoFocus} />
    </Field>
  );
}
