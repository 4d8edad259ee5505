import { assign, setup } from 'xstate';
import { brokenRules, type SeatingPlan, seatedCounts } from '../src/shared/seatingRules';
import { missingAction } from './notProvided';

// Issue 38's seating page: one guest selected, dragged onto a table (desktop) or moved with the Move menu (phone,
// keyboard). A move to a table without room is refused here, before any call; an allowed one shows at once and is
// asked of the server (`requestMove`, provided at the page), whose next plan (`plan.loaded`) replaces this one.

export type SeatingMachinePlan = Pick<SeatingPlan, 'tables' | 'guests' | 'rules'>;

export interface SeatingContext {
  plan: SeatingMachinePlan;
  /** The guest the next move is for. */
  guest: string | null;
  /** Why the last move was refused, shown until the next intent. */
  refusal: string | null;
}

export type SeatingEvent =
  | { type: 'plan.loaded'; plan: SeatingMachinePlan }
  | { type: 'guest.selected'; guest: string }
  | { type: 'selection.cleared' }
  | { type: 'drag.started'; guest: string }
  | { type: 'drag.dropped'; table: string | null }
  | { type: 'drag.cancelled' }
  | { type: 'menu.opened'; guest: string }
  | { type: 'menu.moved'; table: string | null }
  | { type: 'menu.closed' }
  | { type: 'move.refused'; message: string };

export const TABLE_FULL = 'That table is full.';

/** Whether `table` (null: off any table) has the seats `guest` needs, not counting their own seat there. */
export function hasRoom(plan: SeatingMachinePlan, guest: string | null, table: string | null): boolean {
  if (table === null) return true;
  const t = plan.tables.find((x) => x.id === table);
  const g = plan.guests.find((x) => x.id === guest);
  if (!t || !g) return false;
  if (g.table === table) return true;
  return (seatedCounts(plan.guests)[table] ?? 0) + g.seats <= t.capacity;
}

const target = (event: SeatingEvent) => ('table' in event ? event.table : null);

export const seatingMachine = setup({
  types: {
    context: {} as SeatingContext,
    events: {} as SeatingEvent,
    input: {} as { plan: SeatingMachinePlan },
  },
  actions: {
    requestMove: missingAction('requestMove') as (_: unknown, params: { guest: string; table: string | null }) => void,
    choose: assign({
      guest: ({ event }) => ('guest' in event ? event.guest : null),
      refusal: null,
    }),
    clear: assign({ guest: null, refusal: null }),
    replacePlan: assign({ plan: ({ event }) => (event.type === 'plan.loaded' ? event.plan : ({} as never)) }),
    seat: assign({
      plan: ({ context, event }) => ({
        ...context.plan,
        guests: context.plan.guests.map((g) => (g.id === context.guest ? { ...g, table: target(event) } : g)),
      }),
      guest: null,
      refusal: null,
    }),
    refuseFull: assign({ refusal: TABLE_FULL }),
    refuse: assign({ refusal: ({ event }) => (event.type === 'move.refused' ? event.message : null) }),
  },
  guards: {
    'the table has room': ({ context, event }) => hasRoom(context.plan, context.guest, target(event)),
    'the chosen guest is gone': ({ context, event }) =>
      context.guest !== null && event.type === 'plan.loaded' && !event.plan.guests.some((g) => g.id === context.guest),
  },
}).createMachine({
  id: 'seating',
  context: ({ input }) => ({ plan: input.plan, guest: null, refusal: null }),
  initial: 'idle',
  on: {
    'plan.loaded': [
      { guard: 'the chosen guest is gone', target: '.idle', actions: ['replacePlan', 'clear'] },
      { actions: 'replacePlan' },
    ],
    'move.refused': { target: '.refused', actions: 'refuse' },
  },
  states: {
    idle: {
      on: {
        'guest.selected': { target: 'selected', actions: 'choose' },
        'drag.started': { target: 'dragging', actions: 'choose' },
        'menu.opened': { target: 'menu', actions: 'choose' },
      },
    },
    selected: {
      on: {
        'guest.selected': { target: 'selected', actions: 'choose' },
        'selection.cleared': { target: 'idle', actions: 'clear' },
        'drag.started': { target: 'dragging', actions: 'choose' },
        'menu.opened': { target: 'menu', actions: 'choose' },
      },
    },
    // Refused: the guest stays chosen, with the reason shown, until the next intent.
    refused: {
      on: {
        'guest.selected': { target: 'selected', actions: 'choose' },
        'selection.cleared': { target: 'idle', actions: 'clear' },
        'drag.started': { target: 'dragging', actions: 'choose' },
        'menu.opened': { target: 'menu', actions: 'choose' },
      },
    },
    dragging: {
      on: {
        'drag.dropped': [
          {
            guard: 'the table has room',
            target: 'idle',
            actions: [
              {
                type: 'requestMove',
                params: ({ context, event }) => ({ guest: context.guest!, table: target(event) }),
              },
              'seat',
            ],
          },
          { target: 'refused', actions: 'refuseFull' },
        ],
        'drag.cancelled': { target: 'selected' },
      },
    },
    menu: {
      on: {
        'menu.moved': [
          {
            guard: 'the table has room',
            target: 'idle',
            actions: [
              {
                type: 'requestMove',
                params: ({ context, event }) => ({ guest: context.guest!, table: target(event) }),
              },
              'seat',
            ],
          },
          { target: 'refused', actions: 'refuseFull' },
        ],
        'menu.closed': { target: 'selected' },
      },
    },
  },
});

// Selectors for the page.
type Snap = { context: SeatingContext; value: unknown };
export const seatingGuest = (s: Snap) => s.context.guest;
export const seatingRefusal = (s: Snap) => s.context.refusal;
export const seatingMode = (s: Snap) => s.value as 'idle' | 'selected' | 'refused' | 'dragging' | 'menu';
export const seatingPlanOf = (s: Snap) => s.context.plan;
/** The rules the plan on screen breaks, by id. */
export const seatingBroken = (s: Snap) => brokenRules(s.context.plan);
