import { createStore } from '@xstate/store';
import { produce } from 'immer';
import type { Item } from '../../shared/realtime';
import { upsertAt } from './items';

export interface MessagesContext {
  /** Messages of the open thread, oldest first. */
  messages: Item[];
  stale: boolean;
}

const empty = (): MessagesContext => ({ messages: [], stale: false });

export function createMessagesStore(initial: Partial<MessagesContext> = {}) {
  return createStore({
    context: { ...empty(), ...initial },
    on: {
      seeded: (context, event: { messages: Item[] }) => ({ ...context, messages: event.messages, stale: false }),
      messageAppended: (context, event: { message: Item }) =>
        produce(context, (draft) => upsertAt(draft.messages, event.message)),
      resynced: (context) => ({ ...context, stale: true }),
      reset: () => empty(),
    },
  });
}

export type MessagesStore = ReturnType<typeof createMessagesStore>;
