import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { notifications } from '../../../../db/schema';
import { HttpError } from '../../../../lib/problem';
import { isUuid } from '../../../../lib/uuid';
import { listNotifications, markRead, toNotification } from '../../../../services/notifications';

export const NOTIFICATIONS_PAGE_SIZE = 20;
const NOT_FOUND = 'No such notification.';

// The signed-in user's notifications (spec section 7, /notifications/): newest first, and marking them read.
const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get('/', signedIn, async (request) => {
    const raw = Number((request.query as { page?: string }).page ?? 1);
    const page = Number.isInteger(raw) && raw > 0 && raw < 1_000_000 ? raw : 1;
    const { count, results } = await listNotifications(db, request.user!.id, {
      limit: NOTIFICATIONS_PAGE_SIZE,
      offset: (page - 1) * NOTIFICATIONS_PAGE_SIZE,
    });
    const link = (p: number) => `/api/v1/notifications/?page=${p}`;
    return {
      count,
      next: page * NOTIFICATIONS_PAGE_SIZE < count ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results,
    };
  });

  // Someone else's notification is as unknown as a missing one: 404 either way.
  app.post<{ Params: { id: string } }>('/:id/read/', signedIn, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.recipientId, request.user!.id)))
        .for('update');
      if (!row) throw new HttpError(404, NOT_FOUND);
      const { unread } = await markRead(tx, request.user!.id, [id]);
      return { notification: { ...toNotification(row), read: true }, unread_notifications_count: unread };
    });
  });

  app.post('/read-all/', signedIn, async (request) => {
    const { unread } = await db.transaction((tx) => markRead(tx, request.user!.id, null));
    return { unread_notifications_count: unread };
  });
};

export default notificationsRoutes;
