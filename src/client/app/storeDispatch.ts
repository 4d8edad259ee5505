import type { UnreadCounts } from '../../../machines/sessionMachine';
import type { SocketData, SocketMessage } from '../../shared/realtime';
import type { ToastType } from '../../shared/types';
import { foldMessages } from '../areas/messages/messagesFold';
import { foldAccountTasks, foldComments, type PlanningFold } from '../areas/planning/planningFold';
import { foldPosts } from '../areas/social/postsFold';
import { type MadeStores, planningStores } from './stores';

export interface DispatchDeps {
  /** The stores made so far (app/parts.ts): a store no page has asked for yet shows nothing, so it misses nothing. */
  stores: MadeStores;
  /** The signed-in user, to tell their own actions from others'. */
  currentUserId(): string | null;
  toast(toast: { type: ToastType; title: string; message: string }): void;
  /** Asks the session to fetch the profile again (the session actor's `profile.refresh`). */
  refreshProfile(): void;
  /** Sets the signed-in user's unread counts (the session actor's `unread.changed`). */
  unreadChanged(counts: UnreadCounts): void;
  log(message: string, detail?: unknown): void;
}

type PlanningStream = 'account_tasks' | 'account_tasks_comments';

/** The planning changes that can change the website's schedule section (events and run-of-show items). */
const SCHEDULE_ACTIONS = new Set<string>([
  'create_event',
  'update_event',
  'delete_event',
  'create_weddin_day_task',
  'update_weddin_day_task',
  'delete_weddin_day_task',
]);
/** The streams whose events come with a history entry (or, `socket`, may have missed some). */
const HISTORY_STREAMS = new Set<string>([
  'account_tasks',
  'account_tasks_comments',
  'account_funds',
  'account_guests',
  'account_website',
  'album',
  'account_run_sheet',
  'vendors',
  'socket',
]);
/** One message of a planning stream, generic in its action so that its data and its fold stay paired. */
type PlanningMessage<S extends PlanningStream, A extends keyof SocketData[S]> = { action: A; data: SocketData[S][A] };

function fold<S extends PlanningStream, A extends keyof SocketData[S]>(
  folds: PlanningFold<S>,
  message: PlanningMessage<S, A>,
  stores: MadeStores,
): void {
  folds[message.action](message.data, stores);
}

/**
 * Folds one socket message into the stores, exactly as spec section 4 says, stream by stream and action by action.
 * The action names are the spec's, misspellings included.
 */
export function createDispatcher(deps: DispatchDeps): (message: SocketMessage) => void {
  const { stores } = deps;
  const byOther = (by: string | undefined) => by !== undefined && by !== deps.currentUserId();

  return (message) => {
    // Every change to a wedding writes a history entry with its event: an open history reads its newest page again.
    if (HISTORY_STREAMS.has(message.stream)) stores.history?.trigger.changed();
    switch (message.stream) {
      case 'account_tasks': {
        if (message.action === 'create') {
          // This user's own drag and drop already placed the task where it was dropped.
          const { by, via } = message.data;
          if (via === 'drag_and_drop' && by !== undefined && !byOther(by)) return;
        }
        fold(foldAccountTasks, message, stores);
        if (SCHEDULE_ACTIONS.has(message.action)) stores.site?.trigger.scheduleChanged();
        if (message.action === 'update' && byOther(message.data.by)) {
          deps.toast({ type: 'info', title: 'Task updated', message: message.data.task.title });
        }
        return;
      }
      case 'account_tasks_comments':
        fold(foldComments, message, stores);
        return;
      case 'account_funds':
        stores.funds?.trigger.changed({ by: message.data.by });
        return;
      case 'account_guests':
        stores.guests?.trigger.changed();
        return;
      case 'account_website':
        stores.site?.trigger.changed();
        return;
      case 'album':
        if (message.action === 'delete')
          stores.album?.trigger.received({ signal: { kind: 'removed', id: message.data.id, by: message.data.by } });
        else if (message.action === 'settings') stores.album?.trigger.received({ signal: { kind: 'settings' } });
        else stores.album?.trigger.received({ signal: { kind: 'photo', action: message.action, data: message.data } });
        return;
      // The links page reads its list when it opens; another partner's new link shows on the next visit.
      case 'account_run_sheet':
        return;
      case 'follows':
        stores.follows?.trigger.changed({ follow: message.data.follow });
        return;
      case 'messages':
        foldMessages(message, stores, deps.currentUserId(), deps.unreadChanged);
        return;
      case 'notifications':
        stores.notifications?.trigger.notificationAdded({ notification: message.data.notification });
        deps.refreshProfile();
        return;
      case 'posts':
        foldPosts(message, stores, deps.currentUserId());
        return;
      case 'profile': {
        // Spec section 4: the counts are set when non-zero (a zero comes with the REST answer that cleared them).
        const { unread_messages_count: messages, unread_notifications_count: notifications } = message.data;
        const counts = { ...(messages ? { messages } : {}), ...(notifications ? { notifications } : {}) };
        if (messages || notifications) deps.unreadChanged(counts);
        return;
      }
      case 'vendors':
        stores.vendors?.trigger.changed();
        return;
      case 'socket':
        if (message.action === 'ready') {
          for (const store of planningStores(stores)) store.trigger.socketReady();
          stores.notifications?.trigger.socketReady();
          stores.threads?.trigger.socketReady();
          stores.funds?.trigger.socketReady();
          stores.guests?.trigger.socketReady();
          stores.album?.trigger.received({ signal: { kind: 'ready' } });

          stores.vendors?.trigger.socketReady();
        } else if (message.action === 'resync') {
          // The history this client needed is gone: what it shows is refetched.
          for (const store of planningStores(stores)) store.trigger.resynced();
          stores.messages?.trigger.resynced();
          stores.threads?.trigger.resynced();
          stores.notifications?.trigger.resynced();
          stores.funds?.trigger.resynced();
          stores.guests?.trigger.changed();
          stores.album?.trigger.received({ signal: { kind: 'ready' } });

          stores.vendors?.trigger.resynced();
          deps.refreshProfile();
        }
        return;
    }
    deps.log('realtime: unknown message', message);
  };
}
