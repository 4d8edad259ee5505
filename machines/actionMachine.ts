import { assign, type SnapshotFrom, setup } from 'xstate';
import { missingActor } from './notProvided';

export interface ActionContext {
  /** What the running (or last) call was asked with. */
  input: unknown;
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
    storeInput: assign((_, params: { input: unknown }) => ({ input: params.input })),
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
  // Stryker disable next-line ObjectLiteral: `{}` reads `input` as undefined too; it is set before the first call
  context: { input: undefined },
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
        onError: { target: 'idle', actions: { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type ActionSnapshot = SnapshotFrom<typeof actionMachine>;

/** The button waits while its call runs. */
export const actionBusy = (snapshot: ActionSnapshot) => snapshot.matches('running');
