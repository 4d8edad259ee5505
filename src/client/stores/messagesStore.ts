import { createStore } from '@xstate/store';
import { produce } from 'immer';
import type { Item } from '../../shared/realtime';
import { upsertAt } from './items';

export interface MessagesContext {
  /** Messages of the open thread, oldest first. */
  messages: Item[];
  /** Resyncs so far: the history this client needed was gone, so what it shows is fetched again (views key on it). */
  resyncs: number;
}

const empty = (): MessagesContext => ({ messages: [], resyncs: 0 });

export function createMessagesStore(initial: Partial<MessagesContext> = {}) {
  return createStore({
    context: { ...empty(), ...initial },
    on: {
      seeded: (context, event: { messages: Item[] }) => ({ ...context, messages: event.messages }),
      messageAppended: (context, event: { message: Item }) =>
        produce(context, (draft) => upsertAt(draft.messages, event.message)),
      resynced: (context) => ({ ...context, resyncs: context.resyncs + 1 }),
      reset: () => empty(),
    },
  });
}

export type MessagesStore = ReturnType<typeof createMessagesStore>;
