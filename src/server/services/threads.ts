import { and, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { messagingMessages as mm, type Thread } from '../../shared/messagesTypes';
import type { PublicPerson } from '../../shared/weddings';
import type { Db, Tx } from '../db/client';
import { messages, threadParticipants, threads, userBlocks, users } from '../db/schema';
import { type Keyed, type KeysetWindow, keysetQuery } from '../lib/paging';
import { HttpError } from '../lib/problem';
import { canMessage } from '../policy';
import type { AuthUser } from '../types';
import { sendMessage } from './messages';
import { personFor } from './people';
import { personFacts } from './privacy';
import { blockedWithAny, participantsOf, toMessage } from './threadAccess';
import { toPerson } from './weddings';

// Threads: who is in one, reading the inbox, and starting (or finding) a conversation with some people.

type ThreadRow = typeof threads.$inferSelect;

export const THREADS_PAGE = { size: 20, max: 50 };

/** The viewer's view of some threads: the other people, the newest message, the unread count, whether they may write. */
async function describeThreads(db: Db | Tx, userId: string, rows: ThreadRow[]): Promise<Thread[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  // One after another: inside a transaction they would share one connection anyway.
  const people = await db
    .select({ threadId: threadParticipants.threadId, user: users, unread: threadParticipants.unreadCount })
    .from(threadParticipants)
    .innerJoin(users, eq(users.id, threadParticipants.userId))
    .where(inArray(threadParticipants.threadId, ids));
  const latest = await db
    .selectDistinctOn([messages.threadId], { message: messages, sender: users })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(inArray(messages.threadId, ids))
    .orderBy(messages.threadId, sql`${messages.createdAt} DESC`, sql`${messages.id} DESC`);
  const others = new Map<string, PublicPerson[]>(ids.map((id) => [id, []]));
  for (const p of people) if (p.user.id !== userId) others.get(p.threadId)!.push(toPerson(p.user));
  const allOthers = [...new Set(people.map((p) => p.user.id).filter((id) => id !== userId))];
  const blocked = await blockedPeople(db, userId, allOthers);
  const last = new Map(latest.map((l) => [l.message.threadId, toMessage(l.message, toPerson(l.sender))]));
  const unread = new Map(people.filter((p) => p.user.id === userId).map((p) => [p.threadId, p.unread]));
  return rows.map((row) => {
    const them = others.get(row.id)!.sort((a, b) => a.full_name.localeCompare(b.full_name));
    return {
      id: row.id,
      people: them,
      last_message: last.get(row.id) ?? null,
      unread_count: unread.get(row.id) ?? 0,
      can_send: them.length > 0 && !them.some((p) => blocked.has(p.id)),
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** Of `others`, those a block stands between the user and. */
async function blockedPeople(db: Db | Tx, userId: string, others: string[]): Promise<Set<string>> {
  if (!others.length) return new Set();
  const rows = await db
    .select({ blocker: userBlocks.blockerId, blocked: userBlocks.blockedId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, userId), inArray(userBlocks.blockedId, others)),
        and(eq(userBlocks.blockedId, userId), inArray(userBlocks.blockerId, others)),
      ),
    );
  return new Set(rows.map((r) => (r.blocker === userId ? r.blocked : r.blocker)));
}

/** One thread, as its participant sees it. */
export async function threadFor(db: Db | Tx, userId: string, threadId: string): Promise<Thread> {
  await participantsOf(db, userId, threadId);
  const [row] = await db.select().from(threads).where(eq(threads.id, threadId));
  if (!row) throw new HttpError(404, mm.noThread);
  return (await describeThreads(db, userId, [row]))[0]!;
}

/** The inbox: the user's threads that have a message, the latest conversation first. */
export async function listThreads(
  db: Db,
  userId: string,
  window: KeysetWindow,
): Promise<{ count: number; rows: Keyed<Thread>[] }> {
  const page = keysetQuery(threads.lastMessageAt, threads.id, window);
  const mine = and(
    isNotNull(threads.lastMessageAt),
    sql`${threads.id} IN (SELECT ${threadParticipants.threadId} FROM ${threadParticipants} WHERE ${threadParticipants.userId} = ${userId})`,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(threads).where(mine),
    db
      .select({ row: threads, key: page.key })
      .from(threads)
      .where(and(mine, page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
  ]);
  const described = await describeThreads(
    db,
    userId,
    rows.map((r) => r.row),
  );
  return {
    count: total?.n ?? 0,
    rows: page.newestFirst(rows.map(({ key }, i) => ({ key, item: described[i]! }))),
  };
}

/**
 * Starts a conversation with some people (ids or handles), or finds the one with exactly these people: the same
 * people never get a second thread. A new thread asks `canMessage` of each of them; an existing one only that no
 * block stands in the way. With `text`, its first message is sent in the same transaction.
 */
export async function startThread(
  tx: Tx,
  user: AuthUser,
  keys: string[],
  text: string | undefined,
): Promise<{ thread: Thread; created: boolean }> {
  const others = new Map<string, typeof users.$inferSelect>();
  for (const key of keys) {
    const person = await personFor(tx, user.id, key);
    if (person.id !== user.id) others.set(person.id, person);
  }
  if (!others.size) throw new HttpError(400, mm.notYourself, { people: [mm.notYourself] });
  const ids = [user.id, ...others.keys()].sort();
  const peopleKey = ids.join(',');
  let [row] = await tx.select().from(threads).where(eq(threads.peopleKey, peopleKey));
  const created = !row;
  if (!row) {
    for (const person of others.values()) {
      if (!canMessage(await personFacts(tx, user.id, person.id))) {
        const name = `${person.firstName} ${person.lastName}`.trim();
        throw new HttpError(403, mm.cannotMessage(name), { people: [mm.cannotMessage(name)] });
      }
    }
    // Two people starting the same conversation at once meet on the unique key: the second reads the first's row.
    [row] = await tx.insert(threads).values({ peopleKey, createdBy: user.id }).onConflictDoNothing().returning();
    if (row) {
      await tx.insert(threadParticipants).values(ids.map((userId) => ({ threadId: row!.id, userId })));
    } else {
      [row] = await tx.select().from(threads).where(eq(threads.peopleKey, peopleKey));
    }
  } else if (await blockedWithAny(tx, user.id, [...others.keys()])) {
    throw new HttpError(403, mm.cannotReply);
  }
  if (text !== undefined) await sendMessage(tx, user, row!.id, text);
  return { thread: await threadFor(tx, user.id, row!.id), created };
}
