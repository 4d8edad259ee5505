import type { Wedding } from '../../../shared/weddings';
import { useApi } from '../../app/AppContext';
import { useData } from '../../lib/useData';
import { useWeddingCall } from './WeddingContext';
import { weddingsApi } from './weddingsApi';

// The wedding pages' lists, each a 403-aware read keyed so that a change (a version, a count) fetches it again.

export function useMembers(wedding: Wedding, version = 0) {
  const api = useApi(weddingsApi);
  const call = useWeddingCall();
  return useData(`members:${wedding.id}`, () => call(api.members(wedding.id)), version);
}

export function useSentInvites(wedding: Wedding, version: number) {
  const api = useApi(weddingsApi);
  const call = useWeddingCall();
  return useData(`invites:${wedding.id}`, () => call(api.sentInvites(wedding.id)), version);
}

export function useFollowRequests(wedding: Wedding, version: string) {
  const api = useApi(weddingsApi);
  const call = useWeddingCall();
  return useData(`follow-requests:${wedding.id}`, () => call(api.followRequests(wedding.id)), version);
}

/** Keyed by the count, so the list follows the wedding when a follow or an approval reloads it. */
export function useFollowers(wedding: Wedding) {
  const api = useApi(weddingsApi);
  const call = useWeddingCall();
  return useData(`followers:${wedding.id}`, () => call(api.followers(wedding.id)), wedding.followers_count);
}
