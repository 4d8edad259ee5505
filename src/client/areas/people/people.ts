import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { followLabel, followMachine, followPressed } from '../../../../machines/followMachine';
import type { HiddenItem, Profile, VisibilitySettings } from '../../../shared/socialTypes';
import type { FollowResult, PublicPerson } from '../../../shared/weddings';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { type Resource, useData } from '../../lib/useData';
import { postsStore } from '../social/postsStore';
import { socialApi } from '../social/socialApi';

// People following people, profiles, visibility settings and blocks: the real calls behind the profile pages.

/**
 * A profile by handle. `reload` fetches it again (after a follow or a block) while the last answer stays on screen,
 * so the page never blanks between the two.
 */
export function useProfileData(handle: string): { profile: Resource<Profile>; shown: Profile | null; reload(): void } {
  const api = useApi(socialApi);
  const [version, setVersion] = useState(0);
  const profile = useData(`profile:${handle}`, (signal) => api.profile(handle, signal), version);
  const last = useRef<Profile | null>(null);
  if (profile.status === 'ready') last.current = profile.data;
  if (last.current && last.current.slug !== handle.toLowerCase()) last.current = null;
  return { profile, shown: last.current, reload: () => setVersion((v) => v + 1) };
}

/** Follow / Request to follow / Requested / Following a person: the wedding's follow machine, latest click wins. */
export function usePersonFollow(profile: Profile, reload: () => void) {
  const api = useApi(socialApi);
  const toasts = useCallToasts();
  const follow = useActorRef(
    followMachine.provide({
      actions: {
        reloadWedding: () => reload(),
        notifyFailed: () => toasts.failed(new Error('Could not change following. Please try again.')),
      },
      actors: {
        saveFollow: fromPromise<FollowResult, { weddingId: string }>(async ({ input }) => {
          const result = await api.follow(input.weddingId);
          return { account: input.weddingId, user: result.user, status: result.follow_status };
        }),
        saveUnfollow: fromPromise<void, { weddingId: string }>(({ input }) => api.unfollow(input.weddingId)),
      },
    }),
    {
      input: {
        weddingId: profile.id,
        status: profile.follow_status,
        policy: profile.approves_followers ? 'approval' : 'open',
      },
    },
  );
  useEffect(() => {
    follow.send({
      type: 'follow.synced',
      status: profile.follow_status,
      policy: profile.approves_followers ? 'approval' : 'open',
    });
  }, [follow, profile.follow_status, profile.approves_followers]);
  const label = useSelector(follow, followLabel);
  const pressed = useSelector(follow, followPressed);
  return { label, pressed, toggle: () => follow.send({ type: 'follow.toggled' }) };
}

/** Blocking from a profile: the person becomes as unknown as a missing one, so the page says so instead of reloading. */
export function useBlockPerson(profile: Profile, blocked: () => void) {
  const api = useApi(socialApi);
  const store = useStore(postsStore);
  const toasts = useCallToasts();
  return useAction(
    () => api.block(profile.id),
    () => {
      store.trigger.authorGone({ author: profile.id });
      toasts.succeeded(`You blocked ${profile.full_name}.`);
      blocked();
    },
  );
}

export function usePeople(handle: string, which: 'followers' | 'following', version: number) {
  const api = useApi(socialApi);
  return useData(`people:${handle}:${which}`, (signal) => api.people(handle, which, undefined, signal), version);
}

/** The follow requests waiting for the signed-in user's answer, and the answer. */
export function useFollowRequestsOfMine(version: number, answered: () => void) {
  const api = useApi(socialApi);
  const toasts = useCallToasts();
  const requests = useData('person-requests', (signal) => api.followRequests(signal), version);
  const answer = useAction(
    (input: { user: string; name: string; approve: boolean }) => api.answerRequest(input.user, input.approve),
    (_, input) => {
      toasts.succeeded(input.approve ? `${input.name} now follows you.` : `You declined ${input.name}.`);
      answered();
    },
  );
  return { requests, answer };
}

export function useVisibility() {
  const api = useApi(socialApi);
  return useData('visibility', (signal) => api.visibility(signal));
}

export function useSaveVisibility() {
  const api = useApi(socialApi);
  return (patch: Partial<VisibilitySettings>) => api.setVisibility(patch);
}

export function useBlocks(version: number, changed: () => void) {
  const api = useApi(socialApi);
  const toasts = useCallToasts();
  const blocks = useData('blocks', (signal) => api.blocks(signal), version);
  const unblock = useAction(
    (input: { user: string; name: string }) => api.unblock(input.user),
    (_, input) => {
      toasts.succeeded(`You unblocked ${input.name}.`);
      changed();
    },
  );
  return { blocks, unblock };
}

/** Further pages of a followers or following list, appended as the reader asks; a new `version` starts over. */
export function useMorePeople(handle: string, which: 'followers' | 'following', version: number) {
  const api = useApi(socialApi);
  const [pages, setPages] = useState<{ key: string; people: PublicPerson[]; next: string | null }>({
    key: '',
    people: [],
    next: null,
  });
  const key = `${handle}:${which}:${version}`;
  const action = useAction(
    (link: string) => api.people(handle, which, link),
    (page) =>
      setPages((before) => ({
        key,
        people: [...(before.key === key ? before.people : []), ...page.results],
        next: page.next,
      })),
  );
  const current = pages.key === key ? pages : { people: [], next: null };
  return { people: current.people, next: current.next, busy: action.busy, load: action.request };
}

/** What the user hid, listed whole, and "Unhide": the list is read again after each, and feeds show the item again. */
export function useHiddenItems(version: number, changed: () => void) {
  const api = useApi(socialApi);
  const toasts = useCallToasts();
  const items = useData('hidden', (signal) => api.hidden(signal), version);
  const unhide = useAction(
    (item: HiddenItem) => api.unhide(item.id),
    (_, item) => {
      toasts.succeeded(item.kind === 'post' ? 'Post shown again.' : 'Comment shown again.');
      changed();
    },
  );
  return { items, unhide };
}
