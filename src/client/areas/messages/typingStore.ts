import { createStore } from '@xstate/store';
import { TYPING_SHOWN_MS } from '../../../shared/messagesTypes';
import { part } from '../../app/parts';

// Who is typing where, as the socket's ephemeral signals say: each signal shows for a few seconds, and a message from
// the same person ends it at once.

export interface Typist {
  thread: string;
  user: string;
  name: string;
  /** Epoch ms after which the signal no longer shows. */
  until: number;
}

export interface TypingContext {
  typists: Typist[];
}

export function createTypingStore() {
  return createStore({
    context: { typists: [] } as TypingContext,
    on: {
      started: (context, event: { thread: string; user: string; name: string; at: number }) => ({
        typists: [
          ...context.typists.filter((t) => !(t.thread === event.thread && t.user === event.user)),
          { thread: event.thread, user: event.user, name: event.name, until: event.at + TYPING_SHOWN_MS },
        ],
      }),
      stopped: (context, event: { thread: string; user: string }) => ({
        typists: context.typists.filter((t) => !(t.thread === event.thread && t.user === event.user)),
      }),
      expired: (context, event: { now: number }) =>
        context.typists.every((t) => t.until > event.now)
          ? context
          : { typists: context.typists.filter((t) => t.until > event.now) },
      reset: () => ({ typists: [] }),
    },
  });
}

export type TypingStore = ReturnType<typeof createTypingStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const typingStore = part('typing', () => createTypingStore());

/** The names typing in one thread now, in the order they started. */
export const typistsIn = (context: TypingContext, thread: string): string[] =>
  context.typists.filter((t) => t.thread === thread).map((t) => t.name);
