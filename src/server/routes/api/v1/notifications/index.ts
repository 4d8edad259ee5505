import type { FastifyPluginAsync } from 'fastify';
import { keysetPaging } from '../../../../lib/paging';
import { listNotifications, markOneRead, markRead } from '../../../../services/notifications';

/** 20 a page by default, as the notifications page shows; a client may ask for up to 100. */
export const NOTIFICATIONS_PAGE = { size: 20, max: 100 };

// The signed-in user's notifications (spec section 7, /notifications/): newest first, and marking them read.
const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get('/', signedIn, async (request) => {
    const paging = keysetPaging(request, NOTIFICATIONS_PAGE);
    return paging.envelope(await listNotifications(db, request.user!.id, paging.window));
  });

  app.post<{ Params: { id: string } }>('/:id/read/', signedIn, async (request) =>
    db.transaction((tx) => markOneRead(tx, request.user!.id, request.params.id)),
  );

  app.post('/read-all/', signedIn, async (request) => {
    const { unread } = await db.transaction((tx) => markRead(tx, request.user!.id, null));
    return { unread_notifications_count: unread };
  });
};

export default notificationsRoutes;
