import { loadConfig } from './config';
import { connect, migrateDatabase } from './db/client';
import { startDatabase } from './db/database';
import { createMediaStore } from './media/createStore';
import { migrateMediaToStore } from './media/migrate';

// `npm run media:migrate` (in a container: `node dist/server/mediaMigrate.js`): moves the images still stored in
// PostgreSQL to the configured media store, with the same environment as the app. Safe while the app runs and to
// run again after a stop: it takes up where it was. Without DATABASE_URL it starts the embedded PostgreSQL, which
// only one process may own, so stop `npm start` first in that case.
async function run(): Promise<void> {
  const config = loadConfig();
  const postgres = await startDatabase(config);
  const database = connect(postgres.url, 6);
  const store = createMediaStore(config.media);
  try {
    await migrateDatabase(database);
    await store.open();
    console.log(
      `media:migrate: moving images from the database to the ${store.driver === 's3' ? 'S3 bucket' : 'folder'}…`,
    );
    const result = await migrateMediaToStore(database.db, store, (r) => console.log(`media:migrate: ${r.moved} moved`));
    console.log(
      `media:migrate: done, ${result.moved} moved, ${result.gone} deleted meanwhile, ${result.left} left in the database`,
    );
    if (result.left) process.exitCode = 1;
  } finally {
    store.close();
    await database.close();
    await postgres.stop();
  }
}

run().catch((error: unknown) => {
  console.error(`media:migrate: ${error instanceof Error ? error.message : String(error)}; run it again to resume`);
  process.exit(1);
});
