import type { Db, Tx } from './client';

type Reads = readonly (() => unknown)[];
type Results<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/** A transaction, as Drizzle hands it to its callback (the pool's database has no `rollback`). */
const inTransaction = (db: Db | Tx): db is Tx => 'rollback' in db;

/**
 * Runs independent reads: at once on the pool, each on a connection of its own; one after another in a transaction,
 * whose one connection would run them in turn anyway (pg queues a query sent while another runs, warns that it is
 * deprecated, and pg 9 refuses it). Each read is a function, so nothing starts before its turn.
 */
export async function readAll<const T extends Reads>(db: Db | Tx, reads: T): Promise<Results<T>> {
  if (!inTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
