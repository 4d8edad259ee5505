// The real-time messages of spec section 4, as the server sends them over /ws and the client folds them.
// Stream and action names are the spec's, verbatim, including its misspelt `weddin` actions.

import type { AlbumPhoto, AlbumPhotoStatus } from './album';
import type { ExpenseType, FundsSettings, MoneyAccount, Payment, Transaction } from './fundsTypes';
import type { ThreadMessage, ThreadRead } from './messagesTypes';
import type { Task, TaskComment, TaskSection, WeddingDayTask, WeddingEvent } from './planning';
import type { PostComment, PostEventData } from './socialTypes';

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
  // Funds, for the couple alone: each partner gets these as their own recipient (never the committee).
  account_funds: [
    'create_transaction',
    'update_transaction',
    'delete_transaction',
    'create_payment',
    'update_payment',
    'delete_payment',
    'update_account',
    'delete_account',
    'update_expense_type',
    'update_settings',
  ],

  // Beyond spec section 4: the guest list and RSVP answers, so the couple's counts change as answers arrive. Data
  // carries ids only (the list holds guests' emails, which the committee does not see); clients refetch.
  account_guests: [
    'rsvp',
    'update_household',
    'invitations_sent',
    'delete_household',
    'import',
    'update_gift',
    'delete_gift',
    'update_event',
    'delete_event',
    'update_invites',
    'update_seating',
  ],
  // Beyond spec section 4: the website, its logistics or add-ons were saved, so another open editor or preview of the
  // couple refetches them. Ids and the time only.
  account_website: ['update'],
  // Beyond spec section 4: the guests' photo album (issue 36). A photo arrived, was approved, hidden or deleted, or
  // the album's settings changed. An approved photo travels whole (the wall shows it at once); others by id.
  album: ['create', 'update', 'delete', 'settings'],
  // Issue 37: the couple's run sheet links changed (made or turned off); ids only, never a link's secret.
  account_run_sheet: ['update_links'],

  // Beyond spec section 4: a follow changed (asked, approved, declined, withdrawn, removed), sent to the follower and
  // to the couple, so "Requested" and the requests list change without a reload.
  follows: ['update'],
  // Beyond spec section 4's `create`: a message deleted by its sender, and a thread read on another device (so every
  // tab clears its mark and count, down to zero, which `profile` does not send).
  messages: ['create', 'delete', 'read'],
  notifications: ['create'],
  // Beyond spec section 4, the social feeds: each reader who may see a post hears of it (never the post's content
  // the reader may not see; clients fetch a new post through its feed, which applies the rules again).
  posts: ['create', 'update', 'delete', 'counts', 'comment_create', 'comment_update', 'comment_delete'],
  profile: ['update'],
  // A vendor on a wedding's list changed (its fields, its link, its expectations or their confirmation), told to the
  // couple and to the linked vendor's team; both refetch what they show, so no price travels to anyone else.
  vendors: ['update', 'delete'],
} as const;

export type SocketStream = keyof typeof SOCKET_ACTIONS;
export type SocketAction<S extends SocketStream = SocketStream> = (typeof SOCKET_ACTIONS)[S][number];

/** Streams delivered to the members of a wedding; the others go to one recipient. */
export const WEDDING_STREAMS = [
  'account_tasks',
  'account_tasks_comments',
  'account_guests',
  'account_website',
  'album',
  'account_run_sheet',
] as const satisfies readonly SocketStream[];
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
  account_funds: {
    create_transaction: ByUser & { transaction: Transaction };
    update_transaction: ByUser & { transaction: Transaction };
    delete_transaction: ByUser & { id: string; account: string };
    create_payment: ByUser & { payment: Payment };
    /** Also when it is paid (with the transaction that paid it) or due again. */
    update_payment: ByUser & { payment: Payment };
    delete_payment: ByUser & { id: string; account: string };
    update_account: ByUser & { money_account: MoneyAccount };
    delete_account: ByUser & { id: string; account: string };
    update_expense_type: ByUser & { expense_type: ExpenseType };
    update_settings: ByUser & { settings: FundsSettings };
  };
  account_guests: {
    rsvp: { household: string };
    /** `by` null: the household's invitation went out from the queue, or it opened its link (issue 35). */
    update_household: { by?: string | null; household: string };
    delete_household: ByUser & { household: string };
    import: ByUser & { households: number; guests: number };
    /** The couple sent an invitation mail (issue 35); each household's row changes as its mail goes out. */
    invitations_sent: ByUser & { send: string; households: number };
    /** The thank-you tracker; ids only, like the rest of the guest list. */
    update_gift: ByUser & { gift: string };
    delete_gift: ByUser & { gift: string };
    /** Guest events (issue 38): ids only; clients refetch the events and their counts. */
    update_event: ByUser & { event: string };
    delete_event: ByUser & { event: string };
    update_invites: ByUser & { event: string };
    /** A table, a seat or a rule of an event's plan changed; `tables` are the seated counts per table now. */
    update_seating: { by: string | null; event: string; tables: Record<string, number> };
  };
  account_website: {
    /** What was saved: the site itself, its logistics, or an add-on. */
    update: ByUser & { account: string; part: 'website' | 'logistics' | 'add_ons' | 'gallery'; updated_at: string };
  };
  account_run_sheet: {
    update_links: ByUser & { account: string; link: string };
  };

  album: {
    create: { id: string; status: AlbumPhotoStatus; photo?: AlbumPhoto };
    update: ByUser & { id: string; status: AlbumPhotoStatus; photo?: AlbumPhoto };
    delete: ByUser & { id: string };
    settings: ByUser & { account: string };
  };

  follows: { update: ByUser & { follow: FollowResult } };
  messages: {
    create: { message: ThreadMessage };
    delete: { id: string; thread: string };
    read: ThreadRead;
  };
  posts: {
    create: PostEventData['create'];
    update: PostEventData['update'];
    delete: PostEventData['delete'];
    counts: PostEventData['counts'];
    comment_create: { comment: PostComment };
    comment_update: { comment: PostComment };
    comment_delete: { id: string; post: string };
  };
  notifications: { create: { notification: NotificationItem } };
  profile: { update: { unread_messages_count: number; unread_notifications_count: number } };
  vendors: {
    update: ByUser & { vendor: string; account: string; business: string | null };
    delete: ByUser & { vendor: string; account: string; business: string | null };
  };
}

export interface NotificationItem extends Item {
  kind: string;
  text: string;
  link: string | null;
  /** Who did it (their name and photo, for their avatar); null for the app's own reminders. */
  actor: { full_name: string; image: string | null } | null;
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

// Ephemeral signals (typing) and the socket's close codes: realtimeSignals.ts.
export * from './realtimeSignals';
