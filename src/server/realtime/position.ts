/**
 * A place in the event log. Rows are ordered by (xid, id): the transaction that wrote a row, then the row's id.
 * Once every transaction below some xid has ended, no row can ever appear before that point, which is what lets a
 * reader move past it without skipping a late commit.
 */
export interface Position {
  xid: bigint;
  id: number;
}

export const ORIGIN: Position = { xid: 0n, id: 0 };

export function compare(a: Position, b: Position): number {
  if (a.xid !== b.xid) return a.xid < b.xid ? -1 : 1;
  return a.id - b.id;
}

export const after = (a: Position, b: Position) => compare(a, b) > 0;

export const later = (a: Position, b: Position) => (after(a, b) ? a : b);

export function position(row: { xid: string; id: string | number }): Position {
  return { xid: BigInt(row.xid), id: Number(row.id) };
}
