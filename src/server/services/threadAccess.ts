import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { messagingMessages as mm, type ThreadMessage } from '../../shared/messagesTypes';
import type { PublicPerson } from '../../shared/weddings';
import type { Db, Tx } from '../db/client';
import { type messages, threadParticipants, userBlocks } from '../db/schema';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { canReadThread } from '../policy';

// Who may read a thread, and who may still write in it: the checks every thread and message route starts with.

type MessageRow = typeof messages.$inferSelect;

const notFound = () => new HttpError(404, mm.noThread);

/** A thread's participant ids, or a 404 unless the user is one of them (policy `canReadThread`). */
export async function participantsOf(db: Db | Tx, userId: string, threadId: string): Promise<string[]> {
  if (!isUuid(threadId)) throw notFound();
  const rows = await db
    .select({ id: threadParticipants.userId })
    .from(threadParticipants)
    .where(eq(threadParticipants.threadId, threadId));
  const ids = rows.map((r) => r.id);
  if (!canReadThread(userId, ids)) throw notFound();
  return ids;
}

/** Whether a block stands between the user and any of `others`, either way. */
export async function blockedWithAny(db: Db | Tx, userId: string, others: string[]): Promise<boolean> {
  if (!others.length) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, userId), inArray(userBlocks.blockedId, others)),
        and(eq(userBlocks.blockedId, userId), inArray(userBlocks.blockerId, others)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export function toMessage(row: MessageRow, sender: PublicPerson): ThreadMessage {
  return { id: row.id, thread: row.threadId, sender, text: row.text, created_at: row.createdAt.toISOString() };
}
