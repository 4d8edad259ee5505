import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadEmbeddedPostgres } from '../../src/server/db/loadEmbedded';
import { freePort } from './freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

// With TEST_DATABASE_URL (a server where we may CREATE DATABASE) no embedded server is started.
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('postgresUrl', external);
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vowline-pg-'));
  // PostgreSQL runs as the `postgres` user when we are root; it must be able to enter the folder.
  await chmod(dir, 0o755);
  // Without its exit hook, which would turn a failed run's exit code into 0.
  const startEmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = await startEmbeddedPostgres(path.join(dir, 'data'), await freePort());
  project.provide('postgresUrl', pg.url());
  return async () => {
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
