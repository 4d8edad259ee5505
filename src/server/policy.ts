import type { AuthUser } from './types';

/**
 * Route-level permissions. `public` needs nothing; `authenticated` needs a live token.
 * Wedding-scoped actions (membership, follow status) extend this module with `can(user, action, wedding)`.
 */
export type Permission = 'public' | 'authenticated';

export function allows(permission: Permission | undefined, user: AuthUser | null): 'ok' | 'unauthenticated' | 'denied' {
  switch (permission) {
    case 'public':
      return 'ok';
    case 'authenticated':
      return user ? 'ok' : 'unauthenticated';
    default:
      return 'denied';
  }
}
