import { assign, type SnapshotFrom, setup, stateIn } from 'xstate';
import type { FollowPolicy, FollowStatus } from '../src/shared/weddings';
import { missingAction, missingActor } from './notProvided';

export interface FollowInput {
  /** What is followed: a wedding, or a person. */
  subject: string;
  status: FollowStatus;
  policy: FollowPolicy;
}

export interface FollowContext {
  subject: string;
  policy: FollowPolicy;
  /** What the server last said. */
  confirmed: FollowStatus;
}

export type FollowEvent =
  /** The follow/following button: each click asks for the opposite of what it shows. */
  | { type: 'follow.toggled' }
  /** What is followed, fresh from the server (after a reload); taken while nothing is in flight. */
  | { type: 'follow.synced'; status: FollowStatus; policy: FollowPolicy };

// A reload's answer only counts while nothing is in flight; a request's own answer is newer.
const syncedFromServer = { target: 'settling', actions: 'storeSynced' } as const;

/**
 * Following a wedding (spec section 4) or a person, optimistic: the button shows the intent at once. Only one request
 * is in flight; clicks meanwhile only change the intent, and when the request returns the latest intent is sent if
 * it differs from what the server now says. Once settled on a server answer, `settled` lets the page read what
 * changed (the wedding and its follower list, the profile's counts); a failure returns to what the server last said
 * and says so.
 */
export const followMachine = setup({
  types: { context: {} as FollowContext, events: {} as FollowEvent, input: {} as FollowInput },
  actions: {
    storeConfirmed: assign((_, params: { status: FollowStatus }) => ({ confirmed: params.status })),
    storeSynced: assign(({ event }) =>
      event.type === 'follow.synced' ? { confirmed: event.status, policy: event.policy } : {},
    ),
    settled: missingAction('settled'),
    notifyFailed: (_, _params: { error: unknown }) => {
      throw new Error('notifyFailed not provided');
    },
  },
  guards: {
    'server says following': (_, params: { status: FollowStatus }) => params.status === 'following',
    'confirmed following': ({ context }) => context.confirmed === 'following',
    'confirmed requested': ({ context }) => context.confirmed === 'requested',
    'follow was undone': stateIn({ followInFlight: 'undone' }),
    'unfollow was undone': stateIn({ unfollowInFlight: 'undone' }),
  },
  actors: {
    saveFollow: missingActor<{ status: FollowStatus }, { subject: string }>('saveFollow'),
    saveUnfollow: missingActor<void, { subject: string }>('saveUnfollow'),
  },
}).createMachine({
  id: 'follow',
  context: ({ input }) => ({ subject: input.subject, policy: input.policy, confirmed: input.status }),
  initial: 'settling',
  states: {
    /** Shows what the server last said. */
    settling: {
      always: [
        { guard: 'confirmed following', target: 'following' },
        { guard: 'confirmed requested', target: 'requested' },
        { target: 'notFollowing' },
      ],
    },
    notFollowing: { on: { 'follow.toggled': 'followInFlight', 'follow.synced': syncedFromServer } },
    requested: { on: { 'follow.toggled': 'unfollowInFlight', 'follow.synced': syncedFromServer } },
    following: { on: { 'follow.toggled': 'unfollowInFlight', 'follow.synced': syncedFromServer } },
    followInFlight: {
      initial: 'wanted',
      states: {
        wanted: { on: { 'follow.toggled': 'undone' } },
        undone: { on: { 'follow.toggled': 'wanted' } },
      },
      invoke: {
        src: 'saveFollow',
        input: ({ context }) => ({ subject: context.subject }),
        onDone: [
          {
            guard: 'follow was undone',
            target: 'unfollowInFlight',
            actions: { type: 'storeConfirmed', params: ({ event }) => ({ status: event.output.status }) },
          },
          {
            guard: { type: 'server says following', params: ({ event }) => ({ status: event.output.status }) },
            target: 'following',
            actions: [{ type: 'storeConfirmed', params: { status: 'following' } }, 'settled'],
          },
          {
            target: 'requested',
            actions: [{ type: 'storeConfirmed', params: { status: 'requested' } }, 'settled'],
          },
        ],
        // Undone before it failed: the failure is what the user wanted in the end.
        onError: [
          { guard: 'follow was undone', target: 'notFollowing' },
          {
            target: 'notFollowing',
            actions: { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    unfollowInFlight: {
      initial: 'wanted',
      states: {
        wanted: { on: { 'follow.toggled': 'undone' } },
        undone: { on: { 'follow.toggled': 'wanted' } },
      },
      invoke: {
        src: 'saveUnfollow',
        input: ({ context }) => ({ subject: context.subject }),
        onDone: [
          {
            guard: 'unfollow was undone',
            target: 'followInFlight',
            actions: { type: 'storeConfirmed', params: { status: 'none' } },
          },
          {
            target: 'notFollowing',
            actions: [{ type: 'storeConfirmed', params: { status: 'none' } }, 'settled'],
          },
        ],
        onError: [
          { guard: 'unfollow was undone', target: 'settling' },
          { target: 'settling', actions: { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
  },
});

export type FollowSnapshot = SnapshotFrom<typeof followMachine>;
export type FollowLabel = 'Follow' | 'Request to follow' | 'Requested' | 'Following';

/** What the button shows: the intent while a request is out, else what the server said. */
export function followLabel(snapshot: FollowSnapshot): FollowLabel {
  // Where the couple must approve, the button says so before it is pressed (issue 9).
  const ask: FollowLabel = snapshot.context.policy === 'open' ? 'Follow' : 'Request to follow';
  const shown = (status: FollowStatus): FollowLabel =>
    status === 'following' ? 'Following' : status === 'requested' ? 'Requested' : ask;
  if (snapshot.matches({ followInFlight: 'wanted' })) {
    return snapshot.context.policy === 'open' ? 'Following' : 'Requested';
  }
  if (snapshot.matches({ unfollowInFlight: 'undone' })) return shown(snapshot.context.confirmed);
  if (snapshot.matches('followInFlight') || snapshot.matches('unfollowInFlight')) return ask;
  return shown(snapshot.context.confirmed);
}

/** Whether the button reads as pressed (following or asked to). */
export const followPressed = (snapshot: FollowSnapshot) => {
  const label = followLabel(snapshot);
  return label === 'Requested' || label === 'Following';
};
