import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { MediaStore } from './store';

// `npm run media:migrate`: moves images still held in their database rows (from before the media store) to the store,
// one row at a time, each committed on its own, so a run stopped anywhere resumes where it was by being run again.
// The app serves a row from the database until its bytes are cleared, from the store after, so it keeps running.
// Per row: mark the id pending, write the object, then clear the bytes and the mark in one transaction. A row deleted
// meanwhile keeps its mark, so the sweep deletes the object it no longer needs.

export interface MigrateResult {
  moved: number;
  /** Rows deleted while their turn came. */
  gone: number;
  left: number;
}

const BATCH = 100;
const PARALLEL = 4;

async function moveOne(db: Db, store: MediaStore, id: string): Promise<boolean> {
  const { rows } = await db.execute<{ content_type: string; bytes: Buffer }>(
    sql`SELECT content_type, bytes FROM media WHERE id = ${id} AND bytes IS NOT NULL`,
  );
  const row = rows[0];
  if (!row) return false;
  await db.execute(sql`INSERT INTO media_pending (id) VALUES (${id}) ON CONFLICT (id) DO NOTHING`);
  await store.put(id, row.bytes, row.content_type);
  return db.transaction(async (tx) => {
    const { rowCount } = await tx.execute(sql`UPDATE media SET bytes = NULL WHERE id = ${id} AND bytes IS NOT NULL`);
    await tx.execute(
      sql`DELETE FROM media_pending p WHERE p.id = ${id} AND EXISTS (SELECT 1 FROM media m WHERE m.id = ${id})`,
    );
    return (rowCount ?? 0) > 0;
  });
}

export async function migrateMediaToStore(
  db: Db,
  store: MediaStore,
  progress: (done: MigrateResult) => void = () => {},
): Promise<MigrateResult> {
  const result: MigrateResult = { moved: 0, gone: 0, left: 0 };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await db.execute<{ id: string }>(
      sql`SELECT id FROM media WHERE bytes IS NOT NULL AND id > ${after} ORDER BY id LIMIT ${BATCH}`,
    );
    if (!rows.length) break;
    after = rows.at(-1)!.id;
    for (let i = 0; i < rows.length; i += PARALLEL) {
      const moved = await Promise.all(rows.slice(i, i + PARALLEL).map((r) => moveOne(db, store, r.id)));
      for (const m of moved) m ? result.moved++ : result.gone++;
    }
    progress(result);
  }
  const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM media WHERE bytes IS NOT NULL`);
  result.left = rows[0]?.n ?? 0;
  return result;
}
