import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationItem } from '../../shared/realtime';
import type { Db, Tx } from '../db/client';
import { notificationMails, notifications, users } from '../db/schema';
import { type Keyed, type KeysetWindow, keysetQuery } from '../lib/paging';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { emitEvent } from '../realtime/emitEvent';
import { emitUnreadCounts } from '../realtime/unreadCounts';
import { deliveryFor } from './notificationSettings';

type NotificationRow = typeof notifications.$inferSelect;
const NOT_FOUND = 'No such notification.';

type Actor = NotificationItem['actor'];

export function toNotification(row: NotificationRow, actor: Actor = null): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    link: row.link,
    actor,
    read: row.read,
    created_at: row.createdAt.toISOString(),
  };
}

export interface NotificationInput {
  recipientId: string;
  /** What happened, for the client to pick an icon: `invite`, `follow_request`, `comment`, … */
  kind: string;
  text: string;
  /** Where the notification leads in the app, e.g. `/wedding/ann-and-bo`. */
  link?: string | null;
  /** Who did it: the notification shows their avatar. */
  actorId?: string | null;
  /** A mail of the producer's own wording; without it the notification's text is mailed. */
  mail?: { subject: string; body: string };
}

/**
 * Notifies a user inside the caller's transaction: the row, the unread count, and the `notifications` and `profile`
 * events all commit with the change that caused them, or not at all. Every producer comes through here, so this is
 * where the user's settings (/update-settings) decide: shown in the app or not, mailed now, in the digest, or not.
 * A mail is queued in the same transaction and sent by the job queue (services/notificationMails.ts).
 */
export async function notify(tx: Tx, input: NotificationInput): Promise<NotificationItem | null> {
  const delivery = await deliveryFor(tx, input.recipientId, input.kind);
  if (delivery.mail) {
    await tx.insert(notificationMails).values({
      recipientId: input.recipientId,
      kind: input.kind,
      text: input.text,
      link: input.link ?? null,
      subject: input.mail?.subject ?? null,
      body: input.mail?.body ?? null,
      digest: delivery.mail === 'digest',
    });
  }
  if (!delivery.app) return null;
  const [row] = await tx
    .insert(notifications)
    .values({
      recipientId: input.recipientId,
      kind: input.kind,
      text: input.text,
      link: input.link ?? null,
      actorId: input.actorId ?? null,
    })
    .returning();
  await tx
    .update(users)
    .set({ unreadNotificationsCount: sql`${users.unreadNotificationsCount} + 1` })
    .where(eq(users.id, input.recipientId));
  const notification = toNotification(row!, await actorOf(tx, row!.actorId));
  await emitEvent(tx, {
    stream: 'notifications',
    action: 'create',
    recipientId: input.recipientId,
    data: { notification },
  });
  await emitUnreadCounts(tx, input.recipientId);
  return notification;
}

const actorColumns = { first: users.firstName, last: users.lastName, image: users.image };
const actorFrom = (a: { first: string | null; last: string | null; image: string | null } | null): Actor =>
  a?.first == null ? null : { full_name: `${a.first} ${a.last ?? ''}`.trim(), image: a.image };

export async function actorOf(db: Db | Tx, id: string | null): Promise<Actor> {
  if (!id) return null;
  const [a] = await db.select(actorColumns).from(users).where(eq(users.id, id));
  return actorFrom(a ?? null);
}

/** Marks some (or, with `ids` null, all) of a user's notifications read; returns the unread count after. */
export async function markRead(
  tx: Tx,
  userId: string,
  ids: string[] | null,
): Promise<{ changed: number; unread: number }> {
  const changed = await tx
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.recipientId, userId),
        eq(notifications.read, false),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  // Recounted rather than decremented, so the count heals if it ever drifted.
  const [user] = await tx
    .update(users)
    .set({
      unreadNotificationsCount: sql`(SELECT count(*) FROM ${notifications} WHERE ${notifications.recipientId} = ${userId} AND NOT ${notifications.read})`,
    })
    .where(eq(users.id, userId))
    .returning({ unread: users.unreadNotificationsCount });
  if (changed.length) await emitUnreadCounts(tx, userId);
  return { changed: changed.length, unread: user?.unread ?? 0 };
}

/** Marks one of the user's notifications read; someone else's is as unknown as a missing one. */
export async function markOneRead(
  tx: Tx,
  userId: string,
  id: string,
): Promise<{ notification: NotificationItem; unread_notifications_count: number }> {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, userId)))
    .for('update');
  if (!row) throw new HttpError(404, NOT_FOUND);
  const { unread } = await markRead(tx, userId, [id]);
  const notification = toNotification(row, await actorOf(tx, row.actorId));
  return { notification: { ...notification, read: true }, unread_notifications_count: unread };
}

/** One keyset page of the user's notifications, newest first, with how many they have in all. */
export async function listNotifications(
  db: Db,
  userId: string,
  window: KeysetWindow,
): Promise<{ count: number; rows: Keyed<NotificationItem>[] }> {
  const page = keysetQuery(notifications.createdAt, notifications.id, window);
  const mine = eq(notifications.recipientId, userId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(notifications).where(mine),
    db
      .select({ row: notifications, key: page.key, actor: actorColumns })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(and(mine, page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
  ]);
  return {
    count: total?.n ?? 0,
    rows: page.newestFirst(rows.map(({ row, key, actor }) => ({ key, item: toNotification(row, actorFrom(actor)) }))),
  };
}
