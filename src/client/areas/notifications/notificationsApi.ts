import type { NotificationItem } from '../../../shared/realtime';
import type { Page } from '../../../shared/types';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';
import { pathOf } from '../../http/paging';

// Calls of spec section 7, /notifications/.
function createNotificationsApi(http: Http) {
  return {
    /** The newest page; the list grows without bound, so older ones are read by following `next`. */
    list: (signal?: AbortSignal) => http<Page<NotificationItem>>('/api/v1/notifications/', { signal }),
    /** The page a `next` or `previous` link of this list names. */
    page: (link: string, signal?: AbortSignal) => http<Page<NotificationItem>>(pathOf(link), { signal }),
    markRead: (id: string) =>
      http<{ notification: NotificationItem; unread_notifications_count: number }>(
        `/api/v1/notifications/${encodeURIComponent(id)}/read/`,
        { method: 'POST' },
      ),
    markAllRead: () =>
      http<{ unread_notifications_count: number }>('/api/v1/notifications/read-all/', { method: 'POST' }),
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;

/** The client as the app makes it, once, for the first page that asks (app/parts.ts). */
export const notificationsApi = part('notifications', createNotificationsApi);
