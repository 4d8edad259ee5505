import { createStore } from '@xstate/store';
import { part } from '../../app/parts';

// The Funds pages show totals summed by the server, so a change is folded as "what you show is stale": each socket
// event about the couple's money (or a catch-up that may have missed some) bumps the version the pages refetch by.
// The session's first `ready` bumps it too (what was read before the socket joined may lack an event); a later one
// does not: a reconnect replays what it missed, or gets `resync`.

export interface FundsContext {
  version: number;
  /** Who made the last change, so a page can say that the partner did. */
  lastBy: string | null;
  /** This session's socket has been ready once: what is read from now on cannot miss an event. */
  live: boolean;
}

const empty = (): FundsContext => ({ version: 0, lastBy: null, live: false });

export function createFundsStore() {
  return createStore({
    context: empty(),
    on: {
      changed: (context, event: { by?: string }) => ({
        ...context,
        version: context.version + 1,
        lastBy: event.by ?? null,
      }),
      socketReady: (context) => (context.live ? context : { ...context, live: true, version: context.version + 1 }),
      resynced: (context) => ({ ...context, version: context.version + 1 }),
      reset: () => empty(),
    },
  });
}

export type FundsStore = ReturnType<typeof createFundsStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const fundsStore = part('funds', () => createFundsStore());
