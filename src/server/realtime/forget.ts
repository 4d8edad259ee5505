import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { EVENTS_CHANNEL } from './emitEvent';

// The event log keeps what it delivered for a replay (`/ws?since=`) of up to seven days. A message deleted for
// everyone, or an account deleted, must not come back from it: the stored events' text is blanked in the same
// transaction as the deletion (and the account's name replaced by the tombstone's), so a replay shows nothing of it.

/** Blanks the text of a deleted message in the events that carried it to the thread's participants. */
export async function forgetMessageEvents(tx: Tx, threadId: string, messageId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE events SET data = jsonb_set(data, '{message,text}', '""')
    WHERE stream = 'messages' AND action = 'create' AND data->'message'->>'id' = ${messageId}
      AND recipient_id IN (SELECT user_id FROM thread_participants WHERE thread_id = ${threadId})`);
}

/**
 * Blanks what the log holds of a deleted account's words (its messages, comments and post edits) and names them as
 * the tombstone's. Run before its thread seats go: messages are found through the threads they were sent to.
 */
export async function forgetUserEvents(tx: Tx, userId: string, tombstone: Record<string, unknown>): Promise<void> {
  const who = JSON.stringify(tombstone);
  await tx.execute(sql`
    UPDATE events SET data = jsonb_set(jsonb_set(data, '{message,text}', '""'), '{message,sender}', ${who}::jsonb)
    WHERE stream = 'messages' AND action = 'create' AND data->'message'->'sender'->>'id' = ${userId}
      AND recipient_id IN (SELECT p.user_id FROM thread_participants p
        WHERE p.thread_id IN (SELECT thread_id FROM thread_participants WHERE user_id = ${userId}))`);
  await tx.execute(sql`
    UPDATE events SET data = jsonb_set(jsonb_set(jsonb_set(data, '{comment,text}', '""'), '{comment,parts}', '[]'),
      '{comment,author}', ${who}::jsonb)
    WHERE stream = 'posts' AND action IN ('comment_create', 'comment_update')
      AND data->'comment'->'author'->>'id' = ${userId}`);
  await tx.execute(sql`
    UPDATE events SET data = jsonb_set(jsonb_set(data, '{text}', '""'), '{parts}', '[]')
    WHERE stream = 'posts' AND action = 'update'
      AND data->>'post' IN (SELECT id::text FROM posts WHERE author_id = ${userId})`);
}

/** Tells the other participants' open clients that each of the account's messages is gone. */
export async function emitMessageDeletesOf(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    WITH inserted AS (
      INSERT INTO events (stream, action, recipient_id, data)
      SELECT 'messages', 'delete', p.user_id, jsonb_build_object('id', m.id, 'thread', m.thread_id)
      FROM messages m JOIN thread_participants p ON p.thread_id = m.thread_id AND p.user_id <> ${userId}
      WHERE m.sender_id = ${userId}
      RETURNING id
    )
    SELECT pg_notify(${EVENTS_CHANNEL}, '') FROM (SELECT 1 FROM inserted LIMIT 1) AS any_row`);
}
