import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, onRouteHookHandler } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { createMailer } from '../../src/server/mail';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  /** This server's own database, for arranging state (an expired token) and checking effects. */
  database: TestDatabase;
  /** Mails written so far, oldest first, as raw .eml text. */
  mails(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A test file signs many people up from one address and has one person do a lot: the limits on costly work start
 * high here, and limitsCostly.test.ts sets them low to test them.
 */
export const COSTLY_LIMITS = {
  SIGNUP_LIMIT_PER_IP: '100000',
  RESET_LIMIT_PER_IP: '100000',
  WEDDING_LIMIT_PER_USER: '100000',
  INVITE_LIMIT_PER_USER: '100000',
  FOLLOW_LIMIT_PER_USER: '100000',
  COVER_LIMIT_PER_USER: '100000',
  EXISTS_LIMIT_PER_IP: '100000',
  SITE_PASSWORD_LIMIT_PER_IP: '100000',
  SITE_PASSWORD_LIMIT_PER_SITE: '100000',
  RSVP_FIND_LIMIT_PER_IP: '100000',
};

/**
 * The real app on a fresh database of its own; `env` overrides configuration such as rate limits, and `onRoute` sees
 * every route as it registers.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  onRoute?: onRouteHookHandler,
  logger?: object,
): Promise<TestServer> {
  const database = await createTestDatabase(inject('postgresUrl'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-test-'));
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    CLIENT_DIR: dataDir,
    ...COSTLY_LIMITS,
    ...env,
  });
  const mailDir = path.join(dataDir, 'mail');
  const app = await buildApp({
    config,
    database,
    mailer: createMailer({ dir: mailDir, from: 'Vowline <no-reply@localhost>', log: () => {} }),
    ...(onRoute ? { onRoute } : {}),
    ...(logger ? { logger } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    database,
    async mails() {
      const names = (await readdir(mailDir).catch(() => [] as string[])).sort();
      return Promise.all(names.map((n) => readFile(path.join(mailDir, n), 'utf8')));
    },
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
