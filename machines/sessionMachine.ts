import { assign, raise, setup } from 'xstate';
import type { User } from '../src/shared/types';
import { missingAction, missingActor } from './notProvided';

export interface SessionInput {
  token: string | null;
  user: User | null;
}

export interface SessionContext {
  token: string | null;
  user: User | null;
  /** The token being revoked while signing out. It is never sent as the authorization header. */
  revoking: string | null;
  /**
   * The counts set since the last profile check began. The socket and the pages' answers are at least as new as that
   * check's answer (a notification asks for one, and a read can clear the count while it is out), so the answer leaves
   * these alone rather than bring back a count already cleared.
   */
  heard: (keyof UnreadCounts)[];
}

/** The signed-in user's unread counts; a count left out stays as it is. */
export interface UnreadCounts {
  messages?: number;
  notifications?: number;
}

export type SessionEvent =
  | { type: 'login.succeeded'; token: string; user: User }
  | { type: 'user.updated'; user: User }
  | ({ type: 'unread.changed' } & UnreadCounts)
  | { type: 'profile.refresh' }
  | { type: 'logout.requested' }
  | { type: 'session.expired' };

/** `user` with the unread counts the session holds: only `unread.changed` changes those. */
const keepingCounts = (user: User, current: User | null): User => ({
  ...user,
  unread_messages_count: current?.unread_messages_count ?? 0,
  unread_notifications_count: current?.unread_notifications_count ?? 0,
});

// Logged in means a token exists (spec section 4). Only a real 401 (`session.expired`) logs out:
// a failed profile check keeps the session, because a network error is transient.
export const sessionMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    storeSession: assign(({ context }, params: { token: string; user: User }) => ({
      token: params.token,
      user: keepingCounts(params.user, context.user),
      revoking: null,
      heard: [],
    })),
    forgetHeard: assign({ heard: [] }),
    storeUser: assign(({ context }, params: { user: User }) => ({ user: keepingCounts(params.user, context.user) })),
    // The one writer of the unread counts: the socket, the profile and the pages that read notifications all send it.
    setUnread: assign(({ context }, params: UnreadCounts) =>
      context.user
        ? {
            user: {
              ...context.user,
              unread_messages_count: params.messages ?? context.user.unread_messages_count,
              unread_notifications_count: params.notifications ?? context.user.unread_notifications_count,
            },
            heard: (['messages', 'notifications'] as const).filter(
              (count) => context.heard.includes(count) || params[count] !== undefined,
            ),
          }
        : {},
    ),
    /** The counts the server sent with a user (a sign-in, a fresh profile) become the session's, but for newer ones. */
    announceUnread: raise(({ context }, params: { user: User }) => ({
      type: 'unread.changed' as const,
      ...(context.heard.includes('messages') ? {} : { messages: params.user.unread_messages_count }),
      ...(context.heard.includes('notifications') ? {} : { notifications: params.user.unread_notifications_count }),
    })),
    // The header must drop at once, so the token leaves `token` before the revoke call finishes.
    beginSignOut: assign(({ context }) => ({ revoking: context.token, token: null, user: null })),
    clearSession: assign({ token: null, user: null, revoking: null }),
    persistSession: missingAction('persistSession'),
    clearPersistedSession: missingAction('clearPersistedSession'),
    navigateHome: missingAction('navigateHome'),
  },
  guards: {
    'has token': ({ context }) => Boolean(context.token),
  },
  actors: {
    fetchProfile: missingActor<User, { token: string }>('fetchProfile'),
    revokeToken: missingActor<void, { token: string }>('revokeToken'),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, user: input.user, revoking: null, heard: [] }),
  initial: 'restoring',
  // A login replaces whatever session there was, from every state.
  on: {
    'login.succeeded': {
      target: '.loggedIn.ready',
      actions: [
        { type: 'storeSession', params: ({ event }) => ({ token: event.token, user: event.user }) },
        { type: 'announceUnread', params: ({ event }) => ({ user: event.user }) },
        'persistSession',
      ],
    },
  },
  states: {
    restoring: {
      always: [{ guard: 'has token', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: { tags: 'signedOut' },
    loggedIn: {
      tags: 'signedIn',
      initial: 'validating',
      states: {
        validating: {
          entry: 'forgetHeard',
          invoke: {
            src: 'fetchProfile',
            input: ({ context }) => ({ token: context.token! }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
                { type: 'announceUnread', params: ({ event }) => ({ user: event.output }) },
                'persistSession',
              ],
            },
            onError: 'ready',
          },
        },
        ready: {
          on: { 'profile.refresh': 'validating' },
        },
      },
      on: {
        'user.updated': {
          actions: [{ type: 'storeUser', params: ({ event }) => ({ user: event.user }) }, 'persistSession'],
        },
        'unread.changed': {
          actions: [
            {
              type: 'setUnread',
              params: ({ event }) => ({ messages: event.messages, notifications: event.notifications }),
            },
            'persistSession',
          ],
        },
        'logout.requested': 'loggingOut',
        // No navigation: a signed-in page's guard sends the reader to sign-in with the page as `next`, to come back
        // to it after (issue 40); a public page or the front page stays where it is.
        'session.expired': {
          target: 'expired',
          actions: ['clearSession', 'clearPersistedSession'],
        },
      },
    },
    loggingOut: {
      tags: 'signedOut',
      entry: ['beginSignOut', 'clearPersistedSession'],
      invoke: {
        src: 'revokeToken',
        input: ({ context }) => ({ token: context.revoking! }),
        // A failed revoke still signs out locally: the token is already gone from this device.
        onDone: { target: 'loggedOut', actions: ['clearSession', 'navigateHome'] },
        onError: { target: 'loggedOut', actions: ['clearSession', 'navigateHome'] },
      },
    },
    expired: { tags: 'signedOut' },
  },
});
