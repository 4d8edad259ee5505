import { and, assign, type SnapshotFrom, setup, stateIn } from 'xstate';
import { missingActor } from './notProvided';

export interface OptimisticToggleInput {
  /** What the server says now. */
  on: boolean;
}

export interface OptimisticToggleContext {
  /** What the server last said. */
  confirmed: boolean;
}

export type OptimisticToggleEvent =
  /** Each click asks for the opposite of what it shows. */
  | { type: 'toggle.clicked' }
  /** The server's word from elsewhere (a socket event, a reload); it only counts while nothing is in flight. */
  | { type: 'toggle.synced'; on: boolean };

/**
 * An on/off the user sets (a task done, and later a like), optimistic: it shows the intent at once. One request is
 * in flight at a time; clicks meanwhile only change the intent, and when the request returns, the latest intent is
 * sent if it differs from what the server now says. A failure shows the server's value again, with one toast unless
 * the user had already undone the click. `save` takes the wanted value and answers the server's.
 */
export const optimisticToggleMachine = setup({
  types: {
    context: {} as OptimisticToggleContext,
    events: {} as OptimisticToggleEvent,
    input: {} as OptimisticToggleInput,
  },
  actions: {
    storeConfirmed: assign((_, params: { on: boolean }) => ({ confirmed: params.on })),
    notifyFailed: (_, _params: { error: unknown }) => {
      throw new Error('notifyFailed not provided');
    },
  },
  guards: {
    'click was undone': stateIn({ saving: 'undone' }),
    // Undone, the intent is what the server had before this request: still to be sent if the answer moved off it.
    // (Read from the request's done event, which the machine's own event type does not name.)
    'the answer is not the intent': ({ context, event }) =>
      (event as { output?: unknown }).output !== context.confirmed,
  },
  actors: {
    save: missingActor<boolean, { on: boolean }>('save'),
  },
}).createMachine({
  id: 'optimisticToggle',
  context: ({ input }) => ({ confirmed: input.on }),
  initial: 'settled',
  states: {
    settled: {
      on: {
        'toggle.clicked': 'saving',
        'toggle.synced': { actions: { type: 'storeConfirmed', params: ({ event }) => ({ on: event.on }) } },
      },
    },
    saving: {
      initial: 'wanted',
      states: {
        wanted: { on: { 'toggle.clicked': 'undone' } },
        undone: { on: { 'toggle.clicked': 'wanted' } },
      },
      invoke: {
        src: 'save',
        input: ({ context }) => ({ on: !context.confirmed }),
        onDone: [
          // Undone meanwhile: the user wants the value from before; a fresh request (`wanted`) sends it.
          {
            guard: and(['click was undone', 'the answer is not the intent']),
            target: 'saving',
            reenter: true,
            actions: { type: 'storeConfirmed', params: ({ event }) => ({ on: event.output }) },
          },
          { target: 'settled', actions: { type: 'storeConfirmed', params: ({ event }) => ({ on: event.output }) } },
        ],
        onError: [
          { guard: 'click was undone', target: 'settled' },
          { target: 'settled', actions: { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
  },
});

export type OptimisticToggleSnapshot = SnapshotFrom<typeof optimisticToggleMachine>;

/** What the toggle shows: the intent while a request is out, else what the server said. */
export function toggleShown(snapshot: OptimisticToggleSnapshot): boolean {
  const { confirmed } = snapshot.context;
  if (snapshot.matches({ saving: 'wanted' })) return !confirmed;
  return confirmed;
}
