import { notify } from '../../../../src/server/services/notifications';
import { defineArea, MISSING_ID } from '../area';
import { only, signedIn } from '../roles';

// One's own notifications. Someone else's is as unknown as a missing one: a 404, not a 403.

interface World {
  /** A notification of the couple's. */
  notificationId: string;
}

export default defineArea<World>({
  async arrange(ctx) {
    const notification = await ctx.server.database.db.transaction((tx) =>
      notify(tx, { recipientId: ctx.users.couple.user.id, kind: 'follow_request', text: 'Someone asked to follow' }),
    );
    return { notificationId: notification!.id };
  },
  missing: { as: 'couple', world: () => ({ notificationId: MISSING_ID }) },
  rows: [
    { method: 'GET', route: '/api/v1/notifications/', url: () => '/api/v1/notifications/', expected: signedIn(200) },
    {
      method: 'POST',
      route: '/api/v1/notifications/:id/read/',
      url: (w) => `/api/v1/notifications/${w.notificationId}/read/`,
      expected: only('couple', 200, 404),
    },
    {
      method: 'POST',
      route: '/api/v1/notifications/read-all/',
      url: () => '/api/v1/notifications/read-all/',
      expected: signedIn(200),
    },
  ],
});
