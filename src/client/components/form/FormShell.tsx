import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useAutosave } from '../../lib/useAutosave';
import { type FormRef, useFormState } from '../../lib/useForm';
import { button, formError as formErrorClass } from '../../styles/ui.css';
import * as css from './Form.css';

export const VALIDATE_ALL_EVENT = 'vowline:validate-inputs';

// Shown only after a conflicting save or with a draft on the device: loaded then, so the sign-in pages carry neither.
const ConflictChoice = lazy(() => import('./FormChoices').then((m) => ({ default: m.ConflictChoice })));
const DraftOffer = lazy(() => import('./FormChoices').then((m) => ({ default: m.DraftOffer })));
const ChangedNote = lazy(() => import('./FormChoices').then((m) => ({ default: m.ChangedNote })));

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
export function FormShell({ form, submitLabel, busyLabel, autosave = false, children }: Props) {
  const { submitting, formError, conflict, draftAt, changedAt } = useFormState(form);
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
      {changedAt !== null ? (
        <Suspense fallback={null}>
          <ChangedNote at={changedAt} />
        </Suspense>
      ) : null}
      {draftAt !== null ? (
        <Suspense fallback={null}>
          <DraftOffer form={form} at={draftAt} />
        </Suspense>
      ) : null}
      {formError ? (
        <p className={formErrorClass} role="alert">
          {formError}
        </p>
      ) : null}
      {children}
      {conflict ? (
        <Suspense fallback={null}>
          <ConflictChoice form={form} by={conflict.by} />
        </Suspense>
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
