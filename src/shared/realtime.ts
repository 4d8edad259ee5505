// The real-time messages of spec section 4, as the server sends them over /ws and the client folds them.
// Stream and action names are the spec's, verbatim, including its misspelt `weddin` actions.

import type { Task, TaskComment, TaskSection, WeddingDayTask, WeddingEvent } from './planning';
import type { FollowResult } from './weddings';

export const SOCKET_ACTIONS = {
  account_tasks: [
    'create',
    'update',
    'delete',
    'create_weddin_day_task',
    'wedding_day_tasks_reorder',
    'update_weddin_day_task',
    'delete_weddin_day_task',
    // Beyond spec section 4, for the planning pages: sections, and a template applied (clients refetch the board).
    'create_section',
    'update_section',
    'delete_section',
    'apply_template',
    // The wedding calendar's own events.
    'create_event',
    'update_event',
    'delete_event',
  ],
  account_tasks_comments: [
    'create',
    'create_wedding_day_task_comment',
    // Beyond spec section 4: editing and deleting one's own comments.
    'update',
    'delete',
    'update_wedding_day_task_comment',
    'delete_wedding_day_task_comment',
  ],
  // Beyond spec section 4: a follow changed (asked, approved, declined, withdrawn, removed), sent to the follower and
  // to the couple, so "Requested" and the requests list change without a reload.
  follows: ['update'],
  messages: ['create'],
  notifications: ['create'],
  profile: ['update'],
} as const;

export type SocketStream = keyof typeof SOCKET_ACTIONS;
export type SocketAction<S extends SocketStream = SocketStream> = (typeof SOCKET_ACTIONS)[S][number];

/** Streams delivered to the members of a wedding; the others go to one recipient. */
export const WEDDING_STREAMS = ['account_tasks', 'account_tasks_comments'] as const satisfies readonly SocketStream[];
export type WeddingStream = (typeof WEDDING_STREAMS)[number];
export type RecipientStream = Exclude<SocketStream, WeddingStream>;

export function isWeddingStream(stream: string): stream is WeddingStream {
  return (WEDDING_STREAMS as readonly string[]).includes(stream);
}

/** Something the socket delivers that a store keeps by id (a message until the social features give it a shape). */
export interface Item {
  id: string;
  [field: string]: unknown;
}

/** A run-of-show item's new place: the reorder message names each item by id alone, which keeps it small. */
export interface Placement {
  id: string;
  position: number;
}

/** Who caused a change, so a client can tell its own actions from others'. */
interface ByUser {
  by?: string;
}

/** What each message carries under `data`, by stream and action. */
export interface SocketData {
  account_tasks: {
    /** `index` is the task's position in its section, as spec section 4 names it. */
    create: ByUser & { task: Task; index?: number; via?: 'drag_and_drop' };
    update: ByUser & { task: Task };
    delete: ByUser & { id: string };
    create_weddin_day_task: ByUser & { task: WeddingDayTask };
    /** The whole run-of-show in its new order. */
    wedding_day_tasks_reorder: ByUser & { tasks: Placement[] };
    update_weddin_day_task: ByUser & { task: WeddingDayTask };
    delete_weddin_day_task: ByUser & { id: string };
    create_section: ByUser & { section: TaskSection };
    update_section: ByUser & { section: TaskSection };
    /** The section and every task in it are gone. */
    delete_section: ByUser & { id: string };
    apply_template: ByUser & { template: string; sections_created: number; tasks_created: number };
    create_event: ByUser & { event: WeddingEvent };
    update_event: ByUser & { event: WeddingEvent };
    delete_event: ByUser & { id: string };
  };
  account_tasks_comments: {
    create: ByUser & { comment: TaskComment };
    create_wedding_day_task_comment: ByUser & { comment: TaskComment };
    update: ByUser & { comment: TaskComment };
    delete: ByUser & { id: string; task: string };
    update_wedding_day_task_comment: ByUser & { comment: TaskComment };
    delete_wedding_day_task_comment: ByUser & { id: string; wedding_day_task: string };
  };
  follows: { update: ByUser & { follow: FollowResult } };
  messages: { create: { message: Item } };
  notifications: { create: { notification: NotificationItem } };
  profile: { update: { unread_messages_count: number; unread_notifications_count: number } };
}

export interface NotificationItem extends Item {
  kind: string;
  text: string;
  link: string | null;
  read: boolean;
  created_at: string;
}

/** One event as delivered: `id` is its place in the log, which the client sends back as `since`. */
export type EventMessage = {
  [S in SocketStream]: {
    [A in SocketAction<S>]: {
      id: number;
      stream: S;
      action: A;
      data: A extends keyof SocketData[S] ? SocketData[S][A] : never;
    };
  }[SocketAction<S>];
}[SocketStream];

/**
 * Control messages on the `socket` stream. `ready` ends the catch-up after connecting (its id is where this socket
 * now stands); `resync` says the history asked for is gone, so the client refetches what it shows.
 */
export type ControlMessage = { id: number; stream: 'socket'; action: 'ready' | 'resync'; data: Record<string, never> };

export type SocketMessage = EventMessage | ControlMessage;

const CONTROL_ACTIONS: readonly string[] = ['ready', 'resync'];

/**
 * Whether a parsed frame is a message of a stream and action this client knows, with its place in the log. The server
 * is the only sender, so the shape of `data` is taken as the table above says.
 */
export function isSocketMessage(value: unknown): value is SocketMessage {
  if (typeof value !== 'object' || value === null) return false;
  if (!('id' in value && 'stream' in value && 'action' in value && 'data' in value)) return false;
  const { id, stream, action, data } = value;
  if (typeof id !== 'number' || typeof action !== 'string' || typeof data !== 'object' || data === null) return false;
  if (stream === 'socket') return CONTROL_ACTIONS.includes(action);
  if (typeof stream !== 'string' || !isStream(stream)) return false;
  const actions: readonly string[] = SOCKET_ACTIONS[stream];
  return actions.includes(action);
}

function isStream(stream: string): stream is SocketStream {
  return Object.hasOwn(SOCKET_ACTIONS, stream);
}

/** Close codes the server uses, with the reason text it sends. */
export const SOCKET_CLOSE = {
  unauthorized: { code: 4001, reason: 'Invalid or expired token' },
  revoked: { code: 4001, reason: 'Token revoked' },
  tooSlow: { code: 4008, reason: 'Fell too far behind' },
  goingAway: { code: 1001, reason: 'Server shutting down' },
} as const;
