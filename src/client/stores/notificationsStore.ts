import { createStore } from '@xstate/store';
import { produce } from 'immer';
import type { NotificationItem } from '../../shared/realtime';
import { upsertAt } from './items';

export interface NotificationsContext {
  /** Newest first, as the API lists them. */
  notifications: NotificationItem[];
  /** How many the server holds in all (the list may show only the first page). */
  count: number;
  loaded: boolean;
  stale: boolean;
}

const empty = (): NotificationsContext => ({ notifications: [], count: 0, loaded: false, stale: false });

export function createNotificationsStore(initial: Partial<NotificationsContext> = {}) {
  return createStore({
    context: { ...empty(), ...initial },
    on: {
      seeded: (_, event: { notifications: NotificationItem[]; count: number }) => ({
        notifications: event.notifications,
        count: event.count,
        loaded: true,
        stale: false,
      }),
      notificationAdded: (context, event: { notification: NotificationItem }) =>
        produce(context, (draft) => {
          const known = draft.notifications.some((n) => n.id === event.notification.id);
          upsertAt(draft.notifications, event.notification, 0);
          if (!known) draft.count += 1;
        }),
      markedRead: (context, event: { id: string | null }) =>
        produce(context, (draft) => {
          for (const n of draft.notifications) if (event.id === null || n.id === event.id) n.read = true;
        }),
      resynced: (context) => ({ ...context, stale: true }),
      reset: () => empty(),
    },
  });
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;
