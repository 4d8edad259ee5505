import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORM_MESSAGES } from '../../shared/formMessages';
import type { Problem } from '../../shared/types';
import type { Db, Tx } from '../db/client';
import { historyEntries, users } from '../db/schema';
import { HttpError } from './problem';

// No silent overwrite (issue 31). Every editable row carries a version (migration 0027 bumps it whenever a field a
// person edits changes); answers carry it and an ETag. A write that sends `If-Match: "<version>"` is refused with a 409
// when the row has moved on: the access check refuses it early, and `holdVersion` checks again under the row's lock in
// the write's own transaction, so two saves made from one version can never both pass. Without If-Match a write goes
// through as before (old clients, scripts).

/** The version an `If-Match` names (`"3"`, `W/"3"` or `3`); undefined without the header or for `*`. */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw new HttpError(400, FORM_MESSAGES.badIfMatch, { 'If-Match': [FORM_MESSAGES.badIfMatch] });
  return Number(match[1]);
}

/** The 409 of a stale write: the row's version now and who changed it last, for the client to show both versions. */
export class StaleVersion extends HttpError {
  constructor(
    readonly now: number,
    readonly by: { id: string; name: string } | null,
  ) {
    super(409, FORM_MESSAGES.changedBy(by?.name ?? null));
  }

  override toProblem(): Problem {
    return { ...super.toProblem(), version: this.now, changed_by: this.by };
  }
}

/** Who made the last recorded change to an item (its history), by first name. */
async function lastEditor(db: Db | Tx, itemId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: users.id, name: users.firstName })
    .from(historyEntries)
    .innerJoin(users, eq(users.id, historyEntries.actorId))
    .where(eq(historyEntries.itemId, itemId))
    .orderBy(desc(historyEntries.createdAt), desc(historyEntries.id))
    .limit(1);
  return row ?? null;
}

/** Refuses the request when its If-Match names another version than `current`. */
export async function checkVersion(db: Db | Tx, request: FastifyRequest, itemId: string, current: number) {
  const expected = expectedVersion(request);
  if (expected === undefined || expected === current) return;
  throw new StaleVersion(current, await lastEditor(db, itemId));
}

/**
 * In the write's transaction, first: locks the route's target row and checks its If-Match again. The access check
 * already refused a stale version; this closes the gap between that check and the write.
 */
export async function holdVersion(tx: Tx, request: FastifyRequest): Promise<void> {
  const target = request.access?.target;
  if (target?.table) await holdRow(tx, request, target.table, target.id);
}

/**
 * For a write whose route finds its own row (no `wedding:` target, or a service that opens the transaction): locks
 * the row `id` of `table` and refuses a stale If-Match, first thing in the write's transaction.
 */
export async function holdRow(
  tx: Tx,
  request: FastifyRequest,
  table: string,
  id: string,
  /** A part of a row with a version of its own (`wedding_sites.logistics_version`, keyed by `wedding_id`). */
  part: { key: string; column: string } = { key: 'id', column: 'version' },
): Promise<void> {
  if (expectedVersion(request) === undefined) return;
  const { rows } = await tx.execute<{ version: number }>(
    sql`SELECT ${sql.identifier(part.column)} AS version FROM ${sql.identifier(table)}
        WHERE ${sql.identifier(part.key)} = ${id} FOR UPDATE`,
  );
  // A row deleted meanwhile: the write itself answers its 404. One never written is at its first version.
  if (rows[0]) await checkVersion(tx, request, id, rows[0].version);
  else if (part.key !== 'id') await checkVersion(tx, request, id, 1);
}

/** An answer about one versioned item carries its version as a strong ETag. */
export function versionEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.access?.target.table === undefined || typeof payload !== 'object' || payload === null) return;
  const { version } = payload as { version?: unknown };
  if (typeof version === 'number') reply.header('etag', `"${version}"`);
}

/** The ETag of an answer whose route finds its own row (no `wedding:` target): the item, tagged. */
export function tagged<T extends { version: number }>(reply: FastifyReply, item: T): T {
  reply.header('etag', `"${item.version}"`);
  return item;
}

/** A write's transaction body that first holds its target's version: `db.transaction(held(request, (tx) => …))`. */
export const held =
  <T>(request: FastifyRequest, write: (tx: Tx) => Promise<T>) =>
  async (tx: Tx): Promise<T> => {
    await holdVersion(tx, request);
    return write(tx);
  };
