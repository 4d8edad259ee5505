// Issue 38's seating plan as the API answers it, and which rules a plan breaks: pure, so the server's solver and the
// seating page (which must not load zod) agree.

export const TABLE_SHAPES = ['round', 'long'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];
export const RULE_KINDS = ['together', 'apart', 'near'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
export const RULE_LABELS: Record<RuleKind, string> = { together: 'Together', apart: 'Apart', near: 'Near a table' };
/** Tables whose centres are this close on the plan (in hundredths of its width and height) are "near". */
export const NEAR_DISTANCE = 30;

export interface SeatingTable {
  id: string;
  name: string;
  shape: TableShape;
  capacity: number;
  x: number;
  y: number;
}

/** A guest who said yes to the event (or was seated before declining), with the seats they take. */
export interface SeatingGuest {
  id: string;
  name: string;
  household: string;
  table: string | null;
  /** 2 with a plus-one. */
  seats: number;
  /** Declined after being seated: taken off their seat, shown until the couple deals with it. */
  unseated_by_decline: boolean;
  /** Their meal for the event, when it has meals and they chose one (place cards show it). */
  meal?: string | null;
}

export interface SeatingRule {
  id: string;
  kind: RuleKind;
  guests: string[];
  table: string | null;
}

export interface SeatingPlan {
  event: { id: string; name: string; account: string };
  tables: SeatingTable[];
  guests: SeatingGuest[];
  rules: SeatingRule[];
  /** Seats taken per table, plus-ones included. */
  seated: Record<string, number>;
}

/** Seats taken at each table. */
export function seatedCounts(guests: Pick<SeatingGuest, 'table' | 'seats'>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const g of guests) if (g.table) counts[g.table] = (counts[g.table] ?? 0) + g.seats;
  return counts;
}

export function tablesNear(tables: SeatingTable[], tableId: string): Set<string> {
  const t = tables.find((x) => x.id === tableId);
  if (!t) return new Set();
  return new Set(tables.filter((o) => Math.hypot(o.x - t.x, o.y - t.y) <= NEAR_DISTANCE).map((o) => o.id));
}

/**
 * The rules a plan breaks, judged on the guests seated so far: "together" when its seated guests are at more than one
 * table, "apart" when two of them share one, "near" when one sits at a table that is not near the rule's.
 */
export function brokenRules(plan: Pick<SeatingPlan, 'tables' | 'guests' | 'rules'>): string[] {
  const tableOf = new Map(plan.guests.map((g) => [g.id, g.table]));
  return plan.rules
    .filter((rule) => {
      const tables = rule.guests.map((g) => tableOf.get(g)).filter((t): t is string => Boolean(t));
      if (rule.kind === 'together') return new Set(tables).size > 1;
      if (rule.kind === 'apart') return new Set(tables).size < tables.length;
      const near = tablesNear(plan.tables, rule.table ?? '');
      return tables.some((t) => !near.has(t));
    })
    .map((r) => r.id);
}
