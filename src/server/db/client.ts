import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The search's connections, with their pool, through which it sends its named prepared statements. */
export type SearchDb = Db & { $client: pg.Pool };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only has to be the same for every instance sharing a database.
const MIGRATION_LOCK = 7_301_990;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /**
   * The search's own connections (services/search.ts), made on first use. They open with the search's settings in
   * their startup packet (SEARCH_OPTIONS), so a search is one statement: no transaction to scope the settings, and no
   * round trips to set them.
   */
  readonly search: SearchDb;
  close(): Promise<void>;
}

/**
 * The settings of the search's connections, sent as each opens (no statement, no round trip):
 * - `pg_trgm.word_similarity_threshold`: the word similarity a name must reach to be found (`<%`): low enough for one
 *   typo in a short name ("Jonh"), high enough to mean it;
 * - `enable_seqscan = off`: the planner does not know that a trigram test costs a hundred times a comparison, and on
 *   a small table (2,000 weddings) it preferred testing every row to the index; for posts it checked the viewer's
 *   blocks and memberships on every post instead of walking the newest ones;
 * - `plan_cache_mode = force_generic_plan`: the search's statements are prepared (services/search.ts) and planned once
 *   per connection, not for each text (its planning cost as much as its run).
 */
export const SEARCH_OPTIONS =
  '-c pg_trgm.word_similarity_threshold=0.4 -c enable_seqscan=off -c plan_cache_mode=force_generic_plan';

function pool(url: string, max: number, options?: string): pg.Pool {
  // A connection attempt that hangs (a server starting or going away) fails after 5 s instead of holding the request.
  const made = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, options });
  // An idle client losing its server must not crash the process; the pool replaces it.
  made.on('error', () => {});
  return made;
}

export function connect(url: string, max = 10): Database {
  const main = pool(url, max);
  const db = drizzle(main, { schema });
  // A quarter of the main pool's size: searches are short, and their connections count against max_connections.
  let search: { pool: pg.Pool; db: SearchDb } | null = null;
  return {
    db,
    pool: main,
    get search() {
      if (!search) {
        const searchPool = pool(url, Math.max(2, Math.ceil(max / 4)), SEARCH_OPTIONS);
        // The main pool's listeners (the outage plugin's recovery) hear of the search's connections too.
        searchPool.on('connect', (client) => main.emit('connect', client));
        search = { pool: searchPool, db: drizzle(searchPool, { schema }) };
      }
      return search.db;
    },
    close: async () => {
      await Promise.all([main.end(), search?.pool.end()]);
    },
  };
}

/** Applies pending migrations once, even when several instances start together. */
export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The newest migration's time (drizzle's `created_at`), read once from the journal this build ships. */
let newestMigration: number | undefined;

/**
 * Whether every migration this build ships is applied to the database (the readiness check): drizzle records the
 * journal time of each migration it applies. Throws when the database cannot be reached.
 */
export async function migrationsDone(database: Database): Promise<boolean> {
  newestMigration ??= Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  try {
    const { rows } = await database.pool.query<{ newest: string | null }>(
      'SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations',
    );
    const newest = rows[0]?.newest;
    return newest != null && Number(newest) >= newestMigration;
  } catch (error) {
    // No migrations table (or schema) yet: nothing is migrated.
    if (['42P01', '3F000'].includes((error as { code?: string }).code ?? '')) return false;
    throw error;
  }
}
