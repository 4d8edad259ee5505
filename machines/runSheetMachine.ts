import { assign, fromCallback, setup } from 'xstate';
import type { RunSheet, RunSheetItem } from '../src/shared/runSheet';
import type { WeddingClock } from '../src/shared/weddingClock';

// A run sheet open on someone's phone on the day (issue 37). The sheet comes from a watcher (the page polls its link,
// or the socket for members) and the wedding's clock ticks; the machine keeps what this device has already seen of
// each item's time, so a moved item is marked "changed … : 17:30 → 17:45" until its reader says they saw it.

/** An item whose time moved since this device last saw it (`from` null: added since). */
export interface ItemChange {
  from: string | null;
  to: string | null;
  at: string;
}

export interface RunSheetContext {
  sheet: RunSheet | null;
  /** Each item's time as this device last saw it. */
  seen: Record<string, string | null>;
  changes: Record<string, ItemChange>;
  clock: WeddingClock;
  /** When the watcher last failed after a success: the sheet shown is what the device had then. */
  offlineSince: number | null;
}

export interface RunSheetInput {
  seen: Record<string, string | null>;
  clock: WeddingClock;
  /** What the device kept from its last visit, shown until the server answers (or while it cannot). */
  sheet: RunSheet | null;
}

export type RunSheetEvent =
  | { type: 'sheet.loaded'; sheet: RunSheet }
  | { type: 'sheet.failed'; at: number }
  | { type: 'sheet.gone' }
  | { type: 'clock.ticked'; clock: WeddingClock }
  | { type: 'change.seen'; id: string }
  | { type: 'retry' };

/** Compares a new sheet with what was seen: moved items get (or keep) their mark; one moved back loses it. */
function markChanges(context: RunSheetContext, sheet: RunSheet) {
  const seen = { ...context.seen };
  const changes: Record<string, ItemChange> = {};
  const firstLook = Object.keys(seen).length === 0;
  for (const item of sheet.items) {
    if (!(item.id in seen) && firstLook) seen[item.id] = item.time;
    else if (!(item.id in seen) || seen[item.id] !== item.time) {
      changes[item.id] = { from: seen[item.id] ?? null, to: item.time, at: item.updated_at };
    }
  }
  return { seen, changes };
}

export const runSheetMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: {
    context: {} as RunSheetContext,
    events: {} as RunSheetEvent,
    input: {} as RunSheetInput,
  },
  actions: {
    takeSheet: assign(({ context }, params: { sheet: RunSheet }) => ({
      sheet: params.sheet,
      offlineSince: null,
      ...markChanges(context, params.sheet),
    })),
    noteOffline: assign(({ context }, params: { at: number }) => ({ offlineSince: context.offlineSince ?? params.at })),
    takeClock: assign((_, params: { clock: WeddingClock }) => ({ clock: params.clock })),
    markSeen: assign(({ context }, params: { id: string }) => {
      const { [params.id]: _gone, ...changes } = context.changes;
      const item = context.sheet?.items.find((i) => i.id === params.id);
      return { changes, seen: item ? { ...context.seen, [params.id]: item.time } : context.seen };
    }),
    /** Keeps what was seen (and the sheet) on the device, for the next visit and for no signal. */
    keep: (_, _params: { sheet: RunSheet | null; seen: Record<string, string | null> }) => {
      throw new Error('keep not provided');
    },
  },
  guards: {
    'a sheet is shown': ({ context }) => context.sheet !== null,
  },
  actors: {
    watcher: fromCallback<RunSheetEvent>(() => {
      throw new Error('watcher not provided');
    }),
    clock: fromCallback<RunSheetEvent>(() => {
      throw new Error('clock not provided');
    }),
  },
}).createMachine({
  id: 'runSheet',
  context: ({ input }) => ({
    sheet: input.sheet,
    seen: input.seen,
    changes: {},
    clock: input.clock,
    offlineSince: null,
  }),
  invoke: { src: 'clock' },
  on: {
    'clock.ticked': { actions: { type: 'takeClock', params: ({ event }) => ({ clock: event.clock }) } },
  },
  initial: 'watching',
  states: {
    watching: {
      invoke: { src: 'watcher' },
      on: {
        'sheet.loaded': {
          target: '.live',
          actions: [
            { type: 'takeSheet', params: ({ event }) => ({ sheet: event.sheet }) },
            { type: 'keep', params: ({ context }) => ({ sheet: context.sheet, seen: context.seen }) },
          ],
        },
        // The couple turned the link off: nothing more to show or to keep.
        'sheet.gone': {
          target: 'gone',
          actions: { type: 'keep', params: () => ({ sheet: null, seen: {} }) },
        },
        'change.seen': {
          actions: [
            { type: 'markSeen', params: ({ event }) => ({ id: event.id }) },
            { type: 'keep', params: ({ context }) => ({ sheet: context.sheet, seen: context.seen }) },
          ],
        },
      },
      initial: 'loading',
      states: {
        loading: {
          on: {
            'sheet.failed': [
              {
                guard: 'a sheet is shown',
                target: 'offline',
                actions: { type: 'noteOffline', params: ({ event }) => ({ at: event.at }) },
              },
              { target: 'failed' },
            ],
          },
        },
        live: {
          on: {
            'sheet.failed': {
              target: 'offline',
              actions: { type: 'noteOffline', params: ({ event }) => ({ at: event.at }) },
            },
          },
        },
        // Further failures change nothing: offline since the first one.
        offline: {},
        // A transition from a child to its ancestor exits and re-enters it: the watcher starts again, at once.
        failed: {
          on: { retry: '#runSheet.watching' },
        },
      },
    },
    gone: {},
  },
});

/** The item on now (the last one whose time has come) and the next, by the wedding's clock; untimed items neither. */
export function nowAndNext(items: RunSheetItem[], clock: WeddingClock): { now: string | null; next: string | null } {
  const timed = items.filter((i) => i.time !== null).sort((a, b) => a.time!.localeCompare(b.time!));
  if (clock.day === 'after') return { now: null, next: null };
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const at = clock.day === 'today' ? hhmm(clock.minutes) : '';
  const started = timed.filter((i) => i.time! <= at);
  return { now: started.at(-1)?.id ?? null, next: timed[started.length]?.id ?? null };
}
