import { type AccessLevel, isCoupleRole, meetsLevel, type Standing } from '../shared/weddings';
import type { AuthUser } from './types';

/**
 * Route-level permissions. `public` needs nothing; `authenticated` needs a live token.
 * `wedding:<action>` needs a live token and then `can(user, action, wedding)` on the wedding named by `:id`.
 */
export type Permission = 'public' | 'authenticated' | `wedding:${WeddingAction}`;

export function allows(permission: Permission | undefined, user: AuthUser | null): 'ok' | 'unauthenticated' | 'denied' {
  // The wedding check itself needs the wedding, so it runs once the route's wedding is loaded (`can` below).
  if (permission?.startsWith('wedding:')) return user ? 'ok' : 'unauthenticated';
  switch (permission) {
    case 'public':
      return 'ok';
    case 'authenticated':
      return user ? 'ok' : 'unauthenticated';
    default:
      return 'denied';
  }
}

/** What a user may do to a wedding, decided from their membership (couple or committee) and follow status. */
export const WEDDING_ACTIONS = {
  view: 'view',
  follow: 'view',
  unfollow: 'view',
  'feed.view': 'follower',
  'guestInfo.view': 'follower',
  'followers.list': 'follower',
  'members.list': 'member',
  update: 'couple',
  'invites.manage': 'couple',
  'followRequests.manage': 'couple',
} as const satisfies Record<string, AccessLevel>;
export type WeddingAction = keyof typeof WEDDING_ACTIONS;

export function can(user: AuthUser | null, action: WeddingAction, wedding: Standing): boolean {
  if (!user) return false;
  // The couple's own page is theirs already; following it would only inflate its follower count.
  if (action === 'follow' && isCoupleRole(wedding.role)) return false;
  return meetsLevel(WEDDING_ACTIONS[action], wedding);
}
