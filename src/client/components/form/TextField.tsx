import { useSelector } from '@xstate/react';
import { type ReactNode, useId } from 'react';
import * as css from './Form.css';
import type { FormRef } from './useForm';

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
        aria-describedby={[error ? `${id}-error` : '', hint ? `${id}-hint` : ''].join(' ').trim() || undefined}
        onChange={(e) => {
          form.send({ type: 'field.changed', name, value: e.target.value });
          onValueChange?.(e.target.value);
        }}
      />
      {hint ? (
        <div id={`${id}-hint`} className={css.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
