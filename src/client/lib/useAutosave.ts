import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { formUnsaved } from '../../../machines/formMachine';
import type { FormRef } from './useForm';

/** How long typing must pause before a form that saves by itself does. */
export const AUTOSAVE_PAUSE_MS = 800;

export type AutosaveStatus = 'saving' | 'saved' | 'failed' | null;

/**
 * A form that saves by itself once typing pauses (a budget's rows: no Save button to forget, issue 31). The form
 * machine does the saving, so a value it finds invalid shows its message and sends nothing, and a failure stays
 * until the next keystroke or `retry`. Says what it is doing: saving, saved, or failed.
 */
export function useAutosave(form: FormRef, pauseMs = AUTOSAVE_PAUSE_MS) {
  const values = useSelector(form, (s) => s.context.values);
  const unsaved = useSelector(form, formUnsaved);
  const failed = useSelector(form, (s) => s.matches('editing') && s.context.formError !== null);
  // Each keystroke (a new `values`) starts the pause again; a failed save waits for the user.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `values` is what restarts the pause.
  useEffect(() => {
    if (!unsaved || failed) return;
    const timer = setTimeout(() => form.send({ type: 'form.submitted' }), pauseMs);
    return () => clearTimeout(timer);
  }, [form, values, unsaved, failed, pauseMs]);
  const status = useSelector(
    form,
    (s): AutosaveStatus => (s.matches('submitting') ? 'saving' : s.matches('succeeded') ? 'saved' : null),
  );
  return { status: failed ? 'failed' : status, retry: () => form.send({ type: 'form.submitted' }) };
}
