import { createStore } from '@xstate/store';
import { castDraft, produce } from 'immer';
import type { Thread, ThreadMessage } from '../../../shared/messagesTypes';
import type { Page } from '../../../shared/types';
import { part } from '../../app/parts';

export interface ThreadsContext {
  /** The inbox, the latest conversation first. */
  threads: Thread[];
  /** How many the server holds in all (the list may show only the first page). */
  count: number;
  next: string | null;
  loaded: boolean;
  /** This session's socket has been ready once: what is fetched from now on cannot miss an event. */
  live: boolean;
  /** Times the inbox must be fetched again: history was lost, or a message came in a thread it does not hold. */
  resyncs: number;
  /** Counts the changes this client folded in (a read, a message); a fetch notes it when it starts (`asOf`). */
  clock: number;
  /** The clock of each thread's last change here: a copy fetched before it is older than the one held. */
  touched: Record<string, number>;
}

const empty = (): ThreadsContext => ({
  threads: [],
  count: 0,
  next: null,
  loaded: false,
  live: false,
  resyncs: 0,
  clock: 0,
  touched: {},
});

/**
 * The held copy of `fetched`'s thread when it changed here after the fetch began (`asOf`): a conversation read while
 * the inbox or the thread was being fetched must not show its unread mark again when the older answer lands.
 */
function newer(context: ThreadsContext, fetched: Thread, asOf: number): Thread {
  if ((context.touched[fetched.id] ?? 0) <= asOf) return fetched;
  return context.threads.find((t) => t.id === fetched.id) ?? fetched;
}

/** Marks `id` changed now. */
function touch(draft: ThreadsContext, id: string): void {
  draft.clock += 1;
  draft.touched[id] = draft.clock;
}

const latestFirst = (a: Thread, b: Thread) =>
  (b.last_message?.created_at ?? b.created_at).localeCompare(a.last_message?.created_at ?? a.created_at);

export function createThreadsStore(initial: Partial<ThreadsContext> = {}) {
  return createStore({
    context: { ...empty(), ...initial },
    on: {
      /** The inbox's first page, fetched from when the clock read `asOf`. */
      seeded: (context, event: { page: Page<Thread>; asOf: number }) => ({
        ...context,
        threads: event.page.results.map((t) => newer(context, t, event.asOf)),
        count: event.page.count,
        next: event.page.next,
        loaded: true,
      }),
      moreLoaded: (context, event: { page: Page<Thread> }) =>
        produce(context, (draft) => {
          const known = new Set(draft.threads.map((t) => t.id));
          draft.threads.push(...castDraft(event.page.results.filter((t) => !known.has(t.id))));
          draft.next = event.page.next;
        }),
      /** A thread read on its own (opened, or just started): it replaces the inbox's copy, or joins it once it has a message. */
      known: (context, event: { thread: Thread; asOf: number }) =>
        produce(context, (draft) => {
          const at = draft.threads.findIndex((t) => t.id === event.thread.id);
          if (at >= 0) draft.threads[at] = castDraft(newer(context, event.thread, event.asOf));
          else if (event.thread.last_message) {
            draft.threads.unshift(castDraft(event.thread));
            draft.count += 1;
          }
          draft.threads.sort(latestFirst);
        }),
      messageCreated: (context, event: { message: ThreadMessage; mine: boolean }) => {
        const at = context.threads.findIndex((t) => t.id === event.message.thread);
        // A conversation this list does not hold (new, or further down): the inbox is read again.
        if (at < 0) return context.loaded ? { ...context, resyncs: context.resyncs + 1 } : context;
        return produce(context, (draft) => {
          const thread = draft.threads[at]!;
          thread.last_message = castDraft(event.message);
          if (!event.mine) thread.unread_count += 1;
          touch(draft, thread.id);
          draft.threads.sort(latestFirst);
        });
      },
      messageDeleted: (context, event: { id: string; thread: string }) => {
        const thread = context.threads.find((t) => t.id === event.thread);
        // The preview was the deleted message: the inbox is read again for the one before it.
        return thread?.last_message?.id === event.id ? { ...context, resyncs: context.resyncs + 1 } : context;
      },
      read: (context, event: { thread: string }) =>
        produce(context, (draft) => {
          const thread = draft.threads.find((t) => t.id === event.thread);
          if (thread) thread.unread_count = 0;
          touch(draft, event.thread);
        }),
      resynced: (context) => ({ ...context, resyncs: context.resyncs + 1 }),
      socketReady: (context) =>
        context.live ? context : { ...context, live: true, resyncs: context.resyncs + (context.loaded ? 1 : 0) },
      reset: () => empty(),
    },
  });
}

export type ThreadsStore = ReturnType<typeof createThreadsStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const threadsStore = part('threads', () => createThreadsStore());
