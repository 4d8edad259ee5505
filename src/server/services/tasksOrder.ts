import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

// Ordered lists of the planning pages (tasks within a section, sections, the run-of-show) keep positions dense:
// 0..n-1, unique. Every change to an order takes the wedding's planning lock, reads the list, decides the new order
// in JS with `placeAt`, and writes only the rows that moved.

/** Serialises changes to one wedding's ordered lists until the transaction ends; other weddings are not held up. */
export async function lockPlanning(tx: Tx, weddingId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`planning:${weddingId}`}, 0))`);
}

/** Where a new row waits, outside every list, until `writeOrder` gives it its place. */
export const UNPLACED = -2_147_483_648;

export type OrderedTable = 'tasks' | 'task_sections' | 'wedding_day_tasks';

export interface OrderedRow {
  id: string;
  position: number;
  /** The task's section; lists of the other tables have none. */
  scope?: string;
}

export interface DesiredList {
  ids: readonly string[];
  /** For tasks: the section every row of this list ends up in. */
  scope?: string;
}

/**
 * Writes the positions (and, for tasks, the sections) the desired lists give, touching only rows that change. Rows
 * that move are first parked at negative positions so that no intermediate state breaks the unique index.
 */
export async function writeOrder(
  tx: Tx,
  table: OrderedTable,
  current: readonly OrderedRow[],
  desired: readonly DesiredList[],
): Promise<void> {
  const now = new Map(current.map((row) => [row.id, row]));
  const changed: { id: string; position: number; scope: string | null }[] = [];
  for (const list of desired) {
    list.ids.forEach((id, position) => {
      const row = now.get(id);
      const scope = list.scope ?? null;
      if (!row || row.position !== position || (scope !== null && row.scope !== scope)) {
        changed.push({ id, position, scope });
      }
    });
  }
  if (!changed.length) return;
  const ids = changed.map((c) => c.id);
  const target = sql.identifier(table);
  await tx.execute(
    sql`UPDATE ${target} SET position = -1 - position WHERE id = ANY(${sql.param(ids)}::uuid[]) AND position >= 0`,
  );
  const positions = changed.map((c) => c.position);
  if (table === 'tasks') {
    const scopes = changed.map((c) => c.scope);
    await tx.execute(sql`
      UPDATE tasks SET position = v.position, section_id = COALESCE(v.scope, tasks.section_id)
      FROM unnest(${sql.param(ids)}::uuid[], ${sql.param(positions)}::int[], ${sql.param(scopes)}::uuid[]) AS v(id, position, scope)
      WHERE tasks.id = v.id`);
  } else {
    await tx.execute(sql`
      UPDATE ${target} SET position = v.position
      FROM unnest(${sql.param(ids)}::uuid[], ${sql.param(positions)}::int[]) AS v(id, position)
      WHERE ${target}.id = v.id`);
  }
}
