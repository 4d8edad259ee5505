import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { weddingMembers } from '../db/schema';
import { membershipOf } from '../services/membership';

// Who hears a real-time event: its recipient, or the members of its wedding (the same members who may open the
// planning pages the `account_tasks` streams describe).

/** Who a real-time event is for: the members of a wedding, or one recipient (see `emitEvent`). */
export interface EventAudience {
  weddingId: string | null;
  recipientId: string | null;
  /** When the event was written (microseconds since the epoch); a member who joined later does not hear it. */
  at?: bigint;
}

/** Whether a user may receive a real-time event: its recipient, or a member of its wedding. */
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
  // Each wedding's connected members, with when they joined.
  const members = new Map<string, Map<string, bigint>>(weddingIds.map((id) => [id, new Map()]));
  if (weddingIds.length && userIds.length) {
    // A batch names few weddings; their member lists are short next to thousands of connected users.
    const rows = await db
      .select({
        weddingId: weddingMembers.weddingId,
        userId: weddingMembers.userId,
        joined: sql<string>`floor(extract(epoch FROM ${weddingMembers.createdAt}) * 1000000)::bigint::text`,
      })
      .from(weddingMembers)
      .where(inArray(weddingMembers.weddingId, weddingIds));
    for (const row of rows) {
      if (connected.has(row.userId)) members.get(row.weddingId)!.set(row.userId, BigInt(row.joined));
    }
  }
  const none: ReadonlySet<string> = new Set();
  return (event) => {
    if (event.recipientId) return connected.has(event.recipientId) ? new Set([event.recipientId]) : none;
    const joined = event.weddingId && members.get(event.weddingId);
    if (!joined) return none;
    // The same rule as a replay (log.ts `readForUser`): an event from before someone joined is not theirs, even
    // when the fan-out reads it only after they joined.
    const at = event.at;
    if (at === undefined) return new Set(joined.keys());
    return new Set([...joined].flatMap(([userId, since]) => (since <= at ? [userId] : [])));
  };
}
