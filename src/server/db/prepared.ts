import type { Db, Tx } from './client';

const statements = new WeakMap<Db | Tx, Map<string, unknown>>();

/**
 * A named prepared statement of `db`, built the first time it is asked for. The hot path's queries are built by
 * Drizzle once instead of on every request, and PostgreSQL parses and plans them once per connection: together a
 * real share of a signed-in request's time. `name` must stand for one SQL text.
 */
export function prepared<T>(db: Db | Tx, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    byName.set(name, statement);
  }
  return statement;
}
