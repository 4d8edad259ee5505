import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { followLabel, followMachine, followPressed } from '../../../../machines/followMachine';
import type { FollowResult, Wedding } from '../../../shared/weddings';
import { useApi, useApp } from '../../app/AppContext';
import { useWeddingAccess, useWeddingCall } from '../../areas/weddings/WeddingContext';
import { weddingsApi } from '../../areas/weddings/weddingsApi';
import { button } from '../../styles/ui.css';

/** Follow / Requested / Following: optimistic, the latest click wins; afterwards the wedding is reloaded. */
export function FollowButton({ wedding }: { wedding: Wedding }) {
  const api = useApi(weddingsApi);
  const { toast } = useApp();
  const access = useWeddingAccess();
  const call = useWeddingCall();
  const follow = useActorRef(
    followMachine.provide({
      actions: {
        reloadWedding: () => access.send({ type: 'wedding.reload' }),
        notifyFailed: () =>
          toast.send({
            type: 'toast.requested',
            toast: { type: 'error', message: 'Could not change following. Please try again.' },
          }),
      },
      actors: {
        saveFollow: fromPromise<FollowResult, { weddingId: string }>(({ input }) => call(api.follow(input.weddingId))),
        saveUnfollow: fromPromise<void, { weddingId: string }>(({ input }) => call(api.unfollow(input.weddingId))),
      },
    }),
    { input: { weddingId: wedding.id, status: wedding.follow_status, policy: wedding.follow_policy } },
  );
  // A reloaded wedding is the server's word; the machine takes it only when nothing is in flight.
  useEffect(() => {
    follow.send({ type: 'follow.synced', status: wedding.follow_status, policy: wedding.follow_policy });
  }, [follow, wedding.follow_status, wedding.follow_policy]);
  const label = useSelector(follow, followLabel);
  const pressed = useSelector(follow, followPressed);
  return (
    <button
      type="button"
      className={pressed ? button.secondary : button.primary}
      aria-pressed={pressed}
      onClick={() => follow.send({ type: 'follow.toggled' })}
    >
      {label}
    </button>
  );
}
