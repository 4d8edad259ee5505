import { useSelector } from '@xstate/store-react';
import type { NotificationItem } from '../../../shared/realtime';
import { useApi, useApp, useStore } from '../../app/AppContext';
import { useCommand } from '../../lib/useCommand';
import { usePager } from '../../lib/usePager';
import { notificationsApi } from './notificationsApi';
import { notificationsStore } from './notificationsStore';

/**
 * The notifications page's list and its marks. The list is paged by the pager ("Show older notifications"); its
 * items live in the notifications store, where the socket puts each new one on top. The first page seeds the store
 * (again after a resync), and each mark tells the session the new unread count.
 */
export function useNotifications() {
  const { session } = useApp();
  const api = useApi(notificationsApi);
  const store = useStore(notificationsStore);

  const resyncs = useSelector(store, (s) => s.context.resyncs);
  const notifications = useSelector(store, (s) => s.context.notifications);
  const loaded = useSelector(store, (s) => s.context.loaded);
  // A resync means the socket missed history: the list is fetched again.
  const list = usePager<NotificationItem>(
    'notifications',
    {
      first: (signal) => api.list(signal),
      page: (link, signal) => api.page(link, signal),
      received: (page, first) =>
        first
          ? store.trigger.seeded({ notifications: page.results, count: page.count })
          : store.trigger.moreLoaded({ notifications: page.results }),
    },
    resyncs,
  );
  const setUnread = (count: number) => session.send({ type: 'unread.changed', notifications: count });
  const markRead = useCommand(
    (n: NotificationItem) => api.markRead(n.id),
    (res, n) => {
      store.trigger.markedRead({ id: n.id });
      setUnread(res.unread_notifications_count);
    },
  );
  const markAllRead = useCommand(
    (_: undefined) => api.markAllRead(),
    (res) => {
      store.trigger.markedRead({ id: null });
      setUnread(res.unread_notifications_count);
    },
  );
  return { list, notifications, loaded, markRead, markAllRead: () => markAllRead(undefined) };
}
