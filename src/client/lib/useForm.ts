import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { formMachine } from '../../../machines/formMachine';
import type { InputKind } from '../../shared/schemas';

export type FormRef = ReturnType<typeof useForm>;

/**
 * A form actor whose `submit` is the given call. The call is read through a ref, so a
 * re-render never restarts the actor and the latest closure is used on submit. While it is mounted, leaving the page
 * with unsaved changes asks first (lib/leaveGuard.ts).
 */
export function useForm(
  fields: Record<string, InputKind>,
  submit: (values: Record<string, string>) => Promise<unknown>,
  values?: Record<string, string>,
  /** `guard: false` for a form whose typing is no work to lose (signing in, asking for a reset link). */
  { guard = true }: { guard?: boolean } = {},
) {
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const form = useActorRef(
    formMachine.provide({
      actions: { leave: (_, { to }) => navigate(to) },
      actors: {
        submit: fromPromise<unknown, { values: Record<string, string> }>(({ input }) =>
          submitRef.current(input.values),
        ),
      },
    }),
    { input: { fields, values } },
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
  return form;
}

export function useFormState(form: FormRef) {
  const submitting = useSelector(form, (s) => s.matches('submitting'));
  const succeeded = useSelector(form, (s) => s.matches('succeeded'));
  const formError = useSelector(form, (s) => s.context.formError);
  return { submitting, succeeded, formError };
}
