import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// A table's row from JSON that PostgreSQL built (`to_jsonb(t)`, `json_agg(t)`): what lets one statement return several
// lists. Keys are the SQL column names; each value goes through its column's own mapping, as Drizzle does for a row it
// reads (a timestamp's text becomes a Date, a bigint in number mode a number), so the row is the one a select gives.

export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

export const rowsFromJson = <T extends PgTable>(table: T, list: Record<string, unknown>[] | null) =>
  (list ?? []).map((json) => rowFromJson(table, json));
