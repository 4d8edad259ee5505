import { useMemo, useRef } from 'react';
import { createActor, fromPromise } from 'xstate';
import { actionBusy, actionMachine } from '../../../machines/actionMachine';
import { useCallToasts } from './callToasts';

/**
 * A change that may be asked for many items side by side (a board's status boxes and assignee pickers, "Put in time
 * order"): each request runs as its own action actor (machines/actionMachine.ts), stopped once it settles, so one
 * item's call never waits on, or drops, another's. `succeeded` puts the answer where the views read it; a failure is
 * one toast with its own message. `said`, when given, is the toast a success shows.
 */
export function useCommand<TInput, TOutput>(
  run: (input: TInput) => Promise<TOutput>,
  succeeded: (output: TOutput, input: TInput) => void,
  said?: (input: TInput) => string | undefined,
): (input: TInput) => void {
  const latest = useRef({ run, succeeded, said });
  latest.current = { run, succeeded, said };
  const toasts = useCallToasts();
  const toastsRef = useRef(toasts);
  toastsRef.current = toasts;
  return useMemo(() => {
    const machine = actionMachine.provide({
      actions: {
        succeeded: (_, { output, input }) => {
          latest.current.succeeded(output as TOutput, input as TInput);
          const message = latest.current.said?.(input as TInput);
          if (message) toastsRef.current.succeeded(message);
        },
        notifyFailed: (_, { error }) => toastsRef.current.failed(error),
      },
      actors: { run: fromPromise<unknown, unknown>(({ input }) => latest.current.run(input as TInput)) },
    });
    return (input: TInput) => {
      const actor = createActor(machine).start();
      actor.send({ type: 'action.requested', input });
      // Running now; its answer comes later, and settles it.
      actor.subscribe((snapshot) => {
        if (!actionBusy(snapshot)) actor.stop();
      });
    };
  }, []);
}
