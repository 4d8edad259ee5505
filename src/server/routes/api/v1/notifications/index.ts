import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keysetPaging } from '../../../../lib/paging';
import { listOf, noBody, someObject } from '../../../../lib/routeSchemas';
import { listNotifications, markOneRead, markRead } from '../../../../services/notifications';

/** 20 a page by default, as the notifications page shows; a client may ask for up to 100. */
export const NOTIFICATIONS_PAGE = { size: 20, max: 100 };

// The signed-in user's notifications (spec section 7, /notifications/): newest first, and marking them read.
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get('/', { ...signedIn, schema: { response: { 200: listOf(someObject()) } } }, async (request) => {
    const paging = keysetPaging(request, NOTIFICATIONS_PAGE);
    return paging.envelope(await listNotifications(db, request.user!.id, paging.window));
  });

  app.post(
    '/:id/read/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), body: noBody, response: { 200: someObject() } } },
    async (request) => db.transaction((tx) => markOneRead(tx, request.user!.id, request.params.id)),
  );

  app.post(
    '/read-all/',
    { ...signedIn, schema: { body: noBody, response: { 200: someObject() } } },
    async (request) => {
      const { unread } = await db.transaction((tx) => markRead(tx, request.user!.id, null));
      return { unread_notifications_count: unread };
    },
  );
};

export default notificationsRoutes;
