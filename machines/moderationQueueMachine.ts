import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AlbumPhoto } from '../src/shared/album';

// The couple's moderation queue of the guests' photo album (issue 36). The photos are a list read a page at a time
// by the pager (machines/pagerMachine.ts, through usePager); this machine is what the couple does to them: approve,
// hide or delete one at a time, each answer kept over the list as loaded (`changed`) until the list's first page is
// read again. The socket's "the album changed" asks the list to read its first page again (`refresh`), at once when
// idle, after the action when one runs (so an answer never lands on a list read before it). A refused action keeps
// the list and says why.

export type ModerationVerb = 'approve' | 'hide' | 'delete';

export interface ModerationQueueContext {
  /** The photo an action is running on. */
  acting: { id: string; verb: ModerationVerb } | null;
  /** Answers of actions since the list was last read: a photo's new state, or null once deleted. */
  changed: Record<string, AlbumPhoto | null>;
  /** The album changed on the server during an action: read the list again after. */
  stale: boolean;
  error: string | null;
}

export type ModerationQueueEvent =
  | { type: 'queue.changed' }
  /** The list's first page was read again: it holds every change so far. */
  | { type: 'queue.loaded' }
  | { type: 'photo.act'; id: string; verb: ModerationVerb };

export interface ModerationAct {
  id: string;
  verb: ModerationVerb;
}

/** The list as loaded with the actions' answers over it: a deleted photo gone, another in its new state. */
export function moderated(photos: AlbumPhoto[], changed: ModerationQueueContext['changed']): AlbumPhoto[] {
  return photos.flatMap((p) => {
    if (!(p.id in changed)) return [p];
    const now = changed[p.id];
    return now ? [now] : [];
  });
}

export const moderationQueueMachine = setup({
  types: { context: {} as ModerationQueueContext, events: {} as ModerationQueueEvent },
  actions: {
    start: assign((_, params: ModerationAct) => ({ acting: params, error: null })),
    finish: assign(({ context }, params: { answer: AlbumPhoto | null }) => ({
      changed: { ...context.changed, [context.acting!.id]: params.answer },
      acting: null,
      stale: false,
    })),
    refuse: assign((_, params: { error: unknown }) => ({
      acting: null,
      stale: false,
      error: params.error instanceof Error ? params.error.message : 'That did not work. Please try again.',
    })),
    markStale: assign({ stale: true }),
    forget: assign({ changed: {} }),
    /** Read the list's first page again (the pager's refresh). */
    refresh: () => {
      throw new Error('refresh not provided');
    },
  },
  guards: {
    'the album changed meanwhile': ({ context }) => context.stale,
  },
  actors: {
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
  context: { acting: null, changed: {}, stale: false, error: null },
  invoke: { src: 'feed' },
  // Stryker disable next-line StringLiteral: with no initial state named, XState starts in the first, `idle`
  initial: 'idle',
  states: {
    idle: {
      on: {
        'queue.changed': { actions: 'refresh' },
        'queue.loaded': { actions: 'forget' },
        'photo.act': {
          target: 'acting',
          actions: { type: 'start', params: ({ event }) => ({ id: event.id, verb: event.verb }) },
        },
      },
    },
    acting: {
      // A list read during the action may predate its answer: what was changed stays over it.
      on: { 'queue.changed': { actions: 'markStale' } },
      invoke: {
        src: 'act',
        input: ({ context }) => context.acting!,
        onDone: [
          {
            guard: 'the album changed meanwhile',
            target: 'idle',
            actions: [{ type: 'finish', params: ({ event }) => ({ answer: event.output }) }, 'refresh'],
          },
          { target: 'idle', actions: { type: 'finish', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: [
          {
            guard: 'the album changed meanwhile',
            target: 'idle',
            actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'refresh'],
          },
          { target: 'idle', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
  },
});
