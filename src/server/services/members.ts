import { asc, count, eq } from 'drizzle-orm';
import { type Member, roleLabel } from '../../shared/weddings';
import type { Db } from '../db/client';
import { users, weddingMembers } from '../db/schema';
import type { Counted, OffsetWindow } from '../lib/paging';
import { toPerson } from './weddings';

/** The people page lists members 100 at a time; up to 200 on request. */
export const MEMBERS_PAGE = { size: 100, max: 200 };

/** One page of a wedding's members (couple and committee), in the order they joined. */
export async function weddingMembersList(db: Db, weddingId: string, window: OffsetWindow): Promise<Counted<Member>> {
  const ofWedding = eq(weddingMembers.weddingId, weddingId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(weddingMembers).where(ofWedding),
    db
      .select({ member: weddingMembers, user: users })
      .from(weddingMembers)
      .innerJoin(users, eq(users.id, weddingMembers.userId))
      .where(ofWedding)
      .orderBy(asc(weddingMembers.createdAt), asc(weddingMembers.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  const results = rows.map(({ member, user }) => ({
    id: member.id,
    auth_id: user.id,
    role: member.role,
    role_label: roleLabel(member.role),
    user: toPerson(user),
    joined_at: member.createdAt.toISOString(),
  }));
  return { count: total?.n ?? 0, results };
}
