import { and, eq, lt, sql } from 'drizzle-orm';
import { planningMessages } from '../../shared/planning';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { fieldRefusal } from '../lib/problem';

// Issue 37's offline queue sends each change with an `Idempotency-Key`; a replay (the answer was lost, the phone
// sent again) gets the first answer back instead of making the change twice. The key is stored in the change's own
// transaction, so a change that failed or rolled back left no key and is simply tried again.

/** How long a key is remembered: longer than any phone stays offline with changes queued. */
const KEEP_DAYS = 7;
export const IDEMPOTENCY_KEY_MAX = 200;

export interface Answer<T> {
  status: number;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Runs `change` once per (caller, key): the first call runs it and keeps its answer; later calls with the same key
 * and request answer that, and a key reused for another request is a 409. Without a key, it simply runs.
 */
export async function once<T>(
  db: Db,
  who: { userId: string; key: string | undefined; request: string },
  change: (tx: Tx) => Promise<{ status: number; body: T }>,
): Promise<Answer<T>> {
  const { userId, key, request } = who;
  if (key === undefined) return { ...(await db.transaction(change)), replayed: false };
  if (!key.trim() || key.length > IDEMPOTENCY_KEY_MAX) {
    throw fieldRefusal('idempotency_key', `Send an Idempotency-Key of 1 to ${IDEMPOTENCY_KEY_MAX} characters.`);
  }
  return db.transaction(async (tx) => {
    // Two copies of one change racing each other: the second waits here, then finds the first's answer.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${userId}:${key}`}, 37))`);
    const [seen] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (seen) {
      if (seen.request !== request) throw fieldRefusal('idempotency_key', planningMessages.idempotencyReused, 409);
      return { status: seen.status, body: seen.body as T, replayed: true };
    }
    const answer = await change(tx);
    await tx.insert(idempotencyKeys).values({ userId, key, request, status: answer.status, body: answer.body ?? null });
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${KEEP_DAYS})`),
        ),
      );
    return { ...answer, replayed: false };
  });
}
