import type pg from 'pg';
import { type Position, position } from './position';

// Reads of the event log. Every read takes only rows whose transaction is below the reading snapshot's xmin: those
// transactions have all ended, so no row before the returned position can still appear.

export interface LogRow {
  position: Position;
  stream: string;
  action: string;
  weddingId: string | null;
  recipientId: string | null;
  /** When the row was written, in microseconds since the epoch: a member hears only what came after they joined. */
  at: bigint;
  /** The data as JSON text, spliced into the message unparsed. */
  data: string;
}

interface RawRow {
  id: string;
  xid: string;
  stream: string;
  action: string;
  wedding_id: string | null;
  recipient_id: string | null;
  at: string;
  data: string;
}

const toRow = (r: RawRow): LogRow => ({
  position: position(r),
  stream: r.stream,
  action: r.action,
  weddingId: r.wedding_id,
  recipientId: r.recipient_id,
  at: BigInt(r.at),
  data: r.data,
});

const COLUMNS =
  'e.id, e.xid::text AS xid, e.stream, e.action, e.wedding_id, e.recipient_id, ' +
  'floor(extract(epoch FROM e.created_at) * 1000000)::bigint::text AS at, e.data::text AS data';

/** The message a client receives; built from text so the data is never parsed and re-serialised. */
export function messageOf(row: LogRow): string {
  return `{"id":${row.position.id},"stream":${JSON.stringify(row.stream)},"action":${JSON.stringify(row.action)},"data":${row.data}}`;
}

export interface Batch {
  rows: LogRow[];
  /** Everything before this position has now been read. */
  next: Position;
  /** Committed rows wait behind an older open transaction: read again soon. */
  more: boolean;
}

/** The next rows from `from` (inclusive) that can no longer be preceded by a late commit. */
export async function readBatch(pool: pg.Pool, from: Position, limit: number): Promise<Batch> {
  // pg_current_snapshot() is this statement's own snapshot, so the bound and the rows agree.
  const { rows } = await pool.query<RawRow & { bound: string; waiting: boolean }>(
    `WITH s AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
     SELECT s.xmin::text AS bound, EXISTS (SELECT 1 FROM events w WHERE w.xid >= s.xmin) AS waiting, ${COLUMNS}
     FROM s LEFT JOIN LATERAL (
       SELECT * FROM events
       WHERE (xid, id) >= ($1::xid8, $2::bigint) AND xid < s.xmin
       ORDER BY xid, id LIMIT $3
     ) e ON true
     ORDER BY e.xid, e.id`,
    [from.xid.toString(), from.id, limit],
  );
  const first = rows[0]!;
  const found = rows.filter((r) => r.id !== null).map(toRow);
  if (found.length === limit) {
    const last = found.at(-1)!.position;
    return { rows: found, next: { xid: last.xid, id: last.id + 1 }, more: true };
  }
  const bound = BigInt(first.bound);
  return { rows: found, next: bound > from.xid ? { xid: bound, id: 0 } : from, more: first.waiting };
}

/** The position of the current xmin: where a reader starting now begins. */
export async function currentBound(pool: pg.Pool): Promise<Position> {
  const { rows } = await pool.query<{ bound: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS bound');
  return { xid: BigInt(rows[0]!.bound), id: 0 };
}

/** Where event `id` stands, or null when it is not (or no longer) in the log. */
export async function positionOf(pool: pg.Pool, id: number): Promise<Position | null> {
  const { rows } = await pool.query<{ id: string; xid: string }>(
    'SELECT id, xid::text AS xid FROM events WHERE id = $1',
    [id],
  );
  return rows[0] ? position(rows[0]) : null;
}

/** The last event before `bound`, or null in an empty log. */
export async function lastBefore(pool: pg.Pool, bound: Position): Promise<Position | null> {
  const { rows } = await pool.query<{ id: string; xid: string }>(
    `SELECT id, xid::text AS xid FROM events WHERE (xid, id) < ($1::xid8, $2::bigint)
     ORDER BY xid DESC, id DESC LIMIT 1`,
    [bound.xid.toString(), bound.id],
  );
  return rows[0] ? position(rows[0]) : null;
}

/**
 * Rows after `from` and before `to` that may concern `userId`: addressed to them, or to a wedding they belong to
 * and belonged to when the row was written (a replay never reaches back before the moment they joined).
 * This only narrows the scan; policy.ts still decides each row.
 */
export async function readForUser(
  pool: pg.Pool,
  userId: string,
  from: Position,
  to: Position,
  limit: number,
): Promise<LogRow[]> {
  const { rows } = await pool.query<RawRow>(
    `SELECT ${COLUMNS} FROM events e
     WHERE (e.xid, e.id) > ($2::xid8, $3::bigint) AND (e.xid, e.id) < ($4::xid8, $5::bigint)
       AND (e.recipient_id = $1 OR EXISTS (
         SELECT 1 FROM wedding_members m
         WHERE m.wedding_id = e.wedding_id AND m.user_id = $1 AND m.created_at <= e.created_at))
     ORDER BY e.xid, e.id LIMIT $6`,
    [userId, from.xid.toString(), from.id, to.xid.toString(), to.id, limit],
  );
  return rows.map(toRow);
}

/**
 * Deletes events older than the retention window, always keeping the newest so there is a position to resume from.
 * A client asking for anything deleted gets `resync`.
 */
export async function pruneEvents(pool: pg.Pool, retentionMs: number): Promise<number> {
  const result = await pool.query(
    `DELETE FROM events WHERE created_at < now() - make_interval(secs => $1::double precision / 1000)
       AND id <> (SELECT id FROM events ORDER BY xid DESC, id DESC LIMIT 1)`,
    [retentionMs],
  );
  return result.rowCount ?? 0;
}

/** Of these token hashes, the ones still live (not revoked, not expired). */
export async function liveTokens(pool: pg.Pool, hashes: string[]): Promise<Set<string>> {
  if (!hashes.length) return new Set();
  const { rows } = await pool.query<{ token_hash: string }>(
    `SELECT token_hash FROM access_tokens
     WHERE token_hash = ANY($1::text[]) AND revoked_at IS NULL AND expires_at > now()`,
    [hashes],
  );
  return new Set(rows.map((r) => r.token_hash));
}
