import { useActorRef } from '@xstate/react';
import { useSelector } from '@xstate/store-react';
import { useCallback, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { threadMachine } from '../../../../machines/threadMachine';
import { type Recipient, type Thread, type ThreadMessage, TYPING_SIGNAL_EVERY_MS } from '../../../shared/messagesTypes';
import type { Page } from '../../../shared/types';
import { useApi, useApp, useStore } from '../../app/AppContext';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { usePager } from '../../lib/usePager';
import { messagesApi } from './messagesApi';
import { messagesStore } from './messagesStore';
import { threadsStore } from './threadsStore';
import { typingStore, typistsIn } from './typingStore';

// The real actors and calls of the inbox: the thread list, one open conversation with its machine, reading it, older
// pages, typing signals, and starting a conversation.

/**
 * The inbox list, a page at a time through the pager; its threads live in the threads store, which the socket keeps
 * live. It is fetched again whenever the store says it is stale (a resync, or a message in an unknown thread).
 */
export function useInbox() {
  const api = useApi(messagesApi);
  const store = useStore(threadsStore);
  const resyncs = useSelector(store, (s) => s.context.resyncs);
  return usePager<Thread>(
    'threads',
    {
      first: async (signal) => {
        const asOf = store.getSnapshot().context.clock;
        const page = await api.threads(signal);
        store.trigger.seeded({ page, asOf });
        return page;
      },
      page: (link, signal) => api.threadsPage(link, signal),
      received: (page, first) => {
        if (!first) store.trigger.moreLoaded({ page });
      },
    },
    resyncs,
  );
}

/** Tells the session the user's unread message count the server now holds. */
function useSetUnread() {
  const { session } = useApp();
  return useCallback((messages: number) => session.send({ type: 'unread.changed', messages }), [session]);
}

/**
 * One open conversation: its people, its machine (first page, sending with a pending message), and reading it. It is
 * read when it opens, and again when someone else's message arrives while the tab is in view (or when it comes back
 * into view), so the count in the top menu falls on every device.
 */
export function useThread(threadId: string) {
  const api = useApi(messagesApi);
  const messages = useStore(messagesStore);
  const threads = useStore(threadsStore);
  const setUnread = useSetUnread();
  const thread = useData(`thread:${threadId}`, async (signal) => {
    const asOf = threads.getSnapshot().context.clock;
    const found = await api.thread(threadId, signal);
    threads.trigger.known({ thread: found, asOf });
    return found;
  });
  const actor = useActorRef(
    threadMachine.provide({
      actions: {
        seed: (_, { page }) => messages.trigger.seeded({ thread: threadId, page }),
        sent: (_, { message }) => {
          messages.trigger.messageAppended({ message });
          threads.trigger.messageCreated({ message, mine: true });
        },
      },
      actors: {
        load: fromPromise<Page<ThreadMessage>, { thread: string }>(({ input, signal }) =>
          api.messages(input.thread, signal),
        ),
        send: fromPromise<ThreadMessage, { thread: string; text: string }>(({ input }) =>
          api.send(input.thread, input.text),
        ),
      },
    }),
    { input: { thread: threadId } },
  );

  useEffect(() => {
    messages.trigger.opened({ thread: threadId });
    return () => messages.trigger.closed();
  }, [messages, threadId]);

  const me = useCurrentUserRef();
  useEffect(() => {
    let unseen = true;
    const read = () => {
      if (document.visibilityState !== 'visible' || !unseen) return;
      unseen = false;
      api.read(threadId).then(
        (answer) => {
          threads.trigger.read({ thread: threadId });
          setUnread(answer.unread_messages_count);
        },
        () => {
          unseen = true;
        },
      );
    };
    read();
    // Only what arrives after the newest message shown counts: an older page scrolled into view is not news.
    const newestOf = (messages: ThreadMessage[]) => messages.at(-1)?.created_at ?? '';
    let newest = newestOf(messages.getSnapshot().context.messages);
    const subscription = messages.subscribe(({ context }) => {
      if (context.thread !== threadId) return;
      const theirs = context.messages.some((m) => m.created_at > newest && m.sender.id !== me.current);
      newest = newestOf(context.messages) || newest;
      if (theirs) {
        unseen = true;
        read();
      }
    });
    document.addEventListener('visibilitychange', read);
    return () => {
      subscription.unsubscribe();
      document.removeEventListener('visibilitychange', read);
    };
  }, [api, messages, threads, threadId, setUnread, me]);
  return { thread, actor };
}

function useCurrentUserRef() {
  const { session } = useApp();
  const ref = useRef<string | null>(session.getSnapshot().context.user?.id ?? null);
  ref.current = session.getSnapshot().context.user?.id ?? null;
  return ref;
}

/** Reads the page of older messages above the ones shown, once at a time. */
export function useOlderMessages(threadId: string) {
  const api = useApi(messagesApi);
  const store = useStore(messagesStore);
  const older = useSelector(store, (s) => (s.context.thread === threadId ? s.context.older : null));
  const load = useAction(
    (link: string) => api.page(link),
    (page) => store.trigger.olderLoaded({ thread: threadId, page }),
  );
  return {
    hasOlder: older !== null,
    loading: load.busy,
    load: () => {
      if (older) load.request(older);
    },
  };
}

/** "I am typing", sent up the socket at most every few seconds while the user types. */
export function useTypingSignal(threadId: string) {
  const { signals } = useApp();
  const last = useRef(0);
  const typing = useCallback(() => {
    const now = Date.now();
    if (now - last.current < TYPING_SIGNAL_EVERY_MS) return;
    if (signals.send({ type: 'typing', thread: threadId })) last.current = now;
  }, [signals, threadId]);
  // A message ends its sender's typing line for the others at once, so the next keystroke must say so again even
  // if the last signal went out less than TYPING_SIGNAL_EVERY_MS ago (a quick follow-up went unannounced).
  const sent = useCallback(() => {
    last.current = 0;
  }, []);
  return { typing, sent };
}

/** Deletes one of the user's own messages. */
export function useDeleteMessage() {
  const api = useApi(messagesApi);
  const store = useStore(messagesStore);
  return (message: ThreadMessage) =>
    api.remove(message.thread, message.id).then(() => store.trigger.messageRemoved(message));
}

/** Finds or starts the conversation with these people; `text` is sent as its first message. */
export function useStartThread() {
  const api = useApi(messagesApi);
  const store = useStore(threadsStore);
  return async (people: string[], text?: string): Promise<Thread> => {
    const asOf = store.getSnapshot().context.clock;
    const thread = await api.start(people, text);
    store.trigger.known({ thread, asOf });
    return thread;
  };
}

/**
 * The conversation with the person of `handle` (/inbox?to=), found or started once per handle; a handle no one has
 * is said so.
 */
export function useOpenThreadWith(handle: string) {
  const start = useStartThread();
  return useData(`open-with:${handle}`, () => start([handle]));
}

/** How long typing must pause before the people matching it are asked for. */
const RECIPIENTS_PAUSE_MS = 250;

/**
 * People the user may message whose name or handle matches what they typed, a moment after they stop typing: each
 * keystroke names new data, so the resource machine drops the older ask (its pause or its request) for the newer.
 */
export function useRecipients(query: string): { people: Recipient[]; searching: boolean } {
  const api = useApi(messagesApi);
  const q = query.trim();
  const found = useData(`recipients:${q}`, async (signal) => {
    if (!q) return [];
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, RECIPIENTS_PAUSE_MS);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
    return api.recipients(q, signal);
  });
  // The last people found stay offered while the next ask is out, so the list does not blink at each keystroke.
  const last = useRef<Recipient[]>([]);
  if (found.status === 'ready' || !q) last.current = found.status === 'ready' ? found.data : [];
  return { people: last.current, searching: found.status === 'loading' && q !== '' };
}

/** The conversations as the inbox lists them, kept live by the socket. */
export function useThreads() {
  const store = useStore(threadsStore);
  return {
    threads: useSelector(store, (s) => s.context.threads),
    loaded: useSelector(store, (s) => s.context.loaded),
  };
}

/** The open conversation's messages, kept live by the socket. */
export function useThreadMessages(threadId: string) {
  const store = useStore(messagesStore);
  return useSelector(store, (s) => (s.context.thread === threadId ? s.context.messages : EMPTY));
}
const EMPTY: ThreadMessage[] = [];

const sameNames = (a: string[] | undefined, b: string[]) =>
  a !== undefined && a.length === b.length && a.every((n, i) => n === b[i]);

/** Who is typing in a conversation now; each signal fades after a few seconds unless renewed. */
export function useTypists(threadId: string): string[] {
  const store = useStore(typingStore);
  const names = useSelector(store, (s) => typistsIn(s.context, threadId), sameNames);
  useEffect(() => {
    if (!names.length) return;
    const soonest = Math.min(...store.getSnapshot().context.typists.map((t) => t.until));
    const timer = setTimeout(() => store.trigger.expired({ now: Date.now() }), soonest - Date.now() + 10);
    return () => clearTimeout(timer);
  }, [names, store]);
  return names;
}
