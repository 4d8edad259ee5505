import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AlbumPhoto } from '../src/shared/album';

// The couple's moderation queue of the guests' photo album (issue 36): photos arrive live over the socket, the couple
// approves, hides or deletes them one at a time, and the list is read again whenever the socket says it changed. A
// refused action keeps the list and says why; the next arrival during an action waits for the action to end.

export type ModerationVerb = 'approve' | 'hide' | 'delete';

export interface ModerationQueueContext {
  photos: AlbumPhoto[];
  /** The photo an action is running on. */
  acting: { id: string; verb: ModerationVerb } | null;
  /** The list changed on the server during an action: read it again after. */
  stale: boolean;
  error: string | null;
}

export type ModerationQueueEvent =
  | { type: 'queue.retry' }
  | { type: 'queue.changed' }
  | { type: 'photo.act'; id: string; verb: ModerationVerb };

export interface ModerationAct {
  id: string;
  verb: ModerationVerb;
}

/** What the action's answer does to the list: a deleted photo (no answer) goes, another takes its new state. */
function applied(photos: AlbumPhoto[], act: ModerationAct, answer: AlbumPhoto | null): AlbumPhoto[] {
  return answer ? photos.map((p) => (p.id === act.id ? answer : p)) : photos.filter((p) => p.id !== act.id);
}

export const pendingCount = (c: ModerationQueueContext) => c.photos.filter((p) => p.status === 'pending').length;

export const moderationQueueMachine = setup({
  types: { context: {} as ModerationQueueContext, events: {} as ModerationQueueEvent },
  actions: {
    store: assign((_, params: { photos: AlbumPhoto[] }) => ({ photos: params.photos })),
    start: assign((_, params: ModerationAct) => ({ acting: params, error: null })),
    finish: assign(({ context }, params: { answer: AlbumPhoto | null }) => ({
      photos: context.acting ? applied(context.photos, context.acting, params.answer) : context.photos,
      acting: null,
    })),
    refuse: assign((_, params: { error: unknown }) => ({
      acting: null,
      error: params.error instanceof Error ? params.error.message : 'That did not work. Please try again.',
    })),
    markStale: assign({ stale: true }),
    clearStale: assign({ stale: false }),
  },
  guards: {
    'the list changed meanwhile': ({ context }) => context.stale,
  },
  actors: {
    load: fromPromise<AlbumPhoto[]>(() => {
      throw new Error('load not provided');
    }),
    act: fromPromise<AlbumPhoto | null, ModerationAct>(() => {
      throw new Error('act not provided');
    }),
    /** The socket's album events, sent back as `queue.changed`. */
    feed: fromCallback<ModerationQueueEvent>(() => {
      throw new Error('feed not provided');
    }),
  },
}).createMachine({
  id: 'moderationQueue',
  context: { photos: [], acting: null, stale: false, error: null },
  invoke: { src: 'feed' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: { type: 'store', params: ({ event }) => ({ photos: event.output }) } },
        onError: 'failed',
      },
    },
    failed: { on: { 'queue.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'queue.changed': 'refreshing',
            'photo.act': {
              target: 'acting',
              actions: { type: 'start', params: ({ event }) => ({ id: event.id, verb: event.verb }) },
            },
          },
        },
        acting: {
          on: { 'queue.changed': { actions: 'markStale' } },
          invoke: {
            src: 'act',
            input: ({ context }) => context.acting!,
            onDone: [
              {
                guard: 'the list changed meanwhile',
                target: 'refreshing',
                actions: { type: 'finish', params: ({ event }) => ({ answer: event.output }) },
              },
              { target: 'idle', actions: { type: 'finish', params: ({ event }) => ({ answer: event.output }) } },
            ],
            onError: [
              {
                guard: 'the list changed meanwhile',
                target: 'refreshing',
                actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'idle', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        refreshing: {
          // This read sees every change so far; only one that comes during it needs another.
          entry: 'clearStale',
          on: { 'queue.changed': { actions: 'markStale' } },
          invoke: {
            src: 'load',
            onDone: [
              {
                guard: 'the list changed meanwhile',
                target: 'refreshing',
                reenter: true,
                actions: { type: 'store', params: ({ event }) => ({ photos: event.output }) },
              },
              { target: 'idle', actions: { type: 'store', params: ({ event }) => ({ photos: event.output }) } },
            ],
            // What is shown stays; the next change reads again.
            onError: 'idle',
          },
        },
      },
    },
  },
});
