import { createStore } from '@xstate/store';
import type { Household, RsvpSummary } from '../../../shared/site';
import { part } from '../../app/parts';

export interface GuestsContext {
  weddingId: string | null;
  households: Household[];
  summary: RsvpSummary | null;
  /**
   * Bumped by every guest-list or RSVP event. The events carry ids only (the list holds guests' contact details the
   * committee may not see), so whoever shows the list or the counts fetches them again when this moves.
   */
  revision: number;
  /** This session's socket has been ready once: what is fetched from now on cannot miss an event. */
  live: boolean;
}

const empty = (): GuestsContext => ({ weddingId: null, households: [], summary: null, revision: 0, live: false });

/** The open wedding's guest list and RSVP counts: seeded by REST, refetched when the socket says they changed. */
export function createGuestsStore() {
  return createStore({
    context: empty(),
    on: {
      householdsSeeded: (context, event: { weddingId: string; households: Household[] }) => ({
        ...context,
        summary: context.weddingId === event.weddingId ? context.summary : null,
        weddingId: event.weddingId,
        households: event.households,
      }),
      summarySeeded: (context, event: { summary: RsvpSummary }) => ({
        ...context,
        households: context.weddingId === event.summary.account ? context.households : [],
        weddingId: event.summary.account,
        summary: event.summary,
      }),
      changed: (context) => ({ ...context, revision: context.revision + 1 }),
      // What was fetched before the session's first `ready` may lack an event; a reconnect replays what it missed.
      socketReady: (context) => (context.live ? context : { ...context, live: true, revision: context.revision + 1 }),
      reset: () => empty(),
    },
  });
}

export type GuestsStore = ReturnType<typeof createGuestsStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const guestsStore = part('guests', () => createGuestsStore());
type Snapshot = ReturnType<GuestsStore['getSnapshot']>;

/** For a dashboard card: the RSVP counts of `weddingId`, or null until they are loaded. */
export const selectRsvpSummary = (weddingId: string) => (s: Snapshot) =>
  s.context.summary?.account === weddingId ? s.context.summary : null;
export const selectHouseholds = (weddingId: string) => (s: Snapshot) =>
  s.context.weddingId === weddingId ? s.context.households : null;
export const selectGuestsRevision = (s: Snapshot) => s.context.revision;
