import { type SeatingGuest, type SeatingRule, type SeatingTable, tablesNear } from '../../shared/seatingRules';

// "Seat for me" (issue 38): places the unseated guests, leaving everyone already seated where they are. Capacity and
// "apart" are hard: the solver never breaks them, and seats everyone whenever the free seats allow it without
// breaking one (the search is complete within its budget; past it, guests are left unseated, never misplaced).
// "Together" keeps a group at one table when it can; "near" only orders the tables tried. Whatever is not met is
// reported.

export interface SolverInput {
  tables: SeatingTable[];
  guests: Pick<SeatingGuest, 'id' | 'table' | 'seats'>[];
  rules: SeatingRule[];
  /** Search steps before giving up on seating everyone; the bench and the property tests never reach it. */
  budget?: number;
  /** Milliseconds before giving up the same way, so a request always answers (issue 38 asks ≤ 2 s). */
  timeLimitMs?: number;
}

export interface SolverResult {
  /** Guest id → table, for the guests it placed. */
  placed: Record<string, string>;
  /** Guests it could not place without going over capacity or breaking an "apart" rule. */
  unplaced: string[];
  /** Rules the resulting plan does not meet. */
  unmet: string[];
  /** It ran out of budget before proving the best it found was all it could do. */
  exhausted: boolean;
}

interface Group {
  members: string[];
  seats: number;
  /** Tables the group's "near" rules prefer, best first. */
  near: Set<string>;
}

class UnionFind {
  private parent = new Map<string, string>();
  find(x: string): string {
    const p = this.parent.get(x) ?? x;
    if (p === x) return x;
    const root = this.find(p);
    this.parent.set(x, root);
    return root;
  }
  union(a: string, b: string) {
    this.parent.set(this.find(a), this.find(b));
  }
}

export function solveSeating(input: SolverInput): SolverResult {
  const budget = input.budget ?? 200_000;
  const deadline = Date.now() + (input.timeLimitMs ?? 1500);
  let steps = 0;
  const seatsOf = new Map(input.guests.map((g) => [g.id, g.seats]));
  const fixed = new Map(input.guests.filter((g) => g.table).map((g) => [g.id, g.table!]));
  const free = input.guests.filter((g) => !g.table).map((g) => g.id);
  const freeSet = new Set(free);
  const apart = new Map<string, Set<string>>();
  for (const rule of input.rules.filter((r) => r.kind === 'apart')) {
    for (const a of rule.guests)
      for (const b of rule.guests) if (a !== b) (apart.get(a) ?? apart.set(a, new Set()).get(a)!).add(b);
  }
  const nearOf = new Map<string, Set<string>>();
  for (const rule of input.rules.filter((r) => r.kind === 'near' && r.table)) {
    const near = tablesNear(input.tables, rule.table!);
    for (const g of rule.guests) nearOf.set(g, near);
  }

  const attempt = (together: boolean) => {
    const uf = new UnionFind();
    if (together) {
      for (const rule of input.rules.filter((r) => r.kind === 'together')) {
        const members = rule.guests.filter((g) => seatsOf.has(g));
        for (const g of members.slice(1)) uf.union(members[0]!, g);
      }
    }
    const byRoot = new Map<string, string[]>();
    for (const g of free) byRoot.set(uf.find(g), [...(byRoot.get(uf.find(g)) ?? []), g]);
    // A group that must sit with someone already seated goes to that table; one that is self-contradictory splits.
    const pinned = new Map<string, string>();
    for (const [g, table] of fixed) if (together) pinned.set(uf.find(g), table);
    const groups: Group[] = [];
    const unconstrained: string[] = [];
    for (const [root, members] of byRoot) {
      const conflicted = members.some((a) => members.some((b) => apart.get(a)?.has(b)));
      const parts = conflicted ? members.map((m) => [m]) : [members];
      for (const part of parts) {
        const near = new Set(part.flatMap((m) => [...(nearOf.get(m) ?? [])]));
        const pin = !conflicted ? pinned.get(root) : undefined;
        if (pin) near.clear();
        if (pin) near.add(pin);
        const seats = part.reduce((n, m) => n + (seatsOf.get(m) ?? 1), 0);
        if (part.length === 1 && !near.size && !apart.has(part[0]!)) unconstrained.push(part[0]!);
        else groups.push({ members: part, seats, near: pin ? new Set([`pin:${pin}`, pin]) : near });
      }
    }
    return search(groups, unconstrained);
  };

  const search = (groups: Group[], unconstrained: string[]) => {
    const room = new Map(input.tables.map((t) => [t.id, t.capacity]));
    const at = new Map<string, Set<string>>(input.tables.map((t) => [t.id, new Set()]));
    for (const [g, table] of fixed) {
      room.set(table, (room.get(table) ?? 0) - (seatsOf.get(g) ?? 1));
      at.get(table)?.add(g);
    }
    // Most constrained first: pinned, then apart-heavy, then largest.
    const degree = (gr: Group) => gr.members.reduce((n, m) => n + (apart.get(m)?.size ?? 0), 0);
    const order = [...groups].sort(
      (a, b) =>
        Number([...b.near].some((n) => n.startsWith('pin:'))) - Number([...a.near].some((n) => n.startsWith('pin:'))) ||
        degree(b) - degree(a) ||
        b.seats - a.seats,
    );
    const placed: Record<string, string> = {};
    let exhausted = false;
    const fits = (gr: Group, table: string) => {
      if ((room.get(table) ?? 0) < gr.seats) return false;
      const pin = [...gr.near].find((n) => n.startsWith('pin:'));
      if (pin && pin !== `pin:${table}`) return false;
      const here = at.get(table)!;
      return !gr.members.some((m) => [...(apart.get(m) ?? [])].some((o) => here.has(o)));
    };
    const put = (gr: Group, table: string, sign: 1 | -1) => {
      room.set(table, room.get(table)! - sign * gr.seats);
      for (const m of gr.members) {
        if (sign === 1) {
          at.get(table)!.add(m);
          placed[m] = table;
        } else {
          at.get(table)!.delete(m);
          delete placed[m];
        }
      }
    };
    const tableIds = input.tables.map((t) => t.id);
    const choices = (gr: Group) =>
      tableIds
        .filter((t) => fits(gr, t))
        .sort((a, b) => Number(gr.near.has(b)) - Number(gr.near.has(a)) || room.get(b)! - room.get(a)!);
    // The unconstrained guests need only seats: a table-by-table fill, checked against the free seats left.
    const fillRest = () => {
      let left = [...unconstrained].sort((a, b) => (seatsOf.get(b) ?? 1) - (seatsOf.get(a) ?? 1));
      const taken: [string, string][] = [];
      for (const t of tableIds) {
        const still: string[] = [];
        for (const g of left) {
          const s = seatsOf.get(g) ?? 1;
          if ((room.get(t) ?? 0) >= s) {
            room.set(t, room.get(t)! - s);
            taken.push([g, t]);
          } else still.push(g);
        }
        left = still;
      }
      return { taken, left };
    };
    // Singles of one and two seats fit exactly when the pairs fit in the even room and all fit in the room.
    const restSeats = unconstrained.map((g) => seatsOf.get(g) ?? 1);
    const restFits = () => {
      const rooms = [...room.values()].map((r) => Math.max(0, r));
      const pairs = restSeats.filter((n) => n >= 2).length;
      const need = restSeats.reduce((n, s) => n + s, 0);
      return pairs <= rooms.reduce((n, r) => n + Math.floor(r / 2), 0) && need <= rooms.reduce((n, r) => n + r, 0);
    };
    const dfs = (i: number): boolean => {
      if (i === order.length) return restFits();
      if (++steps > budget || ((steps & 1023) === 0 && Date.now() > deadline)) {
        exhausted = true;
        return false;
      }
      const gr = order[i]!;
      for (const t of choices(gr)) {
        put(gr, t, 1);
        if (dfs(i + 1)) return true;
        put(gr, t, -1);
        if (exhausted) return false;
      }
      return false;
    };
    const needed = [...groups.flatMap((g) => g.members), ...unconstrained].reduce(
      (n, g) => n + (seatsOf.get(g) ?? 1),
      0,
    );
    const total = [...room.values()].reduce((n, r) => n + Math.max(0, r), 0);
    // More guests in one "apart" rule than tables: no plan exists, and proving it would take the whole budget.
    const pigeons = input.rules.some(
      (r) => r.kind === 'apart' && r.guests.filter((g) => seatsOf.has(g)).length > tableIds.length,
    );
    let complete = needed <= total && !pigeons && dfs(0);
    if (!complete) {
      // Seat what fits, group by group, without breaking capacity or "apart".
      for (const key of Object.keys(placed)) delete placed[key];
      for (const t of tableIds) room.set(t, input.tables.find((x) => x.id === t)!.capacity);
      for (const t of tableIds) at.set(t, new Set());
      for (const [g, table] of fixed) {
        room.set(table, room.get(table)! - (seatsOf.get(g) ?? 1));
        at.get(table)!.add(g);
      }
      for (const gr of order) {
        const t = choices(gr)[0];
        if (t) put(gr, t, 1);
      }
    }
    const rest = fillRest();
    for (const [g, t] of rest.taken) placed[g] = t;
    complete = complete && rest.left.length === 0;
    return { placed, complete, exhausted };
  };

  let result = attempt(true);
  if (!result.complete) {
    const loose = attempt(false);
    if (loose.complete || Object.keys(loose.placed).length > Object.keys(result.placed).length) result = loose;
  }
  const tableOf = new Map<string, string | null>([...fixed, ...Object.entries(result.placed)]);
  const unmet = input.rules
    .filter((rule) => {
      const tables = rule.guests.map((g) => tableOf.get(g)).filter((t): t is string => Boolean(t));
      const unseated = rule.guests.some((g) => seatsOf.has(g) && !tableOf.get(g));
      if (rule.kind === 'together') return unseated || new Set(tables).size > 1;
      if (rule.kind === 'apart') return new Set(tables).size < tables.length;
      const near = tablesNear(input.tables, rule.table ?? '');
      return unseated || tables.some((t) => !near.has(t));
    })
    .map((r) => r.id);
  return {
    placed: result.placed,
    unplaced: free.filter((g) => !result.placed[g] && freeSet.has(g)),
    unmet,
    exhausted: result.exhausted,
  };
}
