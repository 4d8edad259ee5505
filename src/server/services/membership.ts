import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { COUPLE_ROLES, weddingMembers } from '../db/schema';

export interface Membership {
  role: string;
  isCouple: boolean;
}

/** The user's membership of a wedding, or null when they are not a member. */
export async function membershipOf(db: Db | Tx, weddingId: string, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ role: weddingMembers.role })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, weddingId), eq(weddingMembers.userId, userId)))
    .limit(1);
  return row ? { role: row.role, isCouple: (COUPLE_ROLES as readonly string[]).includes(row.role) } : null;
}
