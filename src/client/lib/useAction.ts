import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { actionBusy, actionError, actionMachine } from '../../../machines/actionMachine';
import { useCallToasts } from './callToasts';

/**
 * One button's (or one list's buttons') call as an action actor: `run` is the call, `succeeded` what its answer changes. Both are read
 * through a ref, so a re-render never restarts the actor and the latest closures are used. A failure is one toast, or,
 * with `{ inline: true }`, the `error` the view shows in place (a form's own message).
 */
export function useAction<TInput, TOutput>(
  run: (input: TInput) => Promise<TOutput>,
  succeeded: (output: TOutput, input: TInput) => void,
  options: { inline?: boolean } = {},
) {
  const latest = useRef({ run, succeeded });
  latest.current = { run, succeeded };
  const toasts = useCallToasts();
  const actor = useActorRef(
    actionMachine.provide({
      actions: {
        succeeded: (_, { output, input }) => latest.current.succeeded(output as TOutput, input as TInput),
        notifyFailed: (_, { error }) => (options.inline ? undefined : toasts.failed(error)),
      },
      actors: { run: fromPromise<unknown, unknown>(({ input }) => latest.current.run(input as TInput)) },
    }),
  );
  const busy = useSelector(actor, actionBusy);
  // What the running call was asked with, so a list can show which of its rows waits.
  const pending = useSelector(actor, (s) => (actionBusy(s) ? (s.context.input as TInput) : undefined));
  const error = useSelector(actor, actionError);
  return { busy, pending, error, request: (input: TInput) => actor.send({ type: 'action.requested', input }) };
}
