import type { Recipient, Thread, ThreadMessage, ThreadRead } from '../../../shared/messagesTypes';
import type { Page } from '../../../shared/types';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';
import { pathOf } from '../../http/paging';

const threadPath = (id: string) => `/api/v1/threads/${encodeURIComponent(id)}/`;

// Calls of spec section 7 (Social): /threads/ and /threads/{id}/messages/.
function createMessagesApi(http: Http) {
  return {
    /** The inbox, latest conversation first; older ones by following `next`. */
    threads: (signal?: AbortSignal) => http<Page<Thread>>('/api/v1/threads/', { signal }),
    threadsPage: (link: string, signal?: AbortSignal) => http<Page<Thread>>(pathOf(link), { signal }),
    thread: (id: string, signal?: AbortSignal) => http<Thread>(threadPath(id), { signal }),
    /** Finds the thread with exactly these people (ids or handles), or starts it; `text` is its first message. */
    start: (people: string[], text?: string) =>
      http<Thread>('/api/v1/threads/', { method: 'POST', body: text === undefined ? { people } : { people, text } }),
    recipients: (q: string, signal?: AbortSignal) =>
      http<Recipient[]>('/api/v1/threads/recipients/', { query: { q }, signal }),
    /** The newest page of a thread's messages (newest first), or the page a `next` link names. */
    messages: (id: string, signal?: AbortSignal) => http<Page<ThreadMessage>>(`${threadPath(id)}messages/`, { signal }),
    page: (link: string, signal?: AbortSignal) => http<Page<ThreadMessage>>(pathOf(link), { signal }),
    send: (id: string, text: string) =>
      http<ThreadMessage>(`${threadPath(id)}messages/`, { method: 'POST', body: { text } }),
    remove: (id: string, message: string) =>
      http<void>(`${threadPath(id)}messages/${encodeURIComponent(message)}/`, { method: 'DELETE' }),
    read: (id: string) => http<ThreadRead>(`${threadPath(id)}read/`, { method: 'POST' }),
  };
}

export type MessagesApi = ReturnType<typeof createMessagesApi>;

/** The client as the app makes it, once, for the first page that asks (app/parts.ts). */
export const messagesApi = part('messages', createMessagesApi);
