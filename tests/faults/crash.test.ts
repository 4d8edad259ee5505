import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { killApps, startedApp } from '../support/appProcess';
import { freePort } from '../support/freePort';

// The fault suite's crash (issue "Fast and sturdy"): kill -9 while 100 writes are in flight, then start again on the
// same DATA_DIR. Every write the server acknowledged is there, none is half-written (each task has the event its
// transaction wrote with it), and the restart needs no one to kill anything by hand.

let dataDir: string;
afterAll(async () => {
  killApps();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}

test('kill -9 during 100 concurrent writes loses no acknowledged write and leaves none half-written', async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-crash-'));
  await chmod(dataDir, 0o755);
  const pgPort = await freePort();
  const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) };
  const first = await startedApp(env);
  const post = (base: string, url: string, token: string | null, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  const { access_token: token } = await json<{ access_token: string }>(
    await post(first.base, '/api/v1/users/', null, {
      first_name: 'Cora',
      last_name: 'Crash',
      email: 'cora@example.com',
      password: 'secret12',
    }),
    201,
  );
  const wedding = await json<{ id: string }>(
    await post(first.base, '/api/v1/accounts/set-up/', token, {
      name: 'Crash & Burn',
      slug: 'crash-and-burn',
      date: '2031-06-14',
    }),
    201,
  );

  const section = await json<{ id: string }>(
    await post(first.base, '/api/v1/account-sections/', token, { account: wedding.id, name: 'Crash' }),
    201,
  );

  // 100 writes at once; the server dies as soon as a third of them are acknowledged.
  const serverPid = Number(await readFile(path.join(dataDir, 'vowline.pid'), 'utf8'));
  const acknowledged: string[] = [];
  let killed = false;
  const writes = Array.from({ length: 100 }, (_, i) =>
    post(first.base, '/api/v1/tasks/', token, { account: wedding.id, section: section.id, title: `Write ${i}` }).then(
      async (res) => {
        if (res.status !== 201) return;
        acknowledged.push(((await res.json()) as { id: string }).id);
        if (acknowledged.length >= 33 && !killed) {
          killed = true;
          process.kill(serverPid, 'SIGKILL');
        }
      },
      () => undefined,
    ),
  );
  await Promise.all(writes);
  expect(killed, 'the server was killed while writes were in flight').toBe(true);
  await first.exited;
  expect(acknowledged.length).toBeLessThan(100);

  const second = await startedApp(env);
  expect(second.output()).toMatch(/Stopped a PostgreSQL \(process \d+\) left running by an earlier crash/);
  const board = await json<{ results: { id: string; title: string }[] }>(
    await fetch(`${second.base}/api/v1/accounts/${wedding.id}/tasks/`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    200,
  );
  const kept = new Set(board.results.map((t) => t.id));
  expect(
    acknowledged.filter((id) => !kept.has(id)),
    'acknowledged writes lost',
  ).toEqual([]);

  const password = (await readFile(path.join(dataDir, 'pg.password'), 'utf8')).trim();
  const client = new pg.Client({
    connectionString: `postgres://vowline:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/postgres`,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `SELECT t.id FROM tasks t WHERE t.wedding_id = $1 AND NOT EXISTS (
         SELECT 1 FROM events e WHERE e.stream = 'account_tasks' AND e.action = 'create' AND e.data->'task'->>'id' = t.id::text)`,
      [wedding.id],
    );
    expect(rows, 'tasks without the event written with them').toEqual([]);
  } finally {
    await client.end();
  }
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}, 300_000);
