import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from './problem';

export interface Limit {
  max: number;
  windowSeconds: number;
}

interface Counter {
  hits: number;
  retryAfter: number;
}

// Counters live in PostgreSQL so that every app instance enforces the same limit.
async function bump(db: Db, key: string, limit: Limit): Promise<Counter> {
  const window = `${limit.windowSeconds} seconds`;
  const { rows } = await db.execute<{ hits: number; retry_after: number }>(sql`
    INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_start < now() - ${window}::interval THEN 1 ELSE rate_limits.hits + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - ${window}::interval THEN now() ELSE rate_limits.window_start END
    RETURNING hits, ceil(extract(epoch FROM window_start + ${window}::interval - now()))::int AS retry_after`);
  const row = rows[0]!;
  return { hits: Number(row.hits), retryAfter: Math.max(1, Number(row.retry_after)) };
}

function tooMany(retryAfter: number, what: string): HttpError {
  return new HttpError(429, `Too many ${what}. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, undefined, {
    'Retry-After': String(retryAfter),
  });
}

/**
 * Counts this attempt against `key` and throws 429 once the window holds more than `max`; `what` names the attempts
 * in the message ("Too many sign-ups. Try again in 60 minute(s).").
 */
export async function hitLimit(db: Db, key: string, limit: Limit, what = 'attempts'): Promise<void> {
  const c = await bump(db, key, limit);
  if (c.hits > limit.max) throw tooMany(c.retryAfter, what);
}

/** Takes a successful attempt back off `key`: sign-in counts every attempt per email first, then refunds a success. */
export async function refundAttempt(db: Db, key: string): Promise<void> {
  await db.execute(sql`UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = ${key}`);
}
