import { useSelector } from '@xstate/react';
import { useId } from 'react';
import * as css from './Form.css';
import type { FormRef } from './useForm';

interface Props {
  form: FormRef;
  name: string;
  label: string;
  rows?: number;
}

/** Longer text (spec section 5: textarea), checked on every key press like any input. */
export function TextAreaField({ form, name, label, rows = 3 }: Props) {
  const id = useId();
  const value = useSelector(form, (s) => s.context.values[name] ?? '');
  const error = useSelector(form, (s) => s.context.errors[name]);
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={css.input}
        name={name}
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => form.send({ type: 'field.changed', name, value: e.target.value })}
      />
      {error ? (
        <p id={`${id}-error`} className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
