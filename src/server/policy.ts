import { inArray } from 'drizzle-orm';
import { type AccessLevel, isCoupleRole, meetsLevel, type Standing } from '../shared/weddings';
import type { Db } from './db/client';
import { weddingMembers } from './db/schema';
import { membershipOf } from './services/membership';
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
  // Planning: every member sees and works on tasks, the run-of-show, comments and the calendar; the couple alone
  // applies templates and deletes sections (which deletes their tasks).
  'tasks.view': 'member',
  'tasks.edit': 'member',
  'comments.write': 'member',
  'calendar.view': 'member',
  'calendar.edit': 'member',
  'templates.apply': 'couple',
  'sections.delete': 'couple',
} as const satisfies Record<string, AccessLevel>;
export type WeddingAction = keyof typeof WEDDING_ACTIONS;

export function can(user: AuthUser | null, action: WeddingAction, wedding: Standing): boolean {
  if (!user) return false;
  // The couple's own page is theirs already; following it would only inflate its follower count.
  if (action === 'follow' && isCoupleRole(wedding.role)) return false;
  return meetsLevel(WEDDING_ACTIONS[action], wedding);
}

/** Who a real-time event is for: the members of a wedding, or one recipient (see `emitEvent`). */
export interface EventAudience {
  weddingId: string | null;
  recipientId: string | null;
}

/** Whether a user may receive a real-time event: its recipient, or a member of its wedding as the routes decide. */
export async function mayReceive(db: Db, userId: string, event: EventAudience): Promise<boolean> {
  if (event.recipientId) return event.recipientId === userId;
  if (event.weddingId) return (await membershipOf(db, event.weddingId, userId)) !== null;
  return false;
}

/**
 * The rule of `mayReceive` for a batch of events and many connected users at once, with one query for the
 * memberships: the real-time hub fans out every event to thousands of sockets.
 */
export async function receiversOf(
  db: Db,
  events: EventAudience[],
  userIds: string[],
): Promise<(event: EventAudience) => ReadonlySet<string>> {
  const connected = new Set(userIds);
  const weddingIds = [...new Set(events.flatMap((e) => (e.weddingId && !e.recipientId ? [e.weddingId] : [])))];
  const members = new Map<string, Set<string>>(weddingIds.map((id) => [id, new Set()]));
  if (weddingIds.length && userIds.length) {
    // A batch names few weddings; their member lists are short next to thousands of connected users.
    const rows = await db
      .select({ weddingId: weddingMembers.weddingId, userId: weddingMembers.userId })
      .from(weddingMembers)
      .where(inArray(weddingMembers.weddingId, weddingIds));
    for (const row of rows) if (connected.has(row.userId)) members.get(row.weddingId)!.add(row.userId);
  }
  const none: ReadonlySet<string> = new Set();
  return (event) => {
    if (event.recipientId) return connected.has(event.recipientId) ? new Set([event.recipientId]) : none;
    return (event.weddingId && members.get(event.weddingId)) || none;
  };
}
