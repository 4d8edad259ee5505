import { and, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { messagingMessages as mm, type ThreadMessage, type ThreadRead } from '../../shared/messagesTypes';
import type { Db, Tx } from '../db/client';
import { messages, threadParticipants, threads, users } from '../db/schema';
import { type Keyed, type KeysetWindow, keysetQuery } from '../lib/paging';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { canDeleteMessage, canWriteInThread } from '../policy';
import { emitEvent } from '../realtime/emitEvent';
import { emitToMany } from '../realtime/fanout';
import { forgetMessageEvents } from '../realtime/forget';
import { emitUnreadCounts } from '../realtime/unreadCounts';
import type { AuthUser } from '../types';
import { notify } from './notifications';
import { blockedWithAny, participantsOf, toMessage } from './threadAccess';
import { toPerson } from './weddings';

// Messages in a thread: reading them a page at a time, sending, deleting one's own, and reading a thread (its unread
// mark and the user's count). Every write tells each participant on the `messages` stream, in its transaction.

/** A long thread opens on its newest messages; scrolling up reads older pages by cursor. */
export const MESSAGES_PAGE = { size: 30, max: 100 };

const participantsSql = (threadId: string) =>
  sql`SELECT ${threadParticipants.userId} FROM ${threadParticipants} WHERE ${threadParticipants.threadId} = ${threadId}`;

/** Recounted from the threads rather than stepped, so the count heals if it ever drifted. */
export async function recountUnread(tx: Tx, userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  await tx
    .update(users)
    .set({
      unreadMessagesCount: sql`(SELECT coalesce(sum(${threadParticipants.unreadCount}), 0)::int FROM ${threadParticipants} WHERE ${threadParticipants.userId} = ${users.id})`,
    })
    .where(inArray(users.id, userIds));
}

/** One keyset page of a thread's messages, newest first (the client shows them oldest at the top). */
export async function listMessages(
  db: Db,
  userId: string,
  threadId: string,
  window: KeysetWindow,
): Promise<{ count: number; rows: Keyed<ThreadMessage>[] }> {
  if (!isUuid(threadId)) throw new HttpError(404, mm.noThread);
  const page = keysetQuery(messages.createdAt, messages.id, window);
  const inThread = eq(messages.threadId, threadId);
  // The check and the reads run at once, in one round trip's time; nothing read is returned unless the check passes.
  const [, [total], rows] = await Promise.all([
    participantsOf(db, userId, threadId),
    db.select({ n: count() }).from(messages).where(inThread),
    // The page alone by its index, LIMIT first; its few senders after (a join first lets the planner sort them all).
    db
      .select({ row: messages, key: page.key })
      .from(messages)
      .where(and(inThread, page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
  ]);
  const senderIds = [...new Set(rows.map((r) => r.row.senderId))];
  const senders = new Map(
    (senderIds.length ? await db.select().from(users).where(inArray(users.id, senderIds)) : []).map((u) => [
      u.id,
      toPerson(u),
    ]),
  );
  return {
    count: total?.n ?? 0,
    rows: page.newestFirst(rows.map(({ row, key }) => ({ key, item: toMessage(row, senders.get(row.senderId)!) }))),
  };
}

/** Sends a message: every participant hears it, and each of the others has one more unread. */
export async function sendMessage(tx: Tx, user: AuthUser, threadId: string, text: string): Promise<ThreadMessage> {
  const people = await participantsOf(tx, user.id, threadId);
  const others = people.filter((id) => id !== user.id);
  if (!canWriteInThread(true, await blockedWithAny(tx, user.id, others))) throw new HttpError(403, mm.cannotReply);
  const [row] = await tx.insert(messages).values({ threadId, senderId: user.id, text }).returning();
  const [sender] = await tx.select().from(users).where(eq(users.id, user.id));
  await tx.update(threads).set({ lastMessageAt: row!.createdAt }).where(eq(threads.id, threadId));
  // One's own message is read; the others each have one more to read.
  await tx
    .update(threadParticipants)
    .set({ lastReadAt: row!.createdAt })
    .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.userId, user.id)));
  let firstUnread: string[] = [];
  if (others.length) {
    firstUnread = (
      await tx
        .update(threadParticipants)
        .set({ unreadCount: sql`${threadParticipants.unreadCount} + 1` })
        .where(and(eq(threadParticipants.threadId, threadId), ne(threadParticipants.userId, user.id)))
        .returning({ userId: threadParticipants.userId, unread: threadParticipants.unreadCount })
    ).flatMap((r) => (r.unread === 1 ? [r.userId] : []));
    await tx
      .update(users)
      .set({ unreadMessagesCount: sql`${users.unreadMessagesCount} + 1` })
      .where(inArray(users.id, others));
  }
  const message = toMessage(row!, toPerson(sender!));
  await emitToMany(tx, { stream: 'messages', action: 'create', data: { message } }, participantsSql(threadId));
  for (const other of others) await emitUnreadCounts(tx, other);
  // A notification (and, by the reader's settings, a mail) for the first unread message of a thread, not for each
  // one: a conversation would otherwise bury every other notification. Reading the thread re-arms it. The mail
  // names the sender and links to the thread; what was written stays in the app.
  const name = `${sender!.firstName} ${sender!.lastName}`.trim();
  for (const other of firstUnread) {
    await notify(tx, {
      recipientId: other,
      kind: 'message',
      text: `${name} sent you a message.`,
      link: `/inbox/threads/${threadId}`,
      actorId: sender!.id,
    });
  }
  return message;
}

/** Deletes one's own message; whoever had not read it yet has one fewer to read. */
export async function deleteMessage(tx: Tx, user: AuthUser, threadId: string, messageId: string): Promise<void> {
  await participantsOf(tx, user.id, threadId);
  if (!isUuid(messageId)) throw new HttpError(404, mm.noMessage);
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.threadId, threadId)))
    .for('update');
  if (!row) throw new HttpError(404, mm.noMessage);
  if (!canDeleteMessage(user.id, row.senderId)) throw new HttpError(403, mm.notYourMessage);
  await tx.delete(messages).where(eq(messages.id, messageId));
  const unreadBy = await tx
    .update(threadParticipants)
    .set({ unreadCount: sql`greatest(${threadParticipants.unreadCount} - 1, 0)` })
    .where(
      and(
        eq(threadParticipants.threadId, threadId),
        ne(threadParticipants.userId, user.id),
        gt(threadParticipants.unreadCount, 0),
        or(isNull(threadParticipants.lastReadAt), sql`${threadParticipants.lastReadAt} < ${row.createdAt}`),
      ),
    )
    .returning({ userId: threadParticipants.userId });
  await tx
    .update(threads)
    .set({
      lastMessageAt: sql`(SELECT max(${messages.createdAt}) FROM ${messages} WHERE ${messages.threadId} = ${threadId})`,
    })
    .where(eq(threads.id, threadId));
  await forgetMessageEvents(tx, threadId, messageId);
  await emitToMany(
    tx,
    { stream: 'messages', action: 'delete', data: { id: messageId, thread: threadId } },
    participantsSql(threadId),
  );
  const changed = unreadBy.map((r) => r.userId);
  await recountUnread(tx, changed);
  for (const id of changed) await emitUnreadCounts(tx, id);
}

/**
 * Reads a thread: its unread mark clears and the user's count drops, on every device (`messages`/`read`, which also
 * carries a count down to zero that the spec's `profile` update would not set).
 */
export async function markThreadRead(tx: Tx, user: AuthUser, threadId: string): Promise<ThreadRead> {
  await participantsOf(tx, user.id, threadId);
  const [before] = await tx
    .select({ unread: threadParticipants.unreadCount })
    .from(threadParticipants)
    .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.userId, user.id)))
    .for('update');
  await tx
    .update(threadParticipants)
    .set({ unreadCount: 0, lastReadAt: sql`now()` })
    .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.userId, user.id)));
  await recountUnread(tx, [user.id]);
  const [me] = await tx.select({ unread: users.unreadMessagesCount }).from(users).where(eq(users.id, user.id));
  const read: ThreadRead = { thread: threadId, unread_messages_count: me?.unread ?? 0 };
  if (before && before.unread > 0) {
    await emitEvent(tx, { stream: 'messages', action: 'read', recipientId: user.id, data: read });
    await emitUnreadCounts(tx, user.id);
  }
  return read;
}
