import path from 'node:path';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { connect, migrateDatabase } from './db/client';
import { loadEmbeddedPostgres } from './db/loadEmbedded';
import { embeddedPort, lockDataDir, prepareDataDir, StartupError, stopOrphanedPostgres } from './db/startup';
import { type JobRunner, startJobs } from './jobs/runner';
import { createMailer } from './mail';

/** The database to use: DATABASE_URL, or an embedded PostgreSQL under DATA_DIR that this process owns. */
async function startDatabase(config: Config): Promise<{ url: string; stop(): Promise<void> }> {
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

async function main(): Promise<void> {
  const config = loadConfig();
  const postgres = await startDatabase(config);
  const database = connect(postgres.url);
  await migrateDatabase(database);

  const app = await buildApp({
    config,
    database,
    logger: true,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      dir: path.join(config.dataDir, 'mail'),
      from: `${config.productName} <no-reply@${new URL(config.publicUrl).hostname}>`,
      log: (msg, link) => (link ? app.log.info({ link }, msg) : app.log.info(msg)),
      production: process.env.NODE_ENV === 'production',
    }),
  });

  let jobs: JobRunner | null = null;
  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    // Draining at once (/readyz 503, no new sockets); jobs next: a reminder in hand finishes while the database is
    // still there; then sockets close with 1001 (clients reconnect elsewhere) and in-flight requests finish.
    app.lifecycle.markDraining();
    await jobs?.stop();
    await app.lifecycle.drain();
    await database.close();
    await postgres.stop();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
    jobs = await startJobs({
      databaseUrl: postgres.url,
      database,
      media: app.media.store,
      mailer: app.mailer,
      config,
      log: (message, error) => (error ? app.log.error({ err: error }, message) : app.log.info(message)),
    });
  } catch (error) {
    await database.close();
    await postgres.stop();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(`Port ${config.port} is in use by another program. Set PORT to a free port.`);
    }
    throw error;
  }
}

// A start-up failure is one line saying what to do, not a stack trace (LOG_LEVEL=debug shows the stack).
main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`vowline: ${message}`);
  if (!(error instanceof StartupError) && process.env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
});
