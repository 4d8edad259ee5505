import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import {
  hasRoom,
  type SeatingMachinePlan,
  seatingBroken,
  seatingGuest,
  seatingMachine,
  seatingMode,
  seatingPlanOf,
  seatingRefusal,
  TABLE_FULL,
} from '../../machines/seatingMachine';
import { seatingDesktopModel, seatingModel, seatingPhoneModel } from '../../models/seatingModel';
import { testModelPaths } from './support/modelPaths';

// Table a has room; f is full (z sits there); g is the guest the paths move, h another who stays unseated.
const plan = (): SeatingMachinePlan => ({
  tables: [
    { id: 'a', name: 'A', shape: 'round', capacity: 2, x: 10, y: 10 },
    { id: 'f', name: 'F', shape: 'long', capacity: 1, x: 90, y: 90 },
  ],
  guests: [
    { id: 'g', name: 'Gus', household: 'h1', table: null, seats: 1, unseated_by_decline: false },
    { id: 'h', name: 'Hal', household: 'h1', table: null, seats: 2, unseated_by_decline: false },
    { id: 'z', name: 'Zoe', household: 'h2', table: 'f', seats: 1, unseated_by_decline: false },
  ],
  rules: [{ id: 'apart', kind: 'apart', guests: ['g', 'z'], table: null }],
});

const seatingHarness = () => {
  const moves: { guest: string; table: string | null }[] = [];
  const actor = createActor(seatingMachine.provide({ actions: { requestMove: (_, params) => moves.push(params) } }), {
    input: { plan: plan() },
  }).start();
  const snap = () => actor.getSnapshot();
  const tableOfG = () => seatingPlanOf(snap()).guests.find((g) => g.id === 'g')!.table;
  const others = () =>
    seatingPlanOf(snap())
      .guests.filter((g) => g.id !== 'g')
      .map((g) => [g.id, g.table]);
  const moved = (table: string | null) => {
    expect(moves.at(-1)).toEqual({ guest: 'g', table });
    expect(tableOfG()).toBe(table);
    // Only the moved guest changes place.
    expect(others()).toEqual([
      ['h', null],
      ['z', 'f'],
    ]);
    expect(seatingGuest(snap())).toBeNull();
  };
  const refusedFull = (count: number) => {
    expect(moves).toHaveLength(count);
    expect(seatingRefusal(snap())).toBe(TABLE_FULL);
    expect(tableOfG()).not.toBe('f');
  };
  return {
    events: {
      // Another guest first, then g: choosing while one is chosen switches to the new one.
      SELECT: () => {
        actor.send({ type: 'guest.selected', guest: 'h' });
        expect(seatingGuest(snap())).toBe('h');
        expect(seatingMode(snap())).toBe('selected');
        actor.send({ type: 'guest.selected', guest: 'g' });
      },
      CLEAR: () => actor.send({ type: 'selection.cleared' }),
      DRAG: () => actor.send({ type: 'drag.started', guest: 'g' }),
      DROP_ROOM: () => {
        actor.send({ type: 'drag.dropped', table: 'a' });
        moved('a');
      },
      DROP_FULL: () => {
        const before = moves.length;
        actor.send({ type: 'drag.dropped', table: 'f' });
        refusedFull(before);
      },
      DROP_OFF: () => {
        actor.send({ type: 'drag.dropped', table: null });
        moved(null);
      },
      CANCEL_DRAG: () => actor.send({ type: 'drag.cancelled' }),
      OPEN_MENU: () => actor.send({ type: 'menu.opened', guest: 'g' }),
      MOVE_ROOM: () => {
        actor.send({ type: 'menu.moved', table: 'a' });
        moved('a');
      },
      MOVE_FULL: () => {
        const before = moves.length;
        actor.send({ type: 'menu.moved', table: 'f' });
        refusedFull(before);
      },
      MOVE_OFF: () => {
        actor.send({ type: 'menu.moved', table: null });
        moved(null);
      },
      CLOSE_MENU: () => actor.send({ type: 'menu.closed' }),
      PLAN_RELOADED: () => {
        const next = plan();
        next.rules = [];
        const guest = seatingGuest(snap());
        actor.send({ type: 'plan.loaded', plan: next });
        expect(seatingPlanOf(snap())).toEqual(next);
        expect(seatingGuest(snap())).toBe(guest);
      },
      GUEST_GONE: () => {
        const without = plan();
        without.guests = without.guests.filter((g) => g.id !== 'g');
        actor.send({ type: 'plan.loaded', plan: without });
        expect(seatingPlanOf(snap())).toEqual(without);
        expect(seatingGuest(snap())).toBeNull();
        // The guest said yes again: the next plan has them back, and nothing is chosen.
        actor.send({ type: 'plan.loaded', plan: plan() });
        expect(seatingGuest(snap())).toBeNull();
      },
      SERVER_REFUSED: () => {
        actor.send({ type: 'move.refused', message: 'That table is full.' });
      },
    },
    states: {
      idle: () => {
        expect(seatingMode(snap())).toBe('idle');
        expect(seatingGuest(snap())).toBeNull();
        expect(seatingRefusal(snap())).toBeNull();
      },
      selected: () => {
        expect(seatingMode(snap())).toBe('selected');
        expect(seatingGuest(snap())).toBe('g');
        expect(seatingRefusal(snap())).toBeNull();
      },
      refused: () => {
        expect(seatingMode(snap())).toBe('refused');
        expect(seatingGuest(snap())).toBe('g');
        expect(seatingRefusal(snap())).toBe(TABLE_FULL);
      },
      refusedByServer: () => {
        expect(seatingMode(snap())).toBe('refused');
        expect(seatingGuest(snap())).toBeNull();
        expect(seatingRefusal(snap())).toBe('That table is full.');
      },
      dragging: () => {
        expect(seatingMode(snap())).toBe('dragging');
        expect(seatingGuest(snap())).toBe('g');
        expect(seatingRefusal(snap())).toBeNull();
      },
      menu: () => {
        expect(seatingMode(snap())).toBe('menu');
        expect(seatingGuest(snap())).toBe('g');
        expect(seatingRefusal(snap())).toBeNull();
      },
    },
    stop: () => actor.stop(),
  };
};

testModelPaths(seatingModel, seatingHarness);
// The browser's models (tests/e2e/seatingPaths.spec.ts) walk the same machine here too, one path per transition.
testModelPaths(seatingDesktopModel, seatingHarness);
testModelPaths(seatingPhoneModel, () => {
  const { events, states, stop } = seatingHarness();
  const { DRAG: _d, DROP_ROOM: _r, DROP_FULL: _f, DROP_OFF: _o, CANCEL_DRAG: _c, ...phoneEvents } = events;
  const { dragging: _g, ...phoneStates } = states;
  return { events: phoneEvents, states: phoneStates, stop };
});

describe('seating rules on screen', () => {
  test('the machine is named for the inspector and starts with nothing chosen', () => {
    expect(seatingMachine.id).toBe('seating');
    const actor = createActor(seatingMachine, { input: { plan: plan() } }).start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(seatingMachine.config.initial).toBe('idle');
  });

  test('room counts plus-ones and a guest’s own seat; unknown tables and guests have none', () => {
    const p = plan();
    expect(hasRoom(p, 'g', 'a')).toBe(true);
    expect(hasRoom(p, 'h', 'a')).toBe(true);
    expect(hasRoom(p, 'g', 'f')).toBe(false);
    expect(hasRoom(p, 'z', 'f')).toBe(true);
    expect(hasRoom(p, 'g', null)).toBe(true);
    expect(hasRoom(p, 'g', 'nowhere')).toBe(false);
    expect(hasRoom(p, 'nobody', 'a')).toBe(false);
    p.guests[1]!.table = 'a';
    expect(hasRoom(p, 'g', 'a')).toBe(false);
  });

  test('a plan shows the rules it breaks', () => {
    const actor = createActor(seatingMachine.provide({ actions: { requestMove: () => {} } }), {
      input: { plan: plan() },
    }).start();
    expect(seatingBroken(actor.getSnapshot())).toEqual([]);
    const p = plan();
    p.guests[0]!.table = 'f';
    actor.send({ type: 'plan.loaded', plan: p });
    expect(seatingBroken(actor.getSnapshot())).toEqual(['apart']);
  });

  test('the page must provide the call that asks the server for a move', () => {
    const errors: unknown[] = [];
    const actor = createActor(seatingMachine, { input: { plan: plan() } });
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    actor.send({ type: 'menu.opened', guest: 'g' });
    actor.send({ type: 'menu.moved', table: 'f' });
    expect(errors).toEqual([]);
    actor.send({ type: 'drag.started', guest: 'g' });
    actor.send({ type: 'drag.dropped', table: 'a' });
    expect(String(errors[0])).toContain('requestMove not provided');
  });
});
