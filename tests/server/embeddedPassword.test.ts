import { chmod, mkdtemp, rm, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { loadEmbeddedPostgres } from '../../src/server/db/loadEmbedded';
import { freePort } from '../support/freePort';

// Each embedded data folder gets its own random database password, kept beside it with mode 0600; a folder made
// with the old shared password ('vowline') gets a new one at its next start.
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
const withPassword = (url: string, password: string) => url.replace(/:[^:@/]+@/, `:${password}@`);

test('a new folder gets a random password kept 0600, and the old shared one is refused', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vowline-pgpw-'));
  dirs.push(dir);
  await chmod(dir, 0o755);
  const start = await loadEmbeddedPostgres();
  const dataDir = path.join(dir, 'pg');
  const port = await freePort();
  let server = await start(dataDir, port);
  try {
    const file = await stat(`${dataDir}.password`);
    expect(file.mode & 0o777).toBe(0o600);
    expect(server.url()).not.toContain(':vowline@');
    expect(await canConnect(server.url())).toBe(true);
    expect(await canConnect(withPassword(server.url(), 'vowline'))).toBe(false);

    // A folder from before: the shared password set back and the file gone, as older releases left it.
    const client = new pg.Client({ connectionString: server.url() });
    await client.connect();
    await client.query(`ALTER ROLE vowline PASSWORD 'vowline'`);
    await client.end();
    await server.stop();
    await unlink(`${dataDir}.password`);

    server = await start(dataDir, port);
    expect(server.url()).not.toContain(':vowline@');
    expect(await canConnect(server.url())).toBe(true);
    expect(await canConnect(withPassword(server.url(), 'vowline'))).toBe(false);
    expect((await stat(`${dataDir}.password`)).mode & 0o777).toBe(0o600);
  } finally {
    await server.stop();
  }
}, 120_000);
