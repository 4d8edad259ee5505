// The greedy merge of scripts/chunking.ts, on would-be chunks ("units") and the pages ("routes") that load them.

/** A would-be chunk: mergeable ones start as Rolldown's own (the modules needed by the same entries). */
export interface Unit {
  modules: string[];
  merge: boolean;
  /** The units its modules import. */
  deps: Set<Unit>;
}

/** A page: the chain of lazy entries that leads to it (each entry's own unit), and the modules it needs. */
export interface Route {
  starts: Unit[];
  needs: (id: string) => boolean;
  /** Limits of its own, for a page with a tighter budget than the rest (the public sign-in and sign-up pages). */
  limits?: Limits;
}

export interface Limits {
  /** Bytes of source (before minifying) a page may load without needing them from one merged chunk... */
  chunk: number;
  /** ...and from all its chunks together, more than Rolldown's own chunks made it load... */
  route: number;
  /** ...plus this much for each chunk it no longer has to fetch. */
  perRequest: number;
}

type Swap = { a: Unit; b: Unit; c: Unit };

/** How many of the pairs most loaded together that fit are weighed against each other at each step. */
const CANDIDATES = 30;

/**
 * Repeatedly merges the two mergeable units that the most routes load together (each such route fetches one file
 * fewer), skipping a pair when a route that would load the result, or a unit that imports it, would get more bytes
 * it does not need than the limits allow. Returns every unit left.
 */
export function mergeUnits(units: Unit[], routes: Route[], size: (id: string) => number, limits: Limits): Unit[] {
  const load = (route: Route, swap?: Swap): Set<Unit> => {
    const sub = (u: Unit) => (swap && (u === swap.a || u === swap.b) ? swap.c : u);
    const seen = new Set<Unit>();
    const walk = route.starts.map(sub);
    while (walk.length) {
      const u = walk.pop()!;
      if (seen.has(u)) continue;
      seen.add(u);
      for (const d of u.deps) walk.push(sub(d));
    }
    return seen;
  };
  const unneededCache = new Map<Unit, Map<Route, number>>();
  const unneeded = (unit: Unit, route: Route): number => {
    let byRoute = unneededCache.get(unit);
    if (!byRoute) {
      byRoute = new Map();
      unneededCache.set(unit, byRoute);
    }
    let bytes = byRoute.get(route);
    if (bytes === undefined) {
      bytes = unit.modules.reduce((sum, id) => sum + (route.needs(id) ? 0 : size(id)), 0);
      byRoute.set(route, bytes);
    }
    return bytes;
  };
  const waste = (loaded: Set<Unit>, route: Route) => [...loaded].reduce((sum, u) => sum + unneeded(u, route), 0);

  const live = new Set(units);
  const base = new Map(routes.map((r) => [r, { waste: waste(load(r), r), files: load(r).size }]));
  const ids = new Map<Unit, number>();
  const idOf = (u: Unit) => {
    if (!ids.has(u)) ids.set(u, ids.size);
    return ids.get(u)!;
  };
  const failed = new Set<string>();
  for (;;) {
    const loads = new Map(routes.map((r) => [r, load(r)]));
    const together = new Map<string, { a: Unit; b: Unit; routes: number }>();
    for (const loaded of loads.values()) {
      const mergeable = [...loaded].filter((u) => u.merge).sort((x, y) => idOf(x) - idOf(y));
      for (let i = 0; i < mergeable.length; i++)
        for (let j = i + 1; j < mergeable.length; j++) {
          const key = `${idOf(mergeable[i]!)}:${idOf(mergeable[j]!)}`;
          const pair = together.get(key) ?? { a: mergeable[i]!, b: mergeable[j]!, routes: 0 };
          pair.routes++;
          together.set(key, pair);
        }
    }
    const ranked = [...together.entries()]
      .filter(([key]) => !failed.has(key))
      .sort(([k1, p1], [k2, p2]) => p2.routes - p1.routes || (k1 < k2 ? -1 : 1));
    // Of the first candidates that fit, the one with the best gain: files saved, less the bytes added (at
    // `perRequest` bytes a file) over every route that loads it.
    let chosen: { a: Unit; b: Unit; c: Unit; gain: number } | undefined;
    let fitting = 0;
    for (const [key, { a, b }] of ranked) {
      if (fitting >= CANDIDATES) break;
      const c: Unit = {
        modules: [...a.modules, ...b.modules],
        merge: true,
        deps: new Set([...a.deps, ...b.deps].filter((d) => d !== a && d !== b)),
      };
      let gain = 0;
      const fits = routes.every((r) => {
        const before = loads.get(r)!;
        if (!before.has(a) && !before.has(b)) return true;
        const after = load(r, { a, b, c });
        const added = waste(after, r) - base.get(r)!.waste;
        gain += before.size - after.size - (added - (waste(before, r) - base.get(r)!.waste)) / limits.perRequest;
        const saved = base.get(r)!.files - after.size;
        const own = r.limits ?? limits;
        return unneeded(c, r) <= own.chunk && added <= own.route + own.perRequest * saved;
      });
      if (!fits) {
        failed.add(key);
        continue;
      }
      fitting++;
      if (!chosen || gain > chosen.gain) chosen = { a, b, c, gain };
    }
    if (chosen) {
      const { a, b, c } = chosen;
      live.delete(a);
      live.delete(b);
      for (const u of live)
        if (u.deps.has(a) || u.deps.has(b)) {
          u.deps.delete(a);
          u.deps.delete(b);
          u.deps.add(c);
        }
      for (const r of routes) r.starts = r.starts.map((u) => (u === a || u === b ? c : u));
      live.add(c);
    }
    if (!chosen) return [...live];
  }
}
