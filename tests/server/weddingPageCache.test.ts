import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../src/server/app';
import { connect, type Database } from '../../src/server/db/client';
import { createMailer } from '../../src/server/mail';
import { findWedding, standingIn, toWedding } from '../../src/server/services/weddings';
import type { Wedding } from '../../src/shared/weddings';
import { bearer, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { api } from './planningSupport';
import { statementsDuring } from './statements';
import { call, setUpWedding } from './weddingsSupport';

// GET wedding keeps the page's couple and counts per wedding with their version (wedding_versions.page): the access
// check's one statement computes them only when the database's version is not the kept one
// (services/weddingAccess.ts). Every change they show must be seen at once, on the instance that wrote and another.

let server: TestServer;
/** A second instance on the same database, with a pool and kept facts of its own. */
let other: { app: FastifyInstance; database: Database };
let couple: SignedUp;
let fan: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  const database = connect(server.database.url, 3);
  const app = await buildApp({
    config: server.config,
    database,
    mailer: createMailer({ dir: server.config.dataDir, from: 'Vowline <no-reply@localhost>', log: () => {} }),
  });
  await app.ready();
  other = { app, database };
  [couple, fan] = await Promise.all([signUp(server, { first_name: 'Cleo' }), signUp(server, { first_name: 'Fern' })]);
});
afterAll(async () => {
  await other.app.close();
  await other.database.close();
  await server.close();
});

/** The wedding as the services make it now for `userId`, nothing kept: what every answer must equal. */
async function truth(weddingId: string, userId: string): Promise<Wedding> {
  const { db } = server.database;
  return toWedding(db, (await findWedding(db, weddingId))!, await standingIn(db, weddingId, userId));
}

/** Both instances, by slug and by id, answer what the database holds now. */
async function bothCurrent(wedding: Wedding, who: SignedUp = couple): Promise<Wedding> {
  const now = await truth(wedding.id, who.user.id);
  for (const app of [server.app, other.app]) {
    for (const key of [wedding.slug, wedding.id]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/accounts/${key}/`,
        headers: bearer(who.access_token),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(now);
    }
  }
  return now;
}

function as(app: FastifyInstance, who: SignedUp, method: InjectOptions['method'], url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: bearer(who.access_token),
    ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
  });
}

test('a second GET wedding is one statement that computes no counts, with the same answer', async () => {
  const wedding = await setUpWedding(server, couple.access_token);
  await call(server, couple.access_token, 'GET', `/api/v1/accounts/${wedding.slug}/`);
  let body = '';
  const statements = await statementsDuring(server, async () => {
    body = (await call(server, couple.access_token, 'GET', `/api/v1/accounts/${wedding.slug}/`)).body;
  });
  expect(statements).toHaveLength(1);
  expect(JSON.parse(body)).toEqual(await truth(wedding.id, couple.user.id));
  // The kept facts were used: a follow written past the triggers (as no app code can) is not counted. Any write
  // through the app moves the version, and the count is right again.
  const client = await server.database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(`INSERT INTO wedding_follows (wedding_id, user_id, status) VALUES ($1, $2, 'approved')`, [
      wedding.id,
      fan.user.id,
    ]);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  const kept = (await call(server, couple.access_token, 'GET', `/api/v1/accounts/${wedding.slug}/`)).json();
  expect(kept.followers_count).toBe(0);
  await call(server, couple.access_token, 'PATCH', '/api/v1/users/me/profile/', { last_name: 'Lee' });
  expect(await bothCurrent(wedding)).toMatchObject({ followers_count: 1 });
});

test('follows, posts, tasks done, the couple’s names and members are seen at once on both instances', async () => {
  const wedding = await setUpWedding(server, couple.access_token);
  await bothCurrent(wedding);
  const writes: [SignedUp, InjectOptions['method'], string, unknown][] = [
    [fan, 'POST', `/api/v1/accounts/${wedding.id}/followers/`, {}],
    [couple, 'POST', '/api/v1/posts/', { text: 'Save the date!', account: wedding.id }],
    [couple, 'PATCH', '/api/v1/users/me/profile/', { first_name: 'Cleopatra' }],
  ];
  for (const [i, [who, method, url, body]] of writes.entries()) {
    const res = await as(i % 2 ? other.app : server.app, who, method, url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    await bothCurrent(wedding);
  }
  const section = await api(server).section(couple.access_token, wedding.id, 'To do');
  const task = await api(server).task(couple.access_token, { account: wedding.id, section: section.id });
  await bothCurrent(wedding);
  const done = await as(other.app, couple, 'POST', `/api/v1/tasks/${task.id}/update-status/`, { status: 'done' });
  expect(done.statusCode, done.body).toBe(200);
  const now = await bothCurrent(wedding);
  expect(now).toMatchObject({ done_percentage: 100, posts_count: 1 });
  expect(now.couple[0]).toMatchObject({ first_name: 'Cleopatra' });
  // The follower sees their own standing, not the couple's, from the same kept facts.
  expect(await bothCurrent(wedding, fan)).toMatchObject({ my_role: [], follow_status: expect.any(String) });
});
