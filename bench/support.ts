import { readFileSync, rmSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { RunningPostgres } from '../src/server/db/embedded';
import { loadEmbeddedPostgres } from '../src/server/db/loadEmbedded';
import { freePort } from '../tests/support/freePort';
import { onGiveUp } from './deadline';

// What the in-process benchmarks share: a throwaway database on BENCH_DATABASE_URL (a server where we may
// CREATE DATABASE) or, without it, on an embedded PostgreSQL of its own.

export async function startDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  let server: RunningPostgres | undefined;
  let dir: string | undefined;
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vowline-bench-'));
    // PostgreSQL runs as the `postgres` user when we are root; it must be able to enter the folder.
    await chmod(dir, 0o755);
    server = await (await loadEmbeddedPostgres())(path.join(dir, 'pg'), await freePort());
    serverUrl = server.url();
  }
  const pgDir = dir && path.join(dir, 'pg');
  // A benchmark that gives up (bench/deadline.ts) stops its PostgreSQL at once (SIGQUIT) and removes its folder.
  const forget = onGiveUp(() => {
    if (!pgDir) return;
    try {
      process.kill(Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGQUIT');
    } finally {
      rmSync(dir!, { recursive: true, force: true });
    }
  });
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async close() {
      forget();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      await server?.stop();
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}
