import type { TestServer } from './helper';

/** The statements the app's pool ran while `run` ran (a transaction's own BEGIN and COMMIT included). */
export async function statementsDuring(server: TestServer, run: () => Promise<unknown>): Promise<string[]> {
  const { pool } = server.database;
  const seen: string[] = [];
  const query = pool.query.bind(pool);
  pool.query = ((text: unknown, ...rest: unknown[]) => {
    seen.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = query;
  }
  return seen;
}
