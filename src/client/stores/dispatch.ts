import type { SocketMessage } from '../../shared/realtime';
import type { ToastType } from '../../shared/types';
import { createMessagesStore, type MessagesStore } from './messagesStore';
import { createNotificationsStore, type NotificationsStore } from './notificationsStore';
import { createTasksStore, type TasksStore } from './tasksStore';

export interface Stores {
  tasks: TasksStore;
  messages: MessagesStore;
  notifications: NotificationsStore;
}

export function createStores(): Stores {
  return { tasks: createTasksStore(), messages: createMessagesStore(), notifications: createNotificationsStore() };
}

export function resetStores(stores: Stores): void {
  stores.tasks.trigger.reset();
  stores.messages.trigger.reset();
  stores.notifications.trigger.reset();
}

export interface DispatchDeps {
  stores: Stores;
  /** The signed-in user, to tell their own actions from others'. */
  currentUserId(): string | null;
  toast(toast: { type: ToastType; title: string; message: string }): void;
  /** Asks the session to fetch the profile again (the session actor's `profile.refresh`). */
  refreshProfile(): void;
  /** Sets the signed-in user's unread counts (the session actor's `user.updated`). */
  setUnreadCounts(counts: { unread_messages_count?: number; unread_notifications_count?: number }): void;
  log(message: string, detail?: unknown): void;
}

/**
 * Folds one socket message into the stores, exactly as spec section 4 says, stream by stream and action by action.
 * The action names are the spec's, misspellings included.
 */
export function createDispatcher(deps: DispatchDeps): (message: SocketMessage) => void {
  const { tasks, messages, notifications } = deps.stores;
  const byOther = (by: string | undefined) => by !== undefined && by !== deps.currentUserId();

  return (message) => {
    switch (message.stream) {
      case 'account_tasks':
        switch (message.action) {
          case 'update':
            tasks.trigger.taskUpdated({ task: message.data.task });
            if (byOther(message.data.by)) {
              deps.toast({ type: 'info', title: 'Task updated', message: message.data.task.title });
            }
            return;
          case 'create': {
            const { task, index, by, via } = message.data;
            // This user's own drag and drop already placed the task where it was dropped.
            if (via === 'drag_and_drop' && by !== undefined && !byOther(by)) return;
            tasks.trigger.taskCreated({ task, index });
            return;
          }
          case 'delete':
            tasks.trigger.taskDeleted({ id: message.data.id });
            return;
          case 'create_weddin_day_task':
            tasks.trigger.weddingDayTaskCreated({ task: message.data.task });
            return;
          case 'wedding_day_tasks_reorder':
            tasks.trigger.weddingDayTasksReordered({ tasks: message.data.tasks });
            return;
          case 'update_weddin_day_task':
            tasks.trigger.weddingDayTaskUpdated({ task: message.data.task });
            return;
          case 'delete_weddin_day_task':
            tasks.trigger.weddingDayTaskDeleted({ id: message.data.id });
            return;
          // Beyond section 4: the board's sections, a template applied and the calendar's events.
          case 'create_section':
            tasks.trigger.sectionCreated({ section: message.data.section });
            return;
          case 'update_section':
            tasks.trigger.sectionUpdated({ section: message.data.section });
            return;
          case 'delete_section':
            tasks.trigger.sectionDeleted({ id: message.data.id });
            return;
          case 'apply_template':
            // Dozens of tasks at once: the board is fetched again rather than carried in one event.
            tasks.trigger.resynced();
            return;
          case 'create_event':
          case 'update_event':
            tasks.trigger.calendarEventSaved({ event: message.data.event });
            return;
          case 'delete_event':
            tasks.trigger.calendarEventDeleted({ id: message.data.id });
            return;
        }
        break;
      case 'account_tasks_comments':
        switch (message.action) {
          case 'create':
            tasks.trigger.taskCommentAdded({ comment: message.data.comment });
            return;
          case 'create_wedding_day_task_comment':
            tasks.trigger.weddingDayCommentAdded({ comment: message.data.comment });
            return;
          case 'update':
            tasks.trigger.taskCommentUpdated({ comment: message.data.comment });
            return;
          case 'delete':
            tasks.trigger.taskCommentDeleted({ id: message.data.id, task: message.data.task });
            return;
          case 'update_wedding_day_task_comment':
            tasks.trigger.weddingDayCommentUpdated({ comment: message.data.comment });
            return;
          case 'delete_wedding_day_task_comment':
            tasks.trigger.weddingDayCommentDeleted({
              id: message.data.id,
              wedding_day_task: message.data.wedding_day_task,
            });
            return;
        }
        break;
      case 'messages':
        messages.trigger.messageAppended({ message: message.data.message });
        return;
      case 'notifications':
        notifications.trigger.notificationAdded({ notification: message.data.notification });
        deps.refreshProfile();
        return;
      case 'profile': {
        // Spec section 4: the counts are set when non-zero (a zero comes with the REST answer that cleared them).
        const { unread_messages_count, unread_notifications_count } = message.data;
        const counts = {
          ...(unread_messages_count ? { unread_messages_count } : {}),
          ...(unread_notifications_count ? { unread_notifications_count } : {}),
        };
        if (Object.keys(counts).length) deps.setUnreadCounts(counts);
        return;
      }
      case 'socket':
        if (message.action === 'ready') {
          tasks.trigger.socketReady();
          notifications.trigger.socketReady();
        } else if (message.action === 'resync') {
          // The history this client needed is gone: what it shows is refetched.
          tasks.trigger.resynced();
          messages.trigger.resynced();
          notifications.trigger.resynced();
          deps.refreshProfile();
        }
        return;
    }
    deps.log('realtime: unknown message', message);
  };
}
