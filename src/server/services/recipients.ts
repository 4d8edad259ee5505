import { and, asc, ne, sql } from 'drizzle-orm';
import type { Recipient } from '../../shared/messagesTypes';
import type { Db } from '../db/client';
import { userFollows, userPrivacy, users } from '../db/schema';
import { notBlockedWith } from './privacy';
import { toPerson } from './weddings';

// Whom the composer offers when a user starts a conversation: people matching what they typed whom they may message
// (the rule of `canMessage`, in SQL), those they follow first. A person hidden from search is offered only to people
// who already follow them or whom they follow.

const LIMIT = 10;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function recipients(db: Db, viewerId: string, query: string): Promise<Recipient[]> {
  const q = query.trim().replace(/^@/, '').slice(0, 80);
  const iFollow = sql`EXISTS (SELECT 1 FROM ${userFollows} WHERE ${userFollows.followerId} = ${viewerId} AND ${userFollows.followeeId} = ${users.id} AND ${userFollows.status} = 'approved')`;
  const followsMe = sql`EXISTS (SELECT 1 FROM ${userFollows} WHERE ${userFollows.followeeId} = ${viewerId} AND ${userFollows.followerId} = ${users.id} AND ${userFollows.status} = 'approved')`;
  const setting = (column: string, fallback: string) =>
    sql`coalesce((SELECT ${sql.identifier(column)} FROM ${userPrivacy} WHERE ${userPrivacy.userId} = ${users.id}), ${sql.raw(fallback)})`;
  const takesMessages = sql`(${setting('messages_from', "'everyone'")} = 'everyone' OR (${setting('messages_from', "'everyone'")} = 'followers' AND ${iFollow}))`;
  const findable = sql`(${setting('searchable', 'true')} OR ${iFollow} OR ${followsMe})`;
  const pattern = `%${escapeLike(q)}%`;
  const matches = q
    ? sql`(${users.slug} ILIKE ${`${escapeLike(q.toLowerCase())}%`} OR (${users.firstName} || ' ' || ${users.lastName}) ILIKE ${pattern})`
    : iFollow;
  const rows = await db
    .select()
    .from(users)
    .where(and(ne(users.id, viewerId), notBlockedWith(viewerId, users.id), takesMessages, findable, matches))
    .orderBy(sql`${iFollow} DESC`, asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(LIMIT);
  return rows.map(toPerson);
}
