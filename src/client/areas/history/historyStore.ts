import { createStore } from '@xstate/store';
import { part } from '../../app/parts';

/**
 * Bumped when the socket says something of a wedding changed (app/storeDispatch.ts): every change writes a history
 * entry with its event, so the activity page and the item histories read their first page again, and a new entry
 * shows on top.
 */
export function createHistoryStore() {
  return createStore({
    context: { revision: 0 },
    on: {
      changed: (context) => ({ revision: context.revision + 1 }),
      reset: () => ({ revision: 0 }),
    },
  });
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const historyStore = part('history', () => createHistoryStore());
export const selectHistoryRevision = (s: ReturnType<HistoryStore['getSnapshot']>) => s.context.revision;
