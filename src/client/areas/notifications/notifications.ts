import { useSelector } from '@xstate/store-react';
import type { NotificationItem } from '../../../shared/realtime';
import { useApi, useApp, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useData } from '../../lib/useData';
import { notificationsApi } from './notificationsApi';
import { notificationsStore } from './notificationsStore';

/**
 * The notifications page's list and its marks: the first page seeds the store (again after a resync), and each mark
 * tells the session the new unread count.
 */
export function useNotifications() {
  const { session } = useApp();
  const api = useApi(notificationsApi);
  const store = useStore(notificationsStore);

  const resyncs = useSelector(store, (s) => s.context.resyncs);
  const notifications = useSelector(store, (s) => s.context.notifications);
  const loaded = useSelector(store, (s) => s.context.loaded);
  // A resync means the socket missed history: the list is fetched again.
  const resource = useData(
    'notifications',
    async (signal) => {
      const page = await api.list(signal);
      store.trigger.seeded({ notifications: page.results, count: page.count });
      return page;
    },
    resyncs,
  );
  const setUnread = (notifications: number) => session.send({ type: 'unread.changed', notifications });
  const toasts = useCallToasts();
  const failed = () => toasts.show('error', 'Could not mark as read. Try again.');
  return {
    resource,
    notifications,
    loaded,
    markRead: (n: NotificationItem) =>
      api.markRead(n.id).then((res) => {
        store.trigger.markedRead({ id: n.id });
        setUnread(res.unread_notifications_count);
      }, failed),
    markAllRead: () =>
      api.markAllRead().then((res) => {
        store.trigger.markedRead({ id: null });
        setUnread(res.unread_notifications_count);
      }, failed),
  };
}
