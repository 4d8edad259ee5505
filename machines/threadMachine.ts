import { assign, type SnapshotFrom, setup } from 'xstate';
import type { ThreadMessage } from '../src/shared/messagesTypes';
import type { Page } from '../src/shared/types';
import { missingAction, missingActor } from './notProvided';

export interface PendingMessage {
  text: string;
}

export interface ThreadContext {
  thread: string;
  /** The message on its way, shown at once and marked pending; kept after a failure, to retry or discard. */
  pending: PendingMessage | null;
  /** Why the last load or send failed, in words for the user. */
  error: string | null;
}

export type ThreadEvent =
  | { type: 'thread.retry' }
  | { type: 'message.send'; text: string }
  | { type: 'message.retry' }
  | { type: 'message.discard' };

export interface ThreadInput {
  thread: string;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong.';

/**
 * One open conversation: its newest page loading (or failed, with a retry), then ready; a message sent shows at once
 * as pending, becomes the server's message when it is accepted, and stays as "Not sent" with Retry and Discard when
 * it is not, so nothing the user wrote is lost. Older pages and live arrivals go through the messages store.
 */
export const threadMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: {
    context: {} as ThreadContext,
    events: {} as ThreadEvent,
    input: {} as ThreadInput,
  },
  actions: {
    /** Puts the newest page in the messages store. */
    seed: missingAction('seed') as (_: unknown, params: { page: Page<ThreadMessage> }) => void,
    /** Puts the accepted message in the store (the socket may bring it too; the store keeps it once). */
    sent: missingAction('sent') as (_: unknown, params: { message: ThreadMessage }) => void,
    hold: assign((_, params: { text: string }) => ({ pending: { text: params.text }, error: null })),
    release: assign({ pending: null, error: null }),
    showError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
  guards: {
    'the text is blank': ({ event }) => event.type === 'message.send' && !event.text.trim(),
  },
  actors: {
    load: missingActor<Page<ThreadMessage>, { thread: string }>('load'),
    send: missingActor<ThreadMessage, { thread: string; text: string }>('send'),
  },
}).createMachine({
  id: 'thread',
  context: ({ input }) => ({ thread: input.thread, pending: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ thread: context.thread }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'seed', params: ({ event }) => ({ page: event.output }) }, 'release'],
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'thread.retry': 'loading' } },
    ready: {
      on: {
        'message.send': [
          { guard: 'the text is blank' },
          { target: 'sending', actions: { type: 'hold', params: ({ event }) => ({ text: event.text.trim() }) } },
        ],
      },
    },
    sending: {
      tags: ['pending'],
      invoke: {
        src: 'send',
        input: ({ context }) => ({ thread: context.thread, text: context.pending!.text }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'sent', params: ({ event }) => ({ message: event.output }) }, 'release'],
        },
        onError: { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['pending'],
      on: {
        'message.retry': 'sending',
        'message.discard': { target: 'ready', actions: 'release' },
      },
    },
  },
});

export type ThreadSnapshot = SnapshotFrom<typeof threadMachine>;

/** The message on its way (or not sent), to show under the conversation. */
export const pendingMessage = (s: ThreadSnapshot): PendingMessage | null => s.context.pending;
export const threadSending = (s: ThreadSnapshot): boolean => s.matches('sending');
export const threadSendFailed = (s: ThreadSnapshot): boolean => s.matches('failed');
export const threadLoading = (s: ThreadSnapshot): boolean => s.matches('loading');
export const threadLoadFailed = (s: ThreadSnapshot): boolean => s.matches('loadFailed');
