import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect, type Database, migrateDatabase } from '../../src/server/db/client';

export type TestDatabase = Database & { url: string; drop(): Promise<void> };

/** A fresh, migrated database on the shared test server, dropped by `drop()`. */
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), 5);
  await migrateDatabase(database);
  // Assigned, not spread: a spread would read `search` and make its pool.
  return Object.assign(database, {
    url: url.toString(),
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  });
}
