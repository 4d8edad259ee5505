import { AsyncLocalStorage } from 'node:async_hooks';
import type { TestServer } from './helper';

const caller = new AsyncLocalStorage<symbol>();

/**
 * The statements the app's pool ran for `run` (`pool.query`; a transaction's statements go through a client of its
 * own and are not seen). Only what `run` itself asked for counts: the real-time hub's polls and the job runner share
 * the pool, and a poll woken by the test's own setup used to land inside the window now and then on a busy machine.
 */
export async function statementsDuring(server: TestServer, run: () => Promise<unknown>): Promise<string[]> {
  const { pool } = server.database;
  const seen: string[] = [];
  const mine = Symbol('statementsDuring');
  const query = pool.query.bind(pool);
  pool.query = ((text: unknown, ...rest: unknown[]) => {
    if (caller.getStore() === mine) {
      seen.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
    }
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof pool.query;
  try {
    await caller.run(mine, run);
  } finally {
    pool.query = query;
  }
  return seen;
}
