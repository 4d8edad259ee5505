import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

// What can go wrong before the embedded PostgreSQL runs, each explained in one line with what to do about it:
// a port in use, a data folder another instance is using or cannot be written, and a PostgreSQL orphaned by a crash.

/** A start-up failure the user can fix; `npm start` prints its message alone, without a stack trace. */
export class StartupError extends Error {}

export const DEFAULT_EMBEDDED_PG_PORT = 54329;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function anyFreePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The configured port if it is free (else a clear error); without one, the usual port or any free one. */
export async function embeddedPort(configured: number | undefined): Promise<number> {
  if (configured !== undefined) {
    if (await portIsFree(configured)) return configured;
    throw new StartupError(
      `Port ${configured} (EMBEDDED_PG_PORT) is in use by another program. Set EMBEDDED_PG_PORT to a free port, or leave it unset to pick one.`,
    );
  }
  return (await portIsFree(DEFAULT_EMBEDDED_PG_PORT)) ? DEFAULT_EMBEDDED_PG_PORT : anyFreePort();
}

/** Creates the data folder if needed and checks that this user, and PostgreSQL's own user, can work in it. */
export async function prepareDataDir(dataDir: string): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    await access(dataDir, constants.W_OK | constants.X_OK);
  } catch {
    throw new StartupError(`Cannot write to the data folder ${dataDir}. Choose a folder you can write with DATA_DIR=…`);
  }
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  if (process.getuid?.() === 0 && ((await stat(dataDir)).mode & 0o001) === 0) {
    throw new StartupError(
      `PostgreSQL runs as the 'postgres' user and cannot enter ${dataDir}. Run 'chmod o+x ${dataDir}' or choose another DATA_DIR.`,
    );
  }
}

/**
 * Claims the data folder for this process: a second `npm start` on the same folder is refused, and a lock left by a
 * crashed instance is taken over. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'vowline.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (pid > 0 && pid !== process.pid && alive(pid)) {
        throw new StartupError(
          `Vowline is already running on ${dataDir} (process ${pid}). Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new StartupError(`Could not claim the data folder ${dataDir}; another instance is starting there.`);
}

/**
 * A PostgreSQL still running on our data folder while we hold its lock was left behind by a crash (or kill -9) of
 * the app: it is stopped (fast shutdown, which is safe) so this start can run its own. Returns its pid, if any.
 */
export async function stopOrphanedPostgres(pgDir: string, timeoutMs = 20_000): Promise<number | null> {
  const first = (await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0];
  const pid = Number(first);
  if (!(pid > 0) || !alive(pid)) return null;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    throw new StartupError(
      `A PostgreSQL (process ${pid}) is still running on ${pgDir} and could not be stopped. Stop it, then start again.`,
    );
  }
  for (const end = Date.now() + timeoutMs; Date.now() < end; ) {
    if (!alive(pid)) return pid;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new StartupError(
    `A PostgreSQL (process ${pid}) left on ${pgDir} did not stop in time. Stop it, then start again.`,
  );
}
