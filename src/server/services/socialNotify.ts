import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { notifications } from '../db/schema';
import { emitEvent } from '../realtime/emitEvent';
import { actorOf, notify, toNotification } from './notifications';

// Social notifications (likes, comments, mentions, followers) grouped per post and kind while unread: a tenth like
// rewrites "Ana and 8 others liked your post" instead of adding a tenth row. Reading it starts a new group.

export interface GroupedInput {
  recipientId: string;
  /** like, comment, mention, follow, follow_request */
  kind: string;
  link: string;
  /** The newest actor's name. */
  actor: string;
  /** The newest actor, whose face the notification shows. */
  actorId?: string;
  /** How many others did the same (beside the actor). */
  others: number;
  /** The verb phrase: "liked your post". */
  what: string;
}

export function groupedText(actor: string, others: number, what: string): string {
  if (others <= 0) return `${actor} ${what}`;
  return `${actor} and ${others} ${others === 1 ? 'other' : 'others'} ${what}`;
}

export async function notifyGrouped(tx: Tx, input: GroupedInput): Promise<void> {
  const text = groupedText(input.actor, input.others, input.what).slice(0, 500);
  const [open] = await tx
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, input.recipientId),
        eq(notifications.kind, input.kind),
        eq(notifications.link, input.link),
        eq(notifications.read, false),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1)
    .for('update');
  if (!open) {
    await notify(tx, {
      recipientId: input.recipientId,
      kind: input.kind,
      text,
      link: input.link,
      actorId: input.actorId ?? null,
    });
    return;
  }
  const [row] = await tx
    .update(notifications)
    .set({ text, createdAt: new Date(), ...(input.actorId ? { actorId: input.actorId } : {}) })
    .where(eq(notifications.id, open.id))
    .returning();
  // The same id: clients replace the row they show and move it to the top; the unread count is unchanged.
  await emitEvent(tx, {
    stream: 'notifications',
    action: 'create',
    recipientId: input.recipientId,
    data: { notification: toNotification(row!, await actorOf(tx, row!.actorId)) },
  });
}
