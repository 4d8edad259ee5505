import { useActorRef } from '@xstate/react';
import { useSelector as useStoreSelector } from '@xstate/store-react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { slugCheckMachine } from '../../../../machines/slugCheckMachine';
import type { ReceivedInvite, SlugCheck, Wedding } from '../../../shared/weddings';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { weddingPath } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useFollow } from '../../lib/useFollow';
import { useItemEditor } from '../../lib/useItemEditor';
import { followSeq, followsStore } from './followsStore';
import { useMyWeddings } from './myWeddings';
import { useWeddingAccess, useWeddingCall } from './WeddingContext';
import { weddingsApi } from './weddingsApi';

// The wedding pages' one-call buttons, each an action actor: busy while it runs, one toast if it fails.

/** The invite form's submit: the form machine shows a refusal under its fields. */
export function useInvite(wedding: Wedding) {
  const api = useApi(weddingsApi);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  return async (email: string, role: string) => {
    const invite = await call(api.invite(wedding.id, { email, role: role as 'planner' }));
    toasts.succeeded(`Invitation sent to ${invite.email}.`);
  };
}

/** Resends of the committee invitations. */
export function useResendInvite() {
  const api = useApi(weddingsApi);
  const toasts = useCallToasts();
  return useAction(
    (invite: { id: string; email: string }) => api.resendInvite(invite.id),
    (_, invite) => toasts.succeeded(`A new invitation went to ${invite.email}.`),
  );
}

/**
 * The couple's removal of a committee seat or a waiting invitation: an item editor whose one change is the delete,
 * so it asks first (`ConfirmDelete`). Nothing of a seat or an invitation is edited here.
 */
export function useCommitteeRemoval(kind: 'member' | 'invite', id: string, done: () => void, said: string) {
  const api = useApi(weddingsApi);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  return useItemEditor({
    save: () => Promise.reject(new Error('A committee seat or an invitation is not edited here.')),
    remove: () => call(kind === 'member' ? api.removeMember(id) : api.cancelInvite(id)),
    deleted: () => {
      toasts.succeeded(said);
      done();
    },
  });
}

/** The couple's answer to a follow request; the wedding (and its counts) is loaded again. */
export function useAnswerFollowRequest(wedding: Wedding, answered: () => void) {
  const api = useApi(weddingsApi);
  const call = useWeddingCall();
  const access = useWeddingAccess();
  const toasts = useCallToasts();
  return useAction(
    ({ user, approve }: { user: { id: string; full_name: string }; approve: boolean }) =>
      call(api.answerRequest(wedding.id, user.id, approve)),
    (_, { user, approve }) => {
      toasts.succeeded(approve ? `${user.full_name} now follows ${wedding.name}.` : `Declined ${user.full_name}.`);
      access.send({ type: 'wedding.reload' });
      answered();
    },
  );
}

/** The couple removes a follower; the wedding (and so its followers list) is loaded again. */
export function useRemoveFollower(wedding: Wedding, removed: () => void) {
  const api = useApi(weddingsApi);
  const call = useWeddingCall();
  const access = useWeddingAccess();
  const toasts = useCallToasts();
  return useAction(
    (user: { id: string; full_name: string }) => call(api.removeFollower(wedding.id, user.id)),
    (_, user) => {
      toasts.succeeded(`${user.full_name} no longer follows ${wedding.name}.`);
      access.send({ type: 'wedding.reload' });
      removed();
    },
  );
}

/** The user's answers to invitations to a committee; accepting one opens its wedding. */
export function useAnswerInvitation(accepted: () => void) {
  const api = useApi(weddingsApi);
  const { refresh } = useMyWeddings();
  const [, navigate] = useLocation();
  return useAction(
    async ({ invite, accept }: { invite: ReceivedInvite; accept: boolean }) => {
      const answer = await api.answerInvite(invite.id, accept);
      await refresh();
      return answer;
    },
    (answer, { accept }) => {
      if (!accept) return;
      accepted();
      navigate(weddingPath(answer.account.slug));
    },
  );
}

/** How many follow changes of this wedding the socket has told of: what a list of its followers reloads on. */
export function useFollowSeq(weddingId: string): number {
  return useStoreSelector(useStore(followsStore), (s) => followSeq(s.context, weddingId));
}

/**
 * A wedding's Follow button (the one follow path, lib/useFollow.ts); afterwards the wedding is reloaded, and a
 * reloaded wedding is the server's word, which the machine takes only when nothing is in flight.
 */
export function useWeddingFollow(wedding: Wedding) {
  const api = useApi(weddingsApi);
  const access = useWeddingAccess();
  const call = useWeddingCall();
  return useFollow(
    { id: wedding.id, status: wedding.follow_status, policy: wedding.follow_policy },
    {
      follow: async (id) => (await call(api.follow(id))).status,
      unfollow: (id) => call(api.unfollow(id)),
      settled: () => access.send({ type: 'wedding.reload' }),
    },
  );
}

/** The live availability check of a wedding's web address, asked once typing pauses. */
export function useSlugChecker() {
  const api = useApi(weddingsApi);
  return useActorRef(
    slugCheckMachine.provide({
      actors: { checkSlug: fromPromise<SlugCheck, { slug: string }>(({ input }) => api.slugExists(input.slug)) },
    }),
    { input: {} },
  );
}

export type SlugChecker = ReturnType<typeof useSlugChecker>;
