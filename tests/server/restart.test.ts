import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { freePort } from '../support/freePort';

// `npm start`'s server as a user runs it: its own embedded PostgreSQL under DATA_DIR, stopped by a signal.
let dataDir: string;
const children: ChildProcess[] = [];

async function start(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 360; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('a restart on the same data keeps every user, and each signal stops the server cleanly', async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-restart-'));
  await chmod(dataDir, 0o755);
  const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };

  const first = await start(env);
  const signUp = await fetch(`${first.base}/api/v1/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Kept', last_name: 'Across', email: 'kept@example.com', password: 'secret12' }),
  });
  expect(signUp.status).toBe(201);
  expect(await stop(first.child, 'SIGTERM')).toBe(0);

  const second = await start(env);
  const login = await fetch(`${second.base}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'kept@example.com', password: 'secret12' }),
  });
  expect(login.status).toBe(200);
  expect(((await login.json()) as { user: { slug: string } }).user.slug).toBe('kept-across');
  expect(await stop(second.child, 'SIGINT')).toBe(0);
}, 240_000);
