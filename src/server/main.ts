import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connect, migrateDatabase } from './db/client';
import { type RunningPostgres, startEmbeddedPostgres } from './db/embedded';
import { createMailer } from './mail';

const config = loadConfig();

let embedded: RunningPostgres | undefined;
let url = config.databaseUrl;
if (!url) {
  embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.embeddedPgPort);
  url = embedded.url();
}
const database = connect(url);
await migrateDatabase(database);

const app = await buildApp({
  config,
  database,
  logger: true,
  mailer: createMailer({
    smtpUrl: config.smtpUrl,
    dir: path.join(config.dataDir, 'mail'),
    from: `${config.productName} <no-reply@${new URL(config.publicUrl).hostname}>`,
    log: (msg, link) => app.log.info({ link }, msg),
  }),
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await database.close();
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
