import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { formMachine } from '../../../machines/formMachine';
import type { InputKind } from '../../shared/schemas';

export type FormRef = ReturnType<typeof useForm>;

/**
 * A form actor whose `submit` is the given call. The call is read through a ref, so a
 * re-render never restarts the actor and the latest closure is used on submit.
 */
export function useForm(
  fields: Record<string, InputKind>,
  submit: (values: Record<string, string>) => Promise<unknown>,
  values?: Record<string, string>,
) {
  const submitRef = useRef(submit);
  submitRef.current = submit;
  return useActorRef(
    formMachine.provide({
      actors: {
        submit: fromPromise<unknown, { values: Record<string, string> }>(({ input }) =>
          submitRef.current(input.values),
        ),
      },
    }),
    { input: { fields, values } },
  );
}

export function useFormState(form: FormRef) {
  const submitting = useSelector(form, (s) => s.matches('submitting'));
  const succeeded = useSelector(form, (s) => s.matches('succeeded'));
  const formError = useSelector(form, (s) => s.context.formError);
  return { submitting, succeeded, formError };
}
