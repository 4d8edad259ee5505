import { useRef } from 'react';
import type { HiddenItem, PersonFollowStatus, Profile, VisibilitySettings } from '../../../shared/socialTypes';
import type { PublicPerson } from '../../../shared/weddings';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { type Resource, useData } from '../../lib/useData';
import { useFollow } from '../../lib/useFollow';
import { usePager } from '../../lib/usePager';
import { postsStore } from '../social/postsStore';
import { socialApi } from '../social/socialApi';

// People following people, profiles, visibility settings and blocks: the real calls behind the profile pages.

/**
 * A profile by handle. `reload` fetches it again (after a follow or a block) while the last answer stays on screen,
 * so the page never blanks between the two.
 */
export function useProfileData(handle: string): { profile: Resource<Profile>; shown: Profile | null; reload(): void } {
  const api = useApi(socialApi);
  const profile = useData(`profile:${handle}`, (signal) => api.profile(handle, signal));
  const last = useRef<Profile | null>(null);
  if (profile.status === 'ready') last.current = profile.data;
  if (last.current && last.current.slug !== handle.toLowerCase()) last.current = null;
  return { profile, shown: last.current, reload: profile.reload };
}

/** Follow / Request to follow / Requested / Following a person: the one follow path, then the profile is read again. */
export function usePersonFollow(profile: Profile, reload: () => void) {
  return useFollowPerson(
    { id: profile.id, follow_status: profile.follow_status, approves_followers: profile.approves_followers },
    reload,
  );
}

/** A person's Follow button anywhere (a profile, "People you may know"). */
export function useFollowPerson(
  person: { id: string; follow_status: PersonFollowStatus; approves_followers: boolean },
  settled?: () => void,
) {
  const api = useApi(socialApi);
  return useFollow(
    { id: person.id, status: person.follow_status, policy: person.approves_followers ? 'approval' : 'open' },
    { follow: async (id) => (await api.follow(id)).follow_status, unfollow: (id) => api.unfollow(id), settled },
  );
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

/** A person's followers or the people they follow, newest first, a page at a time. */
export function usePeople(handle: string, which: 'followers' | 'following') {
  const api = useApi(socialApi);
  return usePager<PublicPerson>(`people:${handle}:${which}`, {
    first: (signal) => api.people(handle, which, undefined, signal),
    page: (link, signal) => api.people(handle, which, link, signal),
  });
}

/** The follow requests waiting for the signed-in user's answer, and the answer. */
export function useFollowRequestsOfMine(answered: () => void) {
  const api = useApi(socialApi);
  const toasts = useCallToasts();
  const requests = useData('person-requests', (signal) => api.followRequests(signal));
  const answer = useAction(
    (input: { user: string; name: string; approve: boolean }) => api.answerRequest(input.user, input.approve),
    (_, input) => {
      toasts.succeeded(input.approve ? `${input.name} now follows you.` : `You declined ${input.name}.`);
      requests.reload();
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

export function useBlocks() {
  const api = useApi(socialApi);
  const toasts = useCallToasts();
  const blocks = useData('blocks', (signal) => api.blocks(signal));
  const unblock = useAction(
    (input: { user: string; name: string }) => api.unblock(input.user),
    (_, input) => {
      toasts.succeeded(`You unblocked ${input.name}.`);
      blocks.reload();
    },
  );
  return { blocks, unblock };
}

/** What the user hid, listed whole, and "Unhide": the list is read again after each, and feeds show the item again. */
export function useHiddenItems() {
  const api = useApi(socialApi);
  const toasts = useCallToasts();
  const items = useData('hidden', (signal) => api.hidden(signal));
  const unhide = useAction(
    (item: HiddenItem) => api.unhide(item.id),
    (_, item) => {
      toasts.succeeded(item.kind === 'post' ? 'Post shown again.' : 'Comment shown again.');
      items.reload();
    },
  );
  return { items, unhide };
}
