import { assign, emit, setup } from 'xstate';
import { ApiError } from '../src/shared/apiError';
import { missingAction, missingActor } from './notProvided';

// Issue 37: changes made with no signal (tick an item done, change its time, add a note) wait on the device, in
// order, and go when the connection returns, each once (its idempotency key makes a replay harmless). A change the
// server refuses because someone changed the item since (409) stops the queue and shows both versions; the person
// keeps theirs (sent again over the newer version) or takes the other. Nothing is dropped without a word.

export interface QueuedChange {
  /** The change's Idempotency-Key: the server answers a second send with the first answer, changing nothing. */
  key: string;
  /** What the person did, in words ("“Ceremony” done"), for the banner and a refusal's message. */
  label: string;
  method: 'PATCH' | 'POST' | 'DELETE';
  url: string;
  body: Record<string, unknown>;
  /** The item's version the change was made on: a newer one on the server is a conflict, never overwritten. */
  version?: number;
  at: number;
}

export interface QueueConflict {
  change: QueuedChange;
  /** The item as the server has it now (the 409's `current`). */
  theirs: Record<string, unknown> | null;
}

export interface OfflineQueueContext {
  queue: QueuedChange[];
  /** When the connection was lost, for "Offline since 14:02"; null while online. */
  offlineSince: number | null;
  /** Whether a page is showing kept copies rather than the server's answers. */
  showingCopies: boolean;
  conflict: QueueConflict | null;
}

export type OfflineQueueEvent =
  | { type: 'queue.restored'; changes: QueuedChange[] }
  | { type: 'change.queued'; change: QueuedChange }
  | { type: 'network.lost'; at: number }
  | { type: 'network.back' }
  | { type: 'copy.shown'; at: number }
  | { type: 'conflict.keepMine' }
  | { type: 'conflict.takeTheirs' }
  | { type: 'queue.cleared' };

export type OfflineQueueEmitted =
  | { type: 'applied'; change: QueuedChange; item: unknown }
  | { type: 'refused'; change: QueuedChange; status: number; detail: string | null };

const versionOf = (item: Record<string, unknown> | null): number | undefined =>
  typeof item?.version === 'number' ? item.version : undefined;

const conflictOf = (error: unknown): Record<string, unknown> | null => {
  const current = error instanceof ApiError ? (error.problem as { current?: unknown } | undefined)?.current : undefined;
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : null;
};

export const offlineQueueMachine = setup({
  types: {
    context: {} as OfflineQueueContext,
    events: {} as OfflineQueueEvent,
    emitted: {} as OfflineQueueEmitted,
    input: {} as { queue?: QueuedChange[] } | undefined,
  },
  actors: {
    send: missingActor<unknown, QueuedChange>('send'),
  },
  guards: {
    'has changes': ({ context }) => context.queue.length > 0,
    'no answer': (_, params: { error: unknown }) => params.error instanceof ApiError && params.error.status === 0,
    'changed since': (_, params: { error: unknown }) => params.error instanceof ApiError && params.error.status === 409,
  },
  actions: {
    enqueue: assign({ queue: ({ context }, params: { change: QueuedChange }) => [...context.queue, params.change] }),
    restore: assign({
      queue: ({ context }, params: { changes: QueuedChange[] }) => [...params.changes, ...context.queue],
    }),
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
    // Two changes to one item made offline: the second starts from the version the first made, not a conflict with it.
    rebase: assign({
      queue: ({ context }, params: { item: unknown }) => {
        const [head, ...rest] = context.queue;
        const version = versionOf(params.item as Record<string, unknown> | null);
        if (!head || head.version === undefined || version === undefined) return context.queue;
        const later = rest.map((c) =>
          c.url === head.url && c.version === head.version ? { ...c, version, body: { ...c.body, version } } : c,
        );
        return [head, ...later];
      },
    }),
    noteOffline: assign({ offlineSince: ({ context }, params: { at: number }) => context.offlineSince ?? params.at }),
    noteCopy: assign({ showingCopies: true }),
    noteOnline: assign({ offlineSince: null, showingCopies: false }),
    holdConflict: assign({
      conflict: ({ context }, params: { error: unknown }) => ({
        change: context.queue[0]!,
        theirs: conflictOf(params.error),
      }),
    }),
    // Keep mine: the same change, over the version the server has now (sent knowingly over theirs).
    overTheirs: assign({
      queue: ({ context }) => {
        const [head, ...rest] = context.queue;
        if (!head) return rest;
        const version = versionOf(context.conflict?.theirs ?? null);
        const body = version === undefined ? head.body : { ...head.body, version };
        return [{ ...head, body, version, key: `${head.key}+${version ?? 'x'}` }, ...rest];
      },
    }),
    dropConflict: assign({ conflict: null }),
    clear: assign({ queue: [], conflict: null }),
    persist: missingAction('persist'),
    applied: emit(({ context }, params: { item: unknown }) => ({
      type: 'applied' as const,
      change: context.queue[0]!,
      item: params.item,
    })),
    refused: emit(({ context }, params: { error: unknown }) => ({
      type: 'refused' as const,
      change: context.queue[0]!,
      status: params.error instanceof ApiError ? params.error.status : 0,
      // The server's words; for a failure of the app itself, its message.
      detail:
        params.error instanceof ApiError
          ? (params.error.problem?.detail ?? null)
          : params.error instanceof Error
            ? params.error.message
            : null,
    })),
  },
}).createMachine({
  id: 'offlineQueue',
  context: ({ input }) => ({ queue: input?.queue ?? [], offlineSince: null, showingCopies: false, conflict: null }),
  initial: 'online',
  on: {
    // Queued while online, a change goes at once (online's `always`); behind others, after them.
    'change.queued': { actions: [{ type: 'enqueue', params: ({ event }) => ({ change: event.change }) }, 'persist'] },
    // The changes a reload left on the device go first: they were made first.
    'queue.restored': { actions: { type: 'restore', params: ({ event }) => ({ changes: event.changes }) } },
    'queue.cleared': { target: '.online', actions: ['clear', 'noteOnline', 'persist'] },
  },
  states: {
    online: {
      always: { guard: 'has changes', target: 'syncing' },
      on: {
        'network.lost': {
          target: 'offline',
          actions: { type: 'noteOffline', params: ({ event }) => ({ at: event.at }) },
        },
        'copy.shown': {
          target: 'offline',
          actions: [{ type: 'noteOffline', params: ({ event }) => ({ at: event.at }) }, 'noteCopy'],
        },
      },
    },
    offline: {
      on: {
        'copy.shown': { actions: 'noteCopy' },
        'network.back': { target: 'online', actions: 'noteOnline' },
      },
    },
    syncing: {
      invoke: {
        src: 'send',
        input: ({ context }) => context.queue[0]!,
        onDone: {
          target: 'online',
          actions: [
            { type: 'applied', params: ({ event }) => ({ item: event.output }) },
            { type: 'rebase', params: ({ event }) => ({ item: event.output }) },
            'dequeue',
            'persist',
          ],
        },
        onError: [
          {
            guard: { type: 'no answer', params: ({ event }) => ({ error: event.error }) },
            target: 'offline',
            actions: { type: 'noteOffline', params: ({ context }) => ({ at: context.queue[0]!.at }) },
          },
          {
            guard: { type: 'changed since', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: { type: 'holdConflict', params: ({ event }) => ({ error: event.error }) },
          },
          {
            // Refused for good (the item is gone, the person may no longer edit it): said, and the queue goes on.
            target: 'online',
            actions: [{ type: 'refused', params: ({ event }) => ({ error: event.error }) }, 'dequeue', 'persist'],
          },
        ],
      },
    },
    conflict: {
      on: {
        'conflict.keepMine': { target: 'syncing', actions: ['overTheirs', 'dropConflict', 'persist'] },
        'conflict.takeTheirs': {
          target: 'online',
          actions: [
            { type: 'applied', params: ({ context }) => ({ item: context.conflict?.theirs ?? null }) },
            'dropConflict',
            'dequeue',
            'persist',
          ],
        },
      },
    },
  },
});
