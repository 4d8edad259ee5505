import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { type AppProcess, killApps, startedApp } from '../support/appProcess';
import { freePort } from '../support/freePort';

// `npm start`'s server as a user runs it: its own embedded PostgreSQL under DATA_DIR, stopped by a signal.
let dataDir: string;

/** Stopped by `signal`: the server's exit code. */
async function stop(app: AppProcess, signal: NodeJS.Signals): Promise<number | null> {
  app.child.kill(signal);
  return app.exited;
}

afterAll(async () => {
  killApps();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('a restart on the same data keeps every user, and each signal stops the server cleanly', async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-restart-'));
  await chmod(dataDir, 0o755);
  const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };

  const first = await startedApp(env);
  const signUp = await fetch(`${first.base}/api/v1/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Kept', last_name: 'Across', email: 'kept@example.com', password: 'secret12' }),
  });
  expect(signUp.status).toBe(201);
  expect(await stop(first, 'SIGTERM')).toBe(0);

  const second = await startedApp(env);
  const login = await fetch(`${second.base}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'kept@example.com', password: 'secret12' }),
  });
  expect(login.status).toBe(200);
  expect(((await login.json()) as { user: { slug: string } }).user.slug).toBe('kept-across');
  expect(await stop(second, 'SIGINT')).toBe(0);
}, 240_000);
