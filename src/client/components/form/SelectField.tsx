import { useSelector } from '@xstate/react';
import { useId } from 'react';
import * as css from './Form.css';
import type { FormRef } from './useForm';

interface Props {
  form: FormRef;
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A choice among fixed options, kept in the form's values like any input (spec section 5: select). */
export function SelectField({ form, name, label, options }: Props) {
  const id = useId();
  const value = useSelector(form, (s) => s.context.values[name] ?? '');
  const error = useSelector(form, (s) => s.context.errors[name]);
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={css.select}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => form.send({ type: 'field.changed', name, value: e.target.value })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
