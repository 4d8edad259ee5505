import type { NotificationItem } from '../../shared/realtime';
import type { Page } from '../../shared/types';
import type { Http } from './http';

// Calls of spec section 7, /notifications/.
export function notificationsApi(http: Http) {
  return {
    list: (page = 1, signal?: AbortSignal) =>
      http<Page<NotificationItem>>('/api/v1/notifications/', { query: { page }, signal }),
    markRead: (id: string) =>
      http<{ notification: NotificationItem; unread_notifications_count: number }>(
        `/api/v1/notifications/${encodeURIComponent(id)}/read/`,
        { method: 'POST' },
      ),
    markAllRead: () =>
      http<{ unread_notifications_count: number }>('/api/v1/notifications/read-all/', { method: 'POST' }),
  };
}
