import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connect, migrateDatabase } from './db/client';
import { startDatabase } from './db/database';
import { StartupError } from './db/startup';
import { type JobRunner, startJobs } from './jobs/runner';
import { createMailer } from './mail';

async function main(): Promise<void> {
  const config = loadConfig();
  const postgres = await startDatabase(config);
  const database = connect(postgres.url);
  await migrateDatabase(database);

  // `npm start` without --verbose (scripts/start.mjs): warnings and errors only, and one line with the address.
  const quiet = process.env.VOWLINE_QUIET === '1';
  const app = await buildApp({
    config,
    database,
    logger: quiet ? { level: 'warn' } : true,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      dir: path.join(config.dataDir, 'mail'),
      from: `${config.productName} <no-reply@${new URL(config.publicUrl).hostname}>`,
      // A mail's link stays visible in quiet mode: without SMTP it is how a developer signs up.
      log: (msg, link) =>
        quiet ? console.log(link ? `${msg} ${link}` : msg) : link ? app.log.info({ link }, msg) : app.log.info(msg),
      production: process.env.NODE_ENV === 'production',
    }),
  });

  let jobs: Promise<JobRunner> | null = null;
  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    // Draining at once (/readyz 503, no new sockets); jobs next: a reminder in hand finishes while the database is
    // still there; then sockets close with 1001 (clients reconnect elsewhere) and in-flight requests finish.
    app.lifecycle.markDraining();
    // A signal while the job queue is still starting waits for it, then stops it: never a database closed under it.
    const runner = await jobs?.catch(() => null);
    await runner?.stop();
    await app.lifecycle.drain();
    await database.close();
    await postgres.stop();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
    jobs = startJobs({
      databaseUrl: postgres.url,
      database,
      media: app.media.store,
      mailer: app.mailer,
      config,
      log: (message, error) => (error ? app.log.error({ err: error }, message) : app.log.info(message)),
    });
    await jobs;
    console.log(`Vowline is running at ${config.publicUrl}`);
  } catch (error) {
    // Stopped by a signal while starting: the shutdown closes everything and exits 0.
    if (stopping) return;
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
