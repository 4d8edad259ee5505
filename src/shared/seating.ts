import { z } from 'zod';
import { GUEST_EVENT_LIMITS, guestEventMessages as m } from './guestEvents';
import { requiredText } from './schemas';
import { RULE_KINDS, TABLE_SHAPES } from './seatingRules';

export * from './seatingRules';

// Issue 38's seating: the request bodies of tables, seats and rules (the plan's shapes are in seatingRules.ts).

const percent = z.number().int().min(0).max(100);
const capacity = z
  .number({ error: m.capacityInvalid })
  .int({ error: m.capacityInvalid })
  .min(1, { error: m.capacityInvalid })
  .max(30, { error: m.capacityInvalid });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// An id is checked before it reaches a uuid column, where anything else would be a database error (a 500).
const id = z.string().trim().regex(UUID, { error: 'That is not an id Vowline gave.' });

export const tableBody = z.object({
  name: requiredText.pipe(z.string().max(GUEST_EVENT_LIMITS.name)),
  shape: z.enum(TABLE_SHAPES).default('round'),
  capacity,
  x: percent.default(50),
  y: percent.default(50),
});
export type TableBody = z.input<typeof tableBody>;
export const tablePatch = z.object({
  name: tableBody.shape.name.optional(),
  shape: z.enum(TABLE_SHAPES).optional(),
  capacity: capacity.optional(),
  x: percent.optional(),
  y: percent.optional(),
});
export type TablePatch = z.input<typeof tablePatch>;

/** Seat a guest at a table, or take them off it (`table: null`). */
export const seatBody = z.object({ guest: id, table: id.nullable() });
export type SeatBody = z.input<typeof seatBody>;

export const ruleBody = z
  .object({
    kind: z.enum(RULE_KINDS),
    guests: z.array(id).max(50).default([]),
    households: z.array(id).max(20).default([]),
    table: id.nullable().default(null),
  })
  .refine((r) => r.kind !== 'near' || r.table, { error: m.ruleTable, path: ['table'] });
export type RuleBody = z.input<typeof ruleBody>;
