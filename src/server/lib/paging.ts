import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Page } from '../../shared/types';
import { fieldRefusal } from './problem';
import { isUuid } from './uuid';

// Every list the API returns is the spec's envelope {count, next, previous, results}, built here and nowhere else.
//
// - Page lists (`?page=`, 1-based): for lists bounded by what one wedding or one user can hold (followers, members,
//   invitations, comments of a task, a user's weddings, reference data). `count` is the whole list's length.
// - Keyset lists (`?cursor=`): for lists that grow without bound (notifications; feeds, messages and transactions
//   later), newest first by (created_at, id). A cursor is the key of the row a page stops at, so rows inserted
//   meanwhile never shift a page or show one twice. `count` is still the whole list's length when the page was
//   read (one indexed count per request); a list too large to count keeps a counter row instead.
// - Both take `?page_size=` (a malformed one falls back to the list's default, a larger one is clamped to its max).
//   A malformed `?page=` is the first page; a malformed `?cursor=` is a 400, since no page can be guessed from it.
// - `next` and `previous` are absolute links (PUBLIC_URL + the request's path and query, other parameters kept), so
//   a client follows them as they are.

/** A list's page size when the request names none, and the most a request may ask for. */
export interface PageSizes {
  size: number;
  max: number;
}

/** Which rows of a page list a service reads: `LIMIT limit OFFSET offset`. */
export interface OffsetWindow {
  limit: number;
  offset: number;
}

/** A service's answer for one page: the whole list's length and this page's rows. */
export interface Counted<T> {
  count: number;
  results: T[];
}

/** The one envelope for a list read whole because a write-time limit bounds it (a board capped per wedding). */
export function wholeList<T>(results: T[]): Page<T> {
  return { count: results.length, next: null, previous: null, results };
}

type Query = Record<string, unknown>;

/** A positive integer parameter, or null when absent, repeated or not one. */
function positiveInt(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

function pageSize(query: Query, sizes: PageSizes): number {
  return Math.min(positiveInt(query.page_size) ?? sizes.size, sizes.max);
}

/** This request's address at PUBLIC_URL with some parameters replaced (null removes one). */
function linkTo(request: FastifyRequest, changes: Record<string, string | null>): string {
  const url = new URL(request.url, 'http://request.invalid');
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  const search = url.searchParams.toString();
  return `${request.server.config.publicUrl}${url.pathname}${search ? `?${search}` : ''}`;
}

export interface OffsetPaging {
  page: number;
  size: number;
  window: OffsetWindow;
  /** The envelope for the service's rows of `window`. */
  envelope<T>(list: Counted<T>): Page<T>;
  /** The envelope for one page of a list held in memory (reference data). */
  slice<T>(all: readonly T[]): Page<T>;
}

/** Reads `?page=` and `?page_size=`; the route hands `window` to its service and the answer to `envelope`. */
export function offsetPaging(request: FastifyRequest, sizes: PageSizes): OffsetPaging {
  const query = (request.query ?? {}) as Query;
  const size = pageSize(query, sizes);
  const page = positiveInt(query.page) ?? 1;
  const window = { limit: size, offset: (page - 1) * size };
  const envelope = <T>({ count, results }: Counted<T>): Page<T> => ({
    count,
    next: page * size < count ? linkTo(request, { page: String(page + 1) }) : null,
    // Past the end, `previous` leads to the last page that has rows.
    previous: page > 1 ? linkTo(request, { page: String(Math.min(page - 1, Math.ceil(count / size) || 1)) }) : null,
    results,
  });
  return {
    page,
    size,
    window,
    envelope,
    slice: (all) => envelope({ count: all.length, results: all.slice(window.offset, window.offset + size) }),
  };
}

// ---------- Keyset (cursor) lists ----------

/** Where a row sits in a keyset list: its created_at in whole microseconds since 1970 (exact), and its id. */
export interface Key {
  at: string;
  id: string;
}

/** A row of a keyset list with its key, which the service selects as `keysetQuery(...).key`. */
export interface Keyed<T> {
  key: Key;
  item: T;
}

/**
 * Which rows of a keyset list a service reads. Without a cursor: the newest. `older`: those after `key` going back
 * in time (a `next` link). `newer`: those before `key` (a `previous` link). `limit` is one more than the page, so
 * the extra row says whether more lie beyond.
 */
export interface KeysetWindow {
  limit: number;
  from: { direction: 'older' | 'newer'; key: Key } | null;
}

const CURSOR = /^([on]):(\d{1,17}):([0-9a-f-]{36})$/;
const badCursor = () => fieldRefusal('cursor', 'This page link is not valid.');

function encodeCursor(direction: 'older' | 'newer', key: Key): string {
  return Buffer.from(`${direction === 'older' ? 'o' : 'n'}:${key.at}:${key.id}`).toString('base64url');
}

function decodeCursor(value: unknown): KeysetWindow['from'] {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(value)) throw badCursor();
  const match = CURSOR.exec(Buffer.from(value, 'base64url').toString('latin1'));
  if (!match || !isUuid(match[3]!)) throw badCursor();
  return { direction: match[1] === 'o' ? 'older' : 'newer', key: { at: match[2]!, id: match[3]! } };
}

export interface KeysetPaging {
  size: number;
  window: KeysetWindow;
  /** The envelope for the rows the service read for `window` (newest first, at most `window.limit`). */
  envelope<T>(list: { count: number; rows: Keyed<T>[] }): Page<T>;
}

/** Reads `?cursor=` and `?page_size=`; a malformed cursor is a 400. */
export function keysetPaging(request: FastifyRequest, sizes: PageSizes): KeysetPaging {
  const query = (request.query ?? {}) as Query;
  const size = pageSize(query, sizes);
  const from = decodeCursor(query.cursor);
  const link = (direction: 'older' | 'newer', key: Key) =>
    linkTo(request, { cursor: encodeCursor(direction, key), page: null });
  return {
    size,
    window: { limit: size + 1, from },
    envelope({ count, rows }) {
      const page = rows.slice(0, size);
      const more = rows.length > size;
      const newer = from?.direction === 'newer';
      if (!page.length) {
        // The rows a link pointed past were deleted meanwhile: the way back is the first page.
        const start = linkTo(request, { cursor: null, page: null });
        return { count, next: from && newer ? start : null, previous: from && !newer ? start : null, results: [] };
      }
      // Coming from older rows, those are known to exist; the extra row tells whether more lie the way we went.
      const olderLeft = newer || more;
      const newerLeft = newer ? more : from !== null;
      return {
        count,
        next: olderLeft ? link('older', page.at(-1)!.key) : null,
        previous: newerLeft ? link('newer', page[0]!.key) : null,
        results: page.map((row) => row.item),
      };
    },
  };
}

/**
 * The parts of a keyset page over (createdAt, id), for the service's query:
 * `db.select({ row: table, key: page.key }).from(table).where(and(mine, page.where)).orderBy(...page.orderBy)
 * .limit(page.limit)`, then `page.newestFirst(rows)`. Rows going `newer` are read oldest first from the cursor, so the
 * nearest come first; `newestFirst` turns them back, keeping the extra row (if any) last.
 */
export function keysetQuery(createdAt: AnyPgColumn, id: AnyPgColumn, window: KeysetWindow) {
  const from = window.from;
  const at = from ? sql`(timestamptz 'epoch' + ${from.key.at}::bigint * interval '1 microsecond')` : null;
  const where = !from
    ? undefined
    : from.direction === 'older'
      ? sql`(${createdAt}, ${id}) < (${at}, ${from.key.id}::uuid)`
      : sql`(${createdAt}, ${id}) > (${at}, ${from.key.id}::uuid)`;
  const newer = from?.direction === 'newer';
  return {
    /** The row's key, exact to the microsecond (a JavaScript Date would drop the last three digits). */
    key: sql<Key>`json_build_object('at', (extract(epoch from ${createdAt}) * 1000000)::bigint::text, 'id', ${id})`,
    where,
    orderBy: newer ? [sql`${createdAt} ASC`, sql`${id} ASC`] : [sql`${createdAt} DESC`, sql`${id} DESC`],
    limit: window.limit,
    newestFirst<T>(rows: Keyed<T>[]): Keyed<T>[] {
      if (!newer) return rows;
      const extra = rows.length === window.limit ? rows.slice(-1) : [];
      return [...rows.slice(0, window.limit - 1).reverse(), ...extra];
    },
  };
}
