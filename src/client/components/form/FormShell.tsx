import { type ReactNode, useEffect } from 'react';
import { FORM_MESSAGES } from '../../../shared/formMessages';
import { useAutosave } from '../../lib/useAutosave';
import { type FormRef, useFormState } from '../../lib/useForm';
import { button, formError as formErrorClass, row } from '../../styles/ui.css';
import * as css from './Form.css';

export const VALIDATE_ALL_EVENT = 'vowline:validate-inputs';

interface Props {
  form: FormRef;
  submitLabel: string;
  busyLabel?: string;
  /** Saves by itself once typing pauses: what it is doing shows instead of a submit button. */
  autosave?: boolean;
  children: ReactNode;
}

/** An autosaving form's word on its save, with "Retry" after a failure. */
function AutosaveNote({ form }: { form: FormRef }) {
  const { status, retry } = useAutosave(form);
  if (status === 'failed') {
    return (
      <span className={css.autosave}>
        Couldn’t save.{' '}
        <button className={button.quiet} type="button" onClick={retry}>
          Retry
        </button>
      </span>
    );
  }
  return (
    <span className={css.autosave} role="status">
      {status === 'saving' ? 'Saving…' : status === 'saved' ? 'Saved' : ''}
    </span>
  );
}

/** The form element, its non-field error and its submit button; submitting validates every input first. */
/** Someone saved first and changed what the user changed too: keep mine (over theirs, knowingly) or take theirs. */
function ConflictChoice({ form, by }: { form: FormRef; by: string | null }) {
  return (
    <div className={css.conflict} role="alert" data-testid="form-conflict">
      <p className={formErrorClass}>
        {FORM_MESSAGES.changedBy(by)} Their version is under each field you both changed; you may also merge by hand.
      </p>
      <div className={row}>
        <button className={button.primary} type="button" onClick={() => form.send({ type: 'conflict.keepMine' })}>
          Keep mine
        </button>
        <button className={button.secondary} type="button" onClick={() => form.send({ type: 'conflict.takeTheirs' })}>
          Take theirs
        </button>
      </div>
    </div>
  );
}

export function FormShell({ form, submitLabel, busyLabel, autosave = false, children }: Props) {
  const { submitting, formError, conflict } = useFormState(form);
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
      {conflict ? (
        <ConflictChoice form={form} by={conflict.by} />
      ) : autosave ? (
        <AutosaveNote form={form} />
      ) : (
        <button className={button.primary} type="submit" disabled={submitting}>
          {submitting ? (busyLabel ?? 'Please wait…') : submitLabel}
        </button>
      )}
    </form>
  );
}
