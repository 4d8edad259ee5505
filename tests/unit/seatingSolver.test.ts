import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { solveSeating } from '../../src/server/services/seatingSolver';
import type { SeatingRule, SeatingTable } from '../../src/shared/seatingRules';

// The solver's guarantees (issue 38), on random small weddings checked against an exhaustive search.

interface Case {
  tables: SeatingTable[];
  guests: { id: string; table: string | null; seats: number }[];
  rules: SeatingRule[];
}

const caseArb = fc
  .record({
    capacities: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }),
    seats: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 1, maxLength: 6 }),
    seatedAt: fc.array(fc.option(fc.nat(2), { freq: 3 }), { minLength: 6, maxLength: 6 }),
    rules: fc.array(
      fc.record({
        kind: fc.constantFrom('together' as const, 'apart' as const, 'near' as const),
        guests: fc.uniqueArray(fc.nat(5), { minLength: 2, maxLength: 3 }),
        table: fc.nat(2),
      }),
      { maxLength: 4 },
    ),
  })
  .map(({ capacities, seats, seatedAt, rules }): Case => {
    const tables = capacities.map((capacity, i) => ({
      id: `t${i}`,
      name: `Table ${i}`,
      shape: 'round' as const,
      capacity,
      x: i * 40,
      y: 50,
    }));
    const room = [...capacities];
    const guests = seats.map((s, i) => {
      // Already seated only where it fits, so the plan starts within capacity.
      const t = seatedAt[i];
      const at = t !== null && t !== undefined && t < tables.length && room[t]! >= s ? t : null;
      if (at !== null) room[at]! -= s;
      return { id: `g${i}`, table: at === null ? null : `t${at}`, seats: s };
    });
    return {
      tables,
      guests,
      rules: rules.map((r, i) => ({
        id: `r${i}`,
        kind: r.kind,
        guests: r.guests.filter((g) => g < guests.length).map((g) => `g${g}`),
        table: r.kind === 'near' ? `t${r.table % tables.length}` : null,
      })),
    };
  });

const apartPairs = (c: Case) =>
  c.rules
    .filter((r) => r.kind === 'apart')
    .flatMap((r) => r.guests.flatMap((a) => r.guests.filter((b) => a < b).map((b) => [a, b] as const)));

function tablesAfter(c: Case, placed: Record<string, string>) {
  return new Map(c.guests.map((g) => [g.id, g.table ?? placed[g.id] ?? null]));
}

/** Whether every unseated guest can be seated within capacity without two "apart" guests at one table. */
function solvable(c: Case): boolean {
  const free = c.guests.filter((g) => !g.table);
  const pairs = apartPairs(c);
  const assign = new Map(c.guests.filter((g) => g.table).map((g) => [g.id, g.table!]));
  const room = new Map(c.tables.map((t) => [t.id, t.capacity]));
  for (const g of c.guests) if (g.table) room.set(g.table, room.get(g.table)! - g.seats);
  // Pairs the couple had already seated together are theirs to sort out; the solver only adds guests.
  const fixed = new Set(assign.keys());
  const ok = () =>
    pairs.every(([a, b]) => (fixed.has(a) && fixed.has(b)) || !assign.get(a) || assign.get(a) !== assign.get(b));
  const go = (i: number): boolean => {
    if (i === free.length) return true;
    const g = free[i]!;
    for (const t of c.tables) {
      if (room.get(t.id)! < g.seats) continue;
      assign.set(g.id, t.id);
      room.set(t.id, room.get(t.id)! - g.seats);
      if (ok() && go(i + 1)) return true;
      room.set(t.id, room.get(t.id)! + g.seats);
      assign.delete(g.id);
    }
    return false;
  };
  return go(0);
}

describe('seat for me', () => {
  test('never over capacity, and seated guests stay where they are', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { placed } = solveSeating(c);
        const at = tablesAfter(c, placed);
        for (const g of c.guests) if (g.table) expect(placed[g.id]).toBeUndefined();
        for (const t of c.tables) {
          const used = c.guests.filter((g) => at.get(g.id) === t.id).reduce((n, g) => n + g.seats, 0);
          expect(used).toBeLessThanOrEqual(t.capacity);
        }
      }),
      { numRuns: 500 },
    );
  });

  test('never puts a guest at a table with someone they must sit apart from', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { placed } = solveSeating(c);
        const at = tablesAfter(c, placed);
        for (const [a, b] of apartPairs(c)) {
          if (!placed[a] && !placed[b]) continue;
          expect(at.get(a) && at.get(a) === at.get(b)).toBeFalsy();
        }
      }),
      { numRuns: 500 },
    );
  });

  test('seats everyone whenever a plan within capacity that keeps every "apart" exists', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const result = solveSeating(c);
        if (solvable(c)) expect(result.unplaced).toEqual([]);
        else expect(result.unplaced.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });

  test('reports the rules the plan does not meet', () => {
    const tables: SeatingTable[] = [
      { id: 'a', name: 'A', shape: 'round', capacity: 2, x: 0, y: 0 },
      { id: 'b', name: 'B', shape: 'long', capacity: 2, x: 100, y: 100 },
    ];
    const guests = ['x', 'y', 'z'].map((id) => ({ id, table: null, seats: 1 }));
    const result = solveSeating({
      tables,
      guests,
      rules: [
        { id: 'three', kind: 'together', guests: ['x', 'y', 'z'], table: null },
        { id: 'split', kind: 'apart', guests: ['x', 'y'], table: null },
        { id: 'by-b', kind: 'near', guests: ['z'], table: 'b' },
      ],
    });
    expect(result.unplaced).toEqual([]);
    expect(result.unmet).toEqual(['three']);
    expect(result.placed.z).toBe('b');
  });
});
