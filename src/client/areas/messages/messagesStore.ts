import { createStore } from '@xstate/store';
import { castDraft, produce } from 'immer';
import type { ThreadMessage } from '../../../shared/messagesTypes';
import type { Page } from '../../../shared/types';
import { part } from '../../app/parts';
import { removeById } from '../../app/storeItems';

export interface MessagesContext {
  /** The thread open in this tab; messages of any other thread are the inbox's business. */
  thread: string | null;
  /** Its messages, oldest first, as the conversation reads. */
  messages: ThreadMessage[];
  /** The link to the page of older messages, or null when the first message is shown. */
  older: string | null;
  loaded: boolean;
  /** Resyncs so far: the history this client needed was gone, so what it shows is fetched again (views key on it). */
  resyncs: number;
}

const empty = (): MessagesContext => ({ thread: null, messages: [], older: null, loaded: false, resyncs: 0 });

/** Keeps a message list in time order without repeats, whatever order REST pages and socket events come in. */
function merge(list: ThreadMessage[], incoming: ThreadMessage[]): ThreadMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

export function createMessagesStore(initial: Partial<MessagesContext> = {}) {
  return createStore({
    context: { ...empty(), ...initial },
    on: {
      opened: (context, event: { thread: string }) =>
        context.thread === event.thread ? context : { ...empty(), thread: event.thread, resyncs: context.resyncs },
      // The newest page; a message the socket delivered while the request was out stays.
      seeded: (context, event: { thread: string; page: Page<ThreadMessage> }) =>
        event.thread !== context.thread
          ? context
          : {
              ...context,
              messages: merge(context.loaded ? [] : context.messages, event.page.results),
              older: event.page.next,
              loaded: true,
            },
      olderLoaded: (context, event: { thread: string; page: Page<ThreadMessage> }) =>
        event.thread !== context.thread
          ? context
          : { ...context, messages: merge(context.messages, event.page.results), older: event.page.next },
      messageAppended: (context, event: { message: ThreadMessage }) =>
        event.message.thread !== context.thread
          ? context
          : { ...context, messages: merge(context.messages, [event.message]) },
      messageRemoved: (context, event: { id: string; thread: string }) =>
        produce(context, (draft) => {
          if (draft.thread === event.thread) removeById(draft.messages, event.id);
        }),
      closed: (context) => ({ ...empty(), resyncs: context.resyncs }),
      resynced: (context) =>
        produce(context, (draft) => {
          draft.resyncs += 1;
          draft.messages = castDraft([]);
          draft.loaded = false;
        }),
      reset: () => empty(),
    },
  });
}

export type MessagesStore = ReturnType<typeof createMessagesStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const messagesStore = part('messages', () => createMessagesStore());
