import { type ReactNode, useEffect } from 'react';
import { type FormRef, useFormState } from '../../lib/useForm';
import { button, formError as formErrorClass } from '../../styles/ui.css';
import * as css from './Form.css';

export const VALIDATE_ALL_EVENT = 'vowline:validate-inputs';

interface Props {
  form: FormRef;
  submitLabel: string;
  busyLabel?: string;
  children: ReactNode;
}

/** The form element, its non-field error and its submit button; submitting validates every input first. */
export function FormShell({ form, submitLabel, busyLabel, children }: Props) {
  const { submitting, formError } = useFormState(form);
  // The spec's global event: anything may ask every mounted form to check all its inputs.
  useEffect(() => {
    const validateAll = () => form.send({ type: 'form.validateAll' });
    window.addEventListener(VALIDATE_ALL_EVENT, validateAll);
    return () => window.removeEventListener(VALIDATE_ALL_EVENT, validateAll);
  }, [form]);
  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.send({ type: 'form.submitted' });
      }}
    >
      {formError ? (
        <p className={formErrorClass} role="alert">
          {formError}
        </p>
      ) : null}
      {children}
      <button className={button.primary} type="submit" disabled={submitting}>
        {submitting ? (busyLabel ?? 'Please wait…') : submitLabel}
      </button>
    </form>
  );
}
