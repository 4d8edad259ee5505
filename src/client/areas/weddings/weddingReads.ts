import type { Wedding } from '../../../shared/weddings';
import { useApi } from '../../app/AppContext';
import { useData } from '../../lib/useData';
import { useWeddingCall } from './WeddingContext';
import { useFollowSeq } from './weddings';
import { weddingsApi } from './weddingsApi';

// The wedding pages' lists, each a 403-aware read; a page calls `reload` after a change it made, and a change from
// the socket (a follow's sequence, the followers count) asks again by itself.

export function useMembers(wedding: Wedding) {
  const api = useApi(weddingsApi);
  const call = useWeddingCall();
  return useData(`members:${wedding.id}`, () => call(api.members(wedding.id)));
}

export function useSentInvites(wedding: Wedding) {
  const api = useApi(weddingsApi);
  const call = useWeddingCall();
  return useData(`invites:${wedding.id}`, () => call(api.sentInvites(wedding.id)));
}

/** A request asked or withdrawn elsewhere shows at once (`follows/update`). */
export function useFollowRequests(wedding: Wedding) {
  const api = useApi(weddingsApi);
  const call = useWeddingCall();
  const live = useFollowSeq(wedding.id);
  return useData(`follow-requests:${wedding.id}`, () => call(api.followRequests(wedding.id)), live);
}

/** Keyed by the count, so the list follows the wedding when a follow or an approval reloads it. */
export function useFollowers(wedding: Wedding) {
  const api = useApi(weddingsApi);
  const call = useWeddingCall();
  return useData(`followers:${wedding.id}`, () => call(api.followers(wedding.id)), wedding.followers_count);
}
