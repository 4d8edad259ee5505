import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './freePort';

// `npm start`'s server as a user runs it, in a process of its own: its own embedded PostgreSQL under DATA_DIR
// unless the env says otherwise. The start-up and crash tests drive it from outside.

export interface AppProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];

/**
 * Starts the server without waiting for it. Node itself runs it, with tsx as a loader (`--import tsx`), not through
 * tsx's command, whose relay of a signal gives the server 30 ms to answer and then kills it (exit 143): on a busy
 * machine a clean SIGTERM stop failed that way.
 */
export function runApp(env: Record<string, string>, port: number): AppProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, EMBEDDED_PG_PORT: '', DATABASE_URL: '', ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Starts the server and waits until `/healthz` answers (a first start migrates a new database: up to 90 s). */
export async function startedApp(env: Record<string, string>): Promise<AppProcess> {
  const server = runApp(env, await freePort());
  for (let i = 0; i < 360; i++) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    const ok = await fetch(`${server.base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

/** Every server a test started and left running, killed (for `afterAll`). */
export function killApps(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
}
