import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { formMachine } from '../../../machines/formMachine';
import type { InputKind } from '../../shared/schemas';
import { useSessionUser } from '../app/AppContext';

export type FormRef = ReturnType<typeof useForm>;

/**
 * A form actor whose `submit` is the given call. The call is read through a ref, so a
 * re-render never restarts the actor and the latest closure is used on submit. While it is mounted, leaving the page
 * with unsaved changes asks first (lib/leaveGuard.ts).
 */
export function useForm(
  fields: Record<string, InputKind>,
  /** Saves the values; `version` is the item's version they come from, for If-Match (issue 31). */
  submit: (values: Record<string, string>, version: number | null) => Promise<unknown>,
  values?: Record<string, string>,
  {
    guard = true,
    version = null,
    draft,
  }: {
    /** `false` for a form whose typing is no work to lose (signing in, asking for a reset link). */
    guard?: boolean;
    /** The version of the item the values come from; a save refused as stale is merged or shown (formMachine). */
    version?: number | null;
    /** For a long form: the item it edits (`website:<id>`), under which a draft is kept on the device (formDraft.ts). */
    draft?: string;
  } = {},
) {
  const user = useSessionUser()?.id ?? 'anonymous';
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const form = useActorRef(
    formMachine.provide({
      actions: { leave: (_, { to }) => navigate(to) },
      actors: {
        submit: fromPromise<unknown, { values: Record<string, string>; version: number | null }>(({ input }) =>
          submitRef.current(input.values, input.version),
        ),
      },
    }),
    { input: { fields, values, version } },
  );
  // The guard loads with the first guarded form, so the sign-in pages carry none of it.
  useEffect(() => {
    if (!guard) return;
    let release: (() => void) | undefined;
    let gone = false;
    void import('./leaveGuard').then(({ guardLeaving }) => {
      if (!gone) release = guardLeaving(form);
    });
    return () => {
      gone = true;
      release?.();
    };
  }, [form, guard]);
  const draftKey = draft ? `${user}:${draft}` : null;
  useEffect(() => {
    if (!draftKey) return;
    let release: (() => void) | undefined;
    let gone = false;
    void import('./formDraft').then(({ keepDraft }) => {
      if (!gone) release = keepDraft(form, draftKey);
    });
    return () => {
      gone = true;
      release?.();
    };
  }, [form, draftKey]);
  return form;
}

export function useFormState(form: FormRef) {
  const submitting = useSelector(form, (s) => s.matches('submitting'));
  const succeeded = useSelector(form, (s) => s.matches('succeeded'));
  const formError = useSelector(form, (s) => s.context.formError);
  const conflict = useSelector(form, (s) => (s.matches('conflicted') ? s.context.conflict : null));
  const draftAt = useSelector(form, (s) => s.context.draft?.at ?? null);
  const changedAt = useSelector(form, (s) => (s.matches('editing') ? s.context.changedAt : null));
  return { submitting, succeeded, formError, conflict, draftAt, changedAt };
}
