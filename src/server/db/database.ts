import path from 'node:path';
import type { Config } from '../config';
import { loadEmbeddedPostgres } from './loadEmbedded';
import { embeddedPort, lockDataDir, prepareDataDir, stopOrphanedPostgres } from './startup';

/** The database to use: DATABASE_URL, or an embedded PostgreSQL under DATA_DIR that this process owns. */
export async function startDatabase(config: Config): Promise<{ url: string; stop(): Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  await prepareDataDir(config.dataDir);
  const unlock = await lockDataDir(config.dataDir);
  try {
    const pgDir = path.join(config.dataDir, 'pg');
    const orphan = await stopOrphanedPostgres(pgDir);
    if (orphan) console.log(`Stopped a PostgreSQL (process ${orphan}) left running by an earlier crash.`);
    // Loaded only when needed, without the exit handlers it would install (see loadEmbedded.ts).
    const startEmbeddedPostgres = await loadEmbeddedPostgres();
    const embedded = await startEmbeddedPostgres(pgDir, await embeddedPort(config.embeddedPgPort));
    return {
      url: embedded.url(),
      async stop() {
        await embedded.stop();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
