import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { connect, type Database } from '../../src/server/db/client';
import { isDatabaseUnavailable, OUTAGE_MESSAGE, outageTracker } from '../../src/server/lib/outage';
import { createMailer } from '../../src/server/mail';
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { bearer, expectProblem } from './api';

// Issue "Fast and sturdy": with the database down, requests used to get 500 "Something went wrong" and an
// error-level log line each. They get 503 with Retry-After, and the log says it once.

const APP_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('what counts as the database being unreachable', () => {
  test.each([
    [{ code: 'ECONNREFUSED' }, true],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, true],
    [{ code: '08006' }, true],
    [new Error('Connection terminated unexpectedly'), true],
    [{ message: 'Failed query', cause: { code: 'ECONNRESET' } }, true],
    [{ code: '23505', message: 'duplicate key value' }, false],
    [new Error('boom'), false],
    [null, false],
  ])('%o → %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });

  test('an outage is logged when it starts and when it ends, once each', () => {
    const lines: string[] = [];
    const tracker = outageTracker({ warn: (m) => lines.push(`warn ${m}`), info: (m) => lines.push(`info ${m}`) });
    tracker.recovered(0);
    for (let i = 0; i < 50; i++) tracker.failed(1000 + i);
    tracker.recovered(9000);
    tracker.recovered(9500);
    expect(lines).toEqual([
      'warn Database unreachable: answering 503 until it is back.',
      'info Database reachable again after 8 s.',
    ]);
  });
});

describe('an app whose database goes away and comes back', () => {
  let app: FastifyInstance;
  let database: Database;
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let dataDir: string;
  let token: string;
  const logLines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase(inject('postgresUrl'));
    const url = new URL(testDb.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) });
    url.port = String(proxy.port);
    // The app reaches PostgreSQL only through the proxy, so the test can take the database away from it.
    database = connect(url.toString(), 5);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-outage-'));
    await writeFile(path.join(dataDir, 'index.html'), APP_HTML);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).trim().split('\n')) logLines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: dataDir, DATABASE_URL: url.toString() }),
      database,
      mailer: createMailer({ dir: path.join(dataDir, 'mail'), from: 'x <x@localhost>', log: () => {} }),
      logger: { level: 'info', stream },
    });
    await app.ready();
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      payload: { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', password: 'secret12' },
    });
    token = signUp.json().access_token;
  });
  afterAll(async () => {
    proxy.restore();
    await app.close();
    await database.close();
    await proxy.close();
    await testDb.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('while it is away, signed-in and signed-out requests get 503 with Retry-After, never 500', async () => {
    expect((await app.inject({ url: '/api/v1/users/me/', headers: bearer(token) })).statusCode).toBe(200);
    proxy.cut();
    const signedIn = await app.inject({ url: '/api/v1/users/me/', headers: bearer(token) });
    const body = expectProblem(signedIn, 503);
    expect(body.detail).toBe(OUTAGE_MESSAGE);
    expect(signedIn.headers['retry-after']).toBe('5');
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { email: 'ann@example.com', password: 'secret12' },
    });
    expectProblem(signIn, 503);
    // A page naming a wedding cannot be checked now, so it is served as found; an address no page has is still a 404.
    const page = await app.inject({ url: '/wedding/ann-and-ben/tasks' });
    expect([page.statusCode, page.body]).toEqual([200, APP_HTML]);
    expect((await app.inject({ url: '/no/such/page/here' })).statusCode).toBe(404);
    for (let i = 0; i < 10; i++) await app.inject({ url: '/api/v1/users/me/', headers: bearer(token) });
    // One line for the outage, however many requests failed, and none at error level.
    expect(logLines.filter((l) => l.msg?.startsWith('Database unreachable'))).toHaveLength(1);
    expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
  });

  test('when it is back, requests succeed again by themselves and the log says so once', async () => {
    proxy.restore();
    await expect
      .poll(async () => (await app.inject({ url: '/api/v1/users/me/', headers: bearer(token) })).statusCode)
      .toBe(200);
    expect(logLines.filter((l) => l.msg?.startsWith('Database reachable again'))).toHaveLength(1);
  });
});
