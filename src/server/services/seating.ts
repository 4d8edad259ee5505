import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { guestEventInvites } from '../db/schema';

// Issue 38's seating: who sits at which table of an event.

/** Guests seated at each table of an event (plus-ones take a seat too), for the live per-table counts. */
export async function seatedCounts(db: Db | Tx, eventId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ table: guestEventInvites.tableId, plusOne: guestEventInvites.plusOneName, n: count() })
    .from(guestEventInvites)
    .where(and(eq(guestEventInvites.eventId, eventId), isNotNull(guestEventInvites.tableId)))
    .groupBy(guestEventInvites.tableId, guestEventInvites.plusOneName);
  const counts: Record<string, number> = {};
  for (const r of rows) counts[r.table!] = (counts[r.table!] ?? 0) + r.n * (r.plusOne ? 2 : 1);
  return counts;
}
