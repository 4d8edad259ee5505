import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { readAll } from '../../src/server/db/readAll';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

// Independent reads run at once on the pool, and one after another inside a transaction, whose single connection
// would otherwise queue them (pg's "already executing a query" deprecation; pg 9 refuses it).

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(inject('postgresUrl'));
});
afterAll(() => database.drop());

/** Two reads that log when they start and end; the first takes longer. */
function traced(db: Parameters<typeof readAll>[0]) {
  const log: string[] = [];
  const read = (name: string, seconds: number) => async () => {
    log.push(`${name} starts`);
    const { rows } = await db.execute<{ n: number }>(sql`SELECT ${name.length}::int AS n, pg_sleep(${seconds})`);
    log.push(`${name} ends`);
    return rows[0]!.n;
  };
  return { log, reads: [read('slow', 0.2), read('quick!', 0)] as const };
}

test('on the pool, the reads start together and their results keep their order', async () => {
  const { log, reads } = traced(database.db);
  expect(await readAll(database.db, reads)).toEqual([4, 6]);
  expect(log).toEqual(['slow starts', 'quick! starts', 'quick! ends', 'slow ends']);
});

test('in a transaction, each read starts when the one before has ended', async () => {
  const result = await database.db.transaction(async (tx) => {
    const { log, reads } = traced(tx);
    return { values: await readAll(tx, reads), log };
  });
  expect(result.values).toEqual([4, 6]);
  expect(result.log).toEqual(['slow starts', 'slow ends', 'quick! starts', 'quick! ends']);
});

test('a read that is not a query is taken as it is', async () => {
  expect(await readAll(database.db, [() => false, () => Promise.resolve('x')])).toEqual([false, 'x']);
});
