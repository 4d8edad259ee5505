import { createStore } from '@xstate/store';
import { part } from '../../app/parts';

// Lists of people are nobody else's live concern (no stream carries them), so a change this tab makes bumps the
// version the lists pages refetch by.

export interface ListsContext {
  version: number;
}

export function createListsStore() {
  return createStore({
    context: { version: 0 } as ListsContext,
    on: {
      changed: (context) => ({ version: context.version + 1 }),
      reset: () => ({ version: 0 }),
    },
  });
}

export type ListsStore = ReturnType<typeof createListsStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const listsStore = part('lists', () => createListsStore());
