import { useSelector } from '@xstate/react';
import { useId } from 'react';
import * as css from './Form.css';
import type { FormRef } from './useForm';

interface Props {
  form: FormRef;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
}

/** A validated input: every key press is checked and the first error shows under it. */
export function TextField({ form, name, label, type = 'text', autoComplete, autoFocus }: Props) {
  const id = useId();
  const value = useSelector(form, (s) => s.context.values[name] ?? '');
  const error = useSelector(form, (s) => s.context.errors[name]);
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={css.input}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
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
