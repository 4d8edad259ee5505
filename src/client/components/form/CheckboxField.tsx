import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { FormRef } from '../../lib/useForm';
import * as css from './Form.css';

/** A yes/no choice kept in the form's values as 'true' or '' like any other input, with its first error below. */
export function CheckboxField({ form, name, label }: { form: FormRef; name: string; label: string }) {
  const id = useId();
  const checked = useSelector(form, (s) => s.context.values[name] === 'true');
  const error = useSelector(form, (s) => s.context.errors[name]);
  return (
    <div className={css.field}>
      <label className={css.checkbox} htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => form.send({ type: 'field.changed', name, value: e.target.checked ? 'true' : '' })}
        />
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
