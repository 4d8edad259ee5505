import { assign, type SnapshotFrom, setup } from 'xstate';
import type { ReceivedInvite, Wedding } from '../src/shared/weddings';
import { missingActor } from './notProvided';

/** What the signed-in user's lists are made of: their weddings and the invitations waiting for their answer. */
export interface MyWeddingsLists {
  weddings: Wedding[];
  invites: ReceivedInvite[];
}

export interface MyWeddingsContext {
  /** Whose lists these are; another user's are never shown, whatever the tab saw before. */
  userId: string | null;
  weddings: Wedding[] | null;
  invites: ReceivedInvite[] | null;
}

export type MyWeddingsEvent =
  /** The session's user, whenever the session changes: a new user starts from empty lists. */
  | { type: 'user.changed'; userId: string | null }
  /** A view that shows the lists is on screen: they are fetched once per user. */
  | { type: 'weddings.needed' }
  /** The user changed something the lists show (a wedding set up, an invitation answered): fetched again. */
  | { type: 'weddings.refresh' };

/**
 * The signed-in user's weddings and pending invitations (the profile menu's cover, /weddings, the wedding selector,
 * the invitations dialog). Fetched the first time a view needs them, and again on `weddings.refresh`. A refresh while
 * a fetch is out starts a new one and drops the old, so the newest request wins. A failure is not retried on its own:
 * the lists stay as they were until the next refresh.
 */
export const myWeddingsMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: { context: {} as MyWeddingsContext, events: {} as MyWeddingsEvent },
  actions: {
    startUser: assign((_, params: { userId: string | null }) => ({
      userId: params.userId,
      weddings: null,
      invites: null,
    })),
    storeLists: assign((_, params: MyWeddingsLists) => ({ weddings: params.weddings, invites: params.invites })),
  },
  guards: {
    'is another user': ({ context, event }) => event.type === 'user.changed' && event.userId !== context.userId,
    'is signed out': ({ event }) => event.type === 'user.changed' && event.userId === null,
  },
  actors: {
    fetchMyWeddings: missingActor<MyWeddingsLists, { userId: string }>('fetchMyWeddings'),
  },
}).createMachine({
  id: 'myWeddings',
  context: { userId: null, weddings: null, invites: null },
  initial: 'signedOut',
  on: {
    'user.changed': [
      {
        guard: 'is signed out',
        target: '.signedOut',
        actions: { type: 'startUser', params: { userId: null } },
      },
      {
        guard: 'is another user',
        target: '.unfetched',
        actions: { type: 'startUser', params: ({ event }) => ({ userId: event.userId }) },
      },
    ],
  },
  states: {
    signedOut: {},
    unfetched: {
      on: { 'weddings.needed': 'fetching', 'weddings.refresh': 'fetching' },
    },
    fetching: {
      invoke: {
        src: 'fetchMyWeddings',
        input: ({ context }) => ({ userId: context.userId! }),
        onDone: { target: 'ready', actions: { type: 'storeLists', params: ({ event }) => event.output } },
        onError: 'failed',
      },
      // Re-entering stops the fetch out: only the newest answer is kept.
      on: { 'weddings.refresh': { target: 'fetching', reenter: true } },
    },
    ready: {
      on: { 'weddings.refresh': 'fetching' },
    },
    failed: {
      on: { 'weddings.refresh': 'fetching' },
    },
  },
});

export type MyWeddingsSnapshot = SnapshotFrom<typeof myWeddingsMachine>;

/** The lists of `userId`, or null while they are not known (not fetched yet, or another user's). */
export function listsOf(snapshot: MyWeddingsSnapshot, userId: string | null) {
  const { context } = snapshot;
  const mine =
    context.userId === userId &&
    // Stryker disable next-line ConditionalExpression: no user (null) matches only when signed out, where both lists are null
    userId !== null;
  return { weddings: mine ? context.weddings : null, invites: mine ? context.invites : null };
}

/** Whether a view showing the lists should ask for them: nothing was fetched for this user yet. */
export const needsFetch = (snapshot: MyWeddingsSnapshot) => snapshot.matches('unfetched');
