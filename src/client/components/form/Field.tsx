import { useSelector } from '@xstate/react';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import type { FormRef } from '../../lib/useForm';
import * as css from './Form.css';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * One input of a form actor: its value, its first error, and the props that wire a control to them
 * (every change is sent, so every key press is checked).
 */
export function useFieldControl(
  form: FormRef,
  name: string,
  opts: { hint?: boolean; onValueChange?: (v: string) => void } = {},
) {
  const id = useId();
  const value = useSelector(form, (s) => s.context.values[name] ?? '');
  const error = useSelector(form, (s) => s.context.errors[name]);
  // After a conflicting save (issue 31): the other person's value of a field both changed.
  const theirs = useSelector(form, (s) =>
    s.matches('conflicted') && s.context.conflict?.fields.includes(name) ? s.context.conflict.theirs[name] : undefined,
  );
  const describedBy =
    [error ? `${id}-error` : '', opts.hint ? `${id}-hint` : '', theirs !== undefined ? `${id}-theirs` : '']
      .join(' ')
      .trim() || undefined;
  return {
    id,
    error,
    theirs,
    control: {
      id,
      name,
      value,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      onChange: (e: ChangeEvent<Control>) => {
        form.send({ type: 'field.changed', name, value: e.target.value });
        opts.onValueChange?.(e.target.value);
      },
    },
  };
}

/** The label above a control, and its hint and first error below it. */
export function Field({
  id,
  label,
  error,
  hint,
  theirs,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  /** The other person's value, while a conflict shows both. */
  theirs?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className={css.hint}>
          {hint}
        </div>
      ) : null}
      {theirs !== undefined ? (
        <p id={`${id}-theirs`} className={css.theirs} data-testid="their-version">
          Their version: {theirs === '' ? <em>empty</em> : `“${theirs}”`}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
