import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { MediaStore } from './store';

// The media store's clean-up, run by the job queue on every instance (each claims its own rows):
// - objects whose media row was deleted (the `media_deleted` trigger queues them) are deleted, a failure retried
//   later with a growing pause, until the store takes it;
// - objects staged for a row that never committed (still pending after the grace period) are deleted.

/** Long enough that no upload's transaction is still running. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const BATCH = 200;
/** Deletions at once: enough to keep a remote store busy, few enough to be polite. */
const PARALLEL = 8;

export interface SweepResult {
  deleted: number;
  orphans: number;
  failed: number;
}

async function inParallel<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

async function deleteQueued(db: Db, store: MediaStore, result: SweepResult): Promise<number> {
  // Claimed for five minutes, so another instance's sweep leaves them alone while this one works.
  const { rows } = await db.execute<{ id: string; attempts: number }>(sql`
    UPDATE media_deletions d SET next_attempt_at = now() + interval '5 minutes', attempts = d.attempts + 1
    WHERE d.id IN (SELECT id FROM media_deletions WHERE next_attempt_at <= now()
      ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING d.id, d.attempts`);
  await inParallel(rows, async ({ id, attempts }) => {
    try {
      // Never the object of a row that is there (ids are never reused; this only guards against a mistake).
      const { rows: live } = await db.execute(sql`SELECT 1 FROM media WHERE id = ${id}`);
      if (!live.length) await store.delete(id);
      await db.execute(sql`DELETE FROM media_deletions WHERE id = ${id}`);
      result.deleted++;
    } catch (error) {
      result.failed++;
      // 1, 2, 4… minutes, at most a day between tries.
      const minutes = Math.min(2 ** Math.min(attempts - 1, 11), 24 * 60);
      await db.execute(sql`UPDATE media_deletions SET last_error = ${reason(error)},
        next_attempt_at = now() + make_interval(mins => ${minutes}) WHERE id = ${id}`);
    }
  });
  return rows.length;
}

async function deleteOrphans(db: Db, store: MediaStore, graceMs: number, result: SweepResult): Promise<number> {
  const { rows } = await db.execute<{ id: string; committed: boolean }>(sql`
    SELECT p.id, EXISTS (SELECT 1 FROM media m WHERE m.id = p.id) AS committed FROM media_pending p
    WHERE p.created_at < now() - make_interval(secs => ${graceMs / 1000}) ORDER BY p.created_at LIMIT ${BATCH}`);
  await inParallel(rows, async ({ id, committed }) => {
    try {
      // A row that did commit keeps its object; only the mark is left over (a media:migrate that stopped midway).
      if (!committed) await store.delete(id);
      await db.execute(sql`DELETE FROM media_pending p WHERE p.id = ${id}`);
      if (!committed) result.orphans++;
    } catch {
      // Tried again at the next sweep: the mark stays until the object is gone.
      result.failed++;
    }
  });
  return rows.length;
}

/** One sweep: every deletion due and every orphan past `graceMs`, batch by batch. */
export async function sweepMedia(db: Db, store: MediaStore, graceMs = ORPHAN_GRACE_MS): Promise<SweepResult> {
  const result: SweepResult = { deleted: 0, orphans: 0, failed: 0 };
  while ((await deleteQueued(db, store, result)) === BATCH) {}
  for (let failedBefore = -1; failedBefore !== result.failed; ) {
    failedBefore = result.failed;
    if ((await deleteOrphans(db, store, graceMs, result)) < BATCH) break;
  }
  return result;
}
