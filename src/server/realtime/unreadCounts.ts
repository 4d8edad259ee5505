import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { emitEvent } from './emitEvent';

/**
 * Tells the user's devices their unread message and notification counts, in the transaction that changed them.
 * Every change of either count calls this (notifications now, messages with the social features).
 */
export async function emitUnreadCounts(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx
    .select({ messages: users.unreadMessagesCount, notifications: users.unreadNotificationsCount })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return;
  await emitEvent(tx, {
    stream: 'profile',
    action: 'update',
    recipientId: userId,
    data: { unread_messages_count: row.messages, unread_notifications_count: row.notifications },
  });
}
