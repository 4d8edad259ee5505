import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { killApps, runApp, startedApp } from '../support/appProcess';
import { freePort } from '../support/freePort';

// Issue "Fast and sturdy": start-up faults used to end in `undefined` or a stack trace. Each one now explains itself
// in one line with what to do, and a PostgreSQL orphaned by a crash no longer blocks the next start.

let root: string;

/** A failed start: exit code 1 and one line on what to do, without a stack trace. */
async function failure(env: Record<string, string>): Promise<string> {
  const server = runApp(env, await freePort());
  expect(await server.exited).toBe(1);
  const lines = server
    .output()
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('vowline: '));
  expect(lines, server.output()).toHaveLength(1);
  expect(server.output()).not.toMatch(/^\s+at /m);
  return lines[0]!;
}

const dataDir = (name: string) => path.join(root, name);

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'vowline-startup-'));
  await chmod(root, 0o755);
});
afterAll(async () => {
  killApps();
  await rm(root, { recursive: true, force: true });
});

describe('start-up faults explain themselves', () => {
  test('the embedded PostgreSQL port is in use', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const line = await failure({ DATA_DIR: dataDir('port'), EMBEDDED_PG_PORT: String(port) });
      expect(line).toContain(`Port ${port} (EMBEDDED_PG_PORT) is in use`);
    } finally {
      blocker.close();
    }
  });

  test('a data folder that cannot be written', async () => {
    const file = path.join(root, 'a-file');
    await writeFile(file, 'not a folder');
    const line = await failure({ DATA_DIR: path.join(file, 'data') });
    expect(line).toContain('Cannot write to the data folder');
  });

  test.skipIf(process.getuid?.() !== 0)('as root, a data folder PostgreSQL’s user cannot enter', async () => {
    const dir = dataDir('private');
    await mkdir(dir, { mode: 0o700 });
    await chmod(dir, 0o700);
    const line = await failure({ DATA_DIR: dir });
    expect(line).toContain(`chmod o+x ${dir}`);
  });
});

describe('one data folder, one instance', () => {
  test('a second instance is refused; after a kill -9 the next start takes over by itself', async () => {
    const dir = dataDir('shared');
    // No EMBEDDED_PG_PORT: the usual port when free, otherwise any free one.
    const first = await startedApp({ DATA_DIR: dir });
    const signUp = await fetch(`${first.base}/api/v1/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Kim', last_name: 'Lo', email: 'kim@example.com', password: 'secret12' }),
    });
    expect(signUp.status).toBe(201);

    const line = await failure({ DATA_DIR: dir });
    expect(line).toMatch(/Vowline is already running on .* \(process \d+\)/);

    // The crash: the server process dies without a word, and its PostgreSQL is orphaned.
    const serverPid = Number(await readFile(path.join(dir, 'vowline.pid'), 'utf8'));
    process.kill(serverPid, 'SIGKILL');
    await first.exited;

    const second = await startedApp({ DATA_DIR: dir });
    expect(second.output()).toMatch(/Stopped a PostgreSQL \(process \d+\) left running by an earlier crash/);
    const login = await fetch(`${second.base}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kim@example.com', password: 'secret12' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);
});
