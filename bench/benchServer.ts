import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../tests/support/freePort';
import { onGiveUp } from './deadline';

// What every benchmark that drives `npm start` needs: the server on a fresh data folder, and API calls.

export interface Server {
  base: string;
  pgUrl: string;
  stop(): Promise<void>;
}

export async function startServer(prefix = 'vowline-bench-', env: Record<string, string> = {}): Promise<Server> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  // PostgreSQL runs as the `postgres` user when we are root; it must be able to enter the folder.
  await chmod(dataDir, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '100000',
      // Benchmarks sign many people up from here and have one couple set up many weddings.
      SIGNUP_LIMIT_PER_IP: '100000',
      WEDDING_LIMIT_PER_USER: '100000',
      INVITE_LIMIT_PER_USER: '100000',
      FOLLOW_LIMIT_PER_USER: '100000',
      COVER_LIMIT_PER_USER: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://localhost:${port}`;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // A benchmark that gives up (bench/deadline.ts) does not leave its server running.
  const forget = onGiveUp(() => {
    if (child.pid && !exited) process.kill(-child.pid, 'SIGKILL');
  });
  const healthy = () =>
    fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  for (let i = 0; i < 300 && !exited && !(await healthy()); i++) await sleep(500);
  if (!(await healthy())) throw new Error('The server did not start');
  // Each data folder has its own database password, kept beside the folder (src/server/db/embedded.ts).
  const password = (await readFile(path.join(dataDir, 'pg.password'), 'utf8')).trim();
  return {
    base,
    pgUrl: `postgres://vowline:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/postgres`,
    async stop() {
      forget();
      if (child.pid && !exited) process.kill(-child.pid, 'SIGTERM');
      await sleep(3000);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Person {
  token: string;
  user: { id: string; full_name: string; slug: string };
}

export async function api<T>(
  base: string,
  who: Person | null,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function signUp(base: string, first: string): Promise<Person & { email: string }> {
  const email = `${first.toLowerCase()}.${Date.now().toString(36)}@example.com`;
  const body = { first_name: first, last_name: 'Bench', email, password: 'correct-horse-7' };
  const res = await api<{ access_token: string; user: Person['user'] }>(base, null, 'POST', '/api/v1/users/', body);
  return { token: res.access_token, user: res.user, email };
}
