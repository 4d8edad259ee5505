import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { followLabel, followMachine, followPressed } from '../../../machines/followMachine';
import { isApiError } from '../../shared/apiError';
import type { FollowPolicy, FollowStatus } from '../../shared/weddings';
import { useToasts } from '../app/AppContext';

/** What a follow or unfollow that did not go through says, when the server gave no words of its own. */
export const FOLLOW_FAILED = 'Could not change following. Please try again.';

export interface Followed {
  /** The wedding's or the person's id. */
  id: string;
  status: FollowStatus;
  policy: FollowPolicy;
}

export interface FollowCalls {
  follow(id: string): Promise<FollowStatus>;
  unfollow(id: string): Promise<unknown>;
  /** Once the server's answer stands: read again what the follow changed. */
  settled?(): void;
}

/**
 * The one follow button of the client, for a wedding or a person: the follow machine (machines/followMachine.ts),
 * optimistic, the latest click wins. A fresh `followed` from the server is taken while nothing is in flight; a
 * failure is one toast with the server's words, else FOLLOW_FAILED.
 */
export function useFollow(followed: Followed, calls: FollowCalls) {
  const toasts = useToasts();
  const latest = useRef(calls);
  latest.current = calls;
  const follow = useActorRef(
    followMachine.provide({
      actions: {
        settled: () => latest.current.settled?.(),
        notifyFailed: (_, { error }) =>
          toasts.show('error', isApiError(error) && error.message ? error.message : FOLLOW_FAILED),
      },
      actors: {
        saveFollow: fromPromise(async ({ input }: { input: { subject: string } }) => ({
          status: await latest.current.follow(input.subject),
        })),
        saveUnfollow: fromPromise(async ({ input }: { input: { subject: string } }) => {
          await latest.current.unfollow(input.subject);
        }),
      },
    }),
    { input: { subject: followed.id, status: followed.status, policy: followed.policy } },
  );
  useEffect(() => {
    follow.send({ type: 'follow.synced', status: followed.status, policy: followed.policy });
  }, [follow, followed.status, followed.policy]);
  const label = useSelector(follow, followLabel);
  const pressed = useSelector(follow, followPressed);
  return { label, pressed, toggle: () => follow.send({ type: 'follow.toggled' }) };
}
