import { createStore } from '@xstate/store';
import { produce } from 'immer';
import type { NotificationItem } from '../../../shared/realtime';
import { part } from '../../app/parts';
import { upsertAt } from '../../app/storeItems';

export interface NotificationsContext {
  /** Newest first, as the API lists them. */
  notifications: NotificationItem[];
  /** How many the server holds in all (the list may show only the first page). */
  count: number;
  loaded: boolean;
  /** This session's socket has been ready once: what is fetched from now on cannot miss an event. */
  live: boolean;
  /** Resyncs so far: the history this client needed was gone, so what it shows is fetched again (views key on it). */
  resyncs: number;
}

const empty = (): NotificationsContext => ({ notifications: [], count: 0, loaded: false, live: false, resyncs: 0 });

export function createNotificationsStore(initial: Partial<NotificationsContext> = {}) {
  return createStore({
    context: { ...empty(), ...initial },
    on: {
      // A notification the socket delivered while the request was out is newer than the page; it stays on top.
      seeded: (context, event: { notifications: NotificationItem[]; count: number }) => {
        const fetched = new Set(event.notifications.map((n) => n.id));
        const newest = event.notifications[0]?.created_at ?? '';
        const arrived = context.notifications.filter((n) => !fetched.has(n.id) && n.created_at >= newest);
        return {
          ...context,
          notifications: [...arrived, ...event.notifications],
          count: event.count + arrived.length,
          loaded: true,
        };
      },
      /** An older page, below what is shown (a notification already held keeps its place). */
      moreLoaded: (context, event: { notifications: NotificationItem[] }) => {
        const held = new Set(context.notifications.map((n) => n.id));
        return {
          ...context,
          notifications: [...context.notifications, ...event.notifications.filter((n) => !held.has(n.id))],
        };
      },
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
      resynced: (context) => ({ ...context, resyncs: context.resyncs + 1 }),
      // A list fetched before the session's first `ready` may lack an event committed before the socket joined.
      socketReady: (context) =>
        context.live ? context : { ...context, live: true, resyncs: context.resyncs + (context.loaded ? 1 : 0) },
      reset: () => empty(),
    },
  });
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const notificationsStore = part('notifications', () => createNotificationsStore());
