import { assign, type SnapshotFrom, setup } from 'xstate';
import { missingActor } from './notProvided';

export interface ActionContext {
  /** What the running (or last) call was asked with. */
  input: unknown;
  /** Why the last call failed, until the next one is asked: for a view that shows it in place instead of a toast. */
  error: unknown;
}

export type ActionEvent =
  /** A button's one call, with what it needs (an invitation answered yes or no, a template to apply). */
  { type: 'action.requested'; input: unknown };

/**
 * One button's call to the server (resend an invitation, answer a follow request or an invitation, apply a
 * template): busy while it runs, so it cannot be sent twice, then `succeeded` with the answer, or one failure toast
 * (`notifyFailed`). A click while busy is dropped.
 */
export const actionMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: { context: {} as ActionContext, events: {} as ActionEvent },
  actions: {
    storeInput: assign((_, params: { input: unknown }) => ({ input: params.input, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    succeeded: (_, _params: { output: unknown; input: unknown }) => {
      throw new Error('succeeded not provided');
    },
    notifyFailed: (_, _params: { error: unknown }) => {
      throw new Error('notifyFailed not provided');
    },
  },
  actors: {
    run: missingActor<unknown, unknown>('run'),
  },
}).createMachine({
  id: 'action',
  context: { input: undefined, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'action.requested': {
          target: 'running',
          actions: { type: 'storeInput', params: ({ event }) => ({ input: event.input }) },
        },
      },
    },
    running: {
      invoke: {
        src: 'run',
        input: ({ context }: { context: ActionContext }) => context.input,
        onDone: {
          target: 'idle',
          actions: {
            type: 'succeeded',
            params: ({ context, event }) => ({ output: event.output, input: context.input }),
          },
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});

export type ActionSnapshot = SnapshotFrom<typeof actionMachine>;

/** The button waits while its call runs. */
export const actionBusy = (snapshot: ActionSnapshot) => snapshot.matches('running');

/** Why the last call failed, while no other has been asked; null otherwise. */
export const actionError = (snapshot: ActionSnapshot): unknown => snapshot.context.error;
