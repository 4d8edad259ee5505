import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../src/server/app';
import { connect, type Database } from '../../src/server/db/client';
import { weddingMembers } from '../../src/server/db/schema';
import { wholeList } from '../../src/server/lib/paging';
import { createMailer } from '../../src/server/mail';
import { weddingTasks } from '../../src/server/services/tasks';
import type { Task } from '../../src/shared/planning';
import { bearer, PASSWORD, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { api, boardWedding, ok, type People, signUpPeople } from './planningSupport';
import { statementsDuring } from './statements';
import { addMember } from './weddingsSupport';

// The task board's answer is kept per wedding while the board's version, read in the access check's own statement,
// is unchanged (lib/answerCache.ts; the version is set by triggers, migration 0021). A kept answer must never be
// older than the database: every write the board shows is seen at once, on the instance that wrote and on another.

let server: TestServer;
/** A second instance on the same database, with a pool and a cache of its own, as another process would have. */
let other: { app: FastifyInstance; database: Database };
let people: People;
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
  people = await signUpPeople(server);
});
afterAll(async () => {
  await other.app.close();
  await other.database.close();
  await server.close();
});

const boardUrl = (weddingId: string) => `/api/v1/accounts/${weddingId}/tasks/`;

function read(app: FastifyInstance, token: string, weddingId: string, headers: InjectOptions['headers'] = {}) {
  return app.inject({ method: 'GET', url: boardUrl(weddingId), headers: { ...bearer(token), ...headers } });
}

/** The board as the service makes it now, uncached: what every answer must equal. */
async function truth(weddingId: string) {
  return JSON.parse(JSON.stringify(wholeList(await weddingTasks(server.database.db, weddingId))));
}

/** Both instances answer what the database holds now. */
async function bothCurrent(token: string, weddingId: string): Promise<void> {
  const now = await truth(weddingId);
  for (const app of [server.app, other.app]) {
    const res = await read(app, token, weddingId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(now);
  }
}

test('a second read is the access check alone, byte for byte the same answer, with the same full shape', async () => {
  const { wedding, todo } = await boardWedding(server, people);
  const token = people.member.access_token;
  await api(server).task(token, { account: wedding.id, section: todo.id, title: 'Book the band' });
  const first = await read(server.app, token, wedding.id);
  let second = first;
  const statements = await statementsDuring(server, async () => {
    second = await read(server.app, token, wedding.id);
  });
  expect(statements).toHaveLength(1);
  expect(statements[0]).toContain('wedding_versions');
  expect(second.body).toBe(first.body);
  expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(second.json()).toEqual(await truth(wedding.id));
  const [task] = (second.json() as { results: Task[] }).results;
  expect(Object.keys(task!).sort()).toEqual(
    [
      'id',
      'version',
      'account',
      'section',
      'title',
      'notes',
      'due_date',
      'status',
      'position',
      'assignees',
      'comments_count',
      'template_task',
      'created_by',
      'created_at',
      'updated_at',
      'completed_at',
    ].sort(),
  );
});

test('If-None-Match with the ETag gets a 304 until the board changes', async () => {
  const { wedding, todo } = await boardWedding(server, people);
  const token = people.member.access_token;
  const first = await read(server.app, token, wedding.id);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await read(other.app, token, wedding.id, { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  await api(server).task(token, { account: wedding.id, section: todo.id, title: 'Cake tasting' });
  const changed = await read(other.app, token, wedding.id, { 'if-none-match': etag });
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
  expect(changed.json()).toEqual(await truth(wedding.id));
});

test('a client that accepts br or gzip gets the kept answer compressed, the same JSON', async () => {
  const { wedding, todo } = await boardWedding(server, people);
  const token = people.member.access_token;
  for (let i = 0; i < 12; i++) await api(server).task(token, { account: wedding.id, section: todo.id, title: `T${i}` });
  const now = await truth(wedding.id);
  for (const [encoding, unpack] of [
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    await read(server.app, token, wedding.id, { 'accept-encoding': encoding });
    let res = await read(server.app, token, wedding.id);
    const statements = await statementsDuring(server, async () => {
      res = await read(server.app, token, wedding.id, { 'accept-encoding': `${encoding}, deflate` });
    });
    expect(statements).toHaveLength(1);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(unpack(res.rawPayload).toString())).toEqual(now);
  }
});

describe('every write the board shows is seen at once, on this instance and on another', () => {
  test('tasks: create, edit, status, move, assign, delete', async () => {
    const { wedding, todo, later } = await boardWedding(server, people);
    const token = people.member.access_token;
    const a = api(server);
    await bothCurrent(token, wedding.id);
    const task = await a.task(token, { account: wedding.id, section: todo.id, title: 'Flowers' });
    await bothCurrent(token, wedding.id);
    const writes: [InjectOptions['method'], string, unknown][] = [
      ['PATCH', `/api/v1/tasks/${task.id}/`, { title: 'Peonies', notes: 'white', due_date: '2031-05-01' }],
      ['POST', `/api/v1/tasks/${task.id}/update-status/`, { status: 'done' }],
      ['PATCH', `/api/v1/tasks/${task.id}/`, { section: later.id, position: 0 }],
      ['PATCH', `/api/v1/tasks/${task.id}/`, { assignees: [people.other.user.id] }],
      ['DELETE', `/api/v1/tasks/${task.id}/`, undefined],
    ];
    for (const [i, [method, url, body]] of writes.entries()) {
      // Alternate the instance that writes: the other one's kept answer must not survive it either.
      const res = await (i % 2 ? other.app : server.app).inject({
        method,
        url,
        headers: bearer(token),
        ...(body ? { payload: body as InjectOptions['payload'] } : {}),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      await bothCurrent(token, wedding.id);
    }
  });

  test('comments: a comment added and removed changes the count; a wedding-day comment keeps the kept answer', async () => {
    const { wedding, todo } = await boardWedding(server, people);
    const token = people.member.access_token;
    const a = api(server);
    const task = await a.task(token, { account: wedding.id, section: todo.id, title: 'Venue' });
    await bothCurrent(token, wedding.id);
    const comment = await a.comment(token, `/api/v1/tasks/${task.id}/comments/`, 'Which one?');
    await bothCurrent(token, wedding.id);
    ok(await a.call(token, 'DELETE', `/api/v1/task-comments/${comment.id}/`), 204);
    await bothCurrent(token, wedding.id);

    const day = await a.dayTask(token, { account: wedding.id });
    await read(server.app, token, wedding.id);
    await a.comment(token, `/api/v1/wedding-day-tasks/${day.id}/comments/`, 'On time?');
    const statements = await statementsDuring(server, async () => {
      await read(server.app, token, wedding.id);
    });
    expect(statements).toHaveLength(1);
  });

  test('sections: reorder and delete (its tasks go with it)', async () => {
    const { wedding, todo, later } = await boardWedding(server, people);
    const token = people.member.access_token;
    const a = api(server);
    await a.task(token, { account: wedding.id, section: todo.id, title: 'Rings' });
    await a.task(token, { account: wedding.id, section: later.id, title: 'Thank-you cards' });
    await bothCurrent(token, wedding.id);
    ok(await a.call(token, 'PATCH', `/api/v1/account-sections/${later.id}/`, { position: 0 }));
    await bothCurrent(token, wedding.id);
    ok(await a.call(people.couple.access_token, 'DELETE', `/api/v1/account-sections/${later.id}/`), 204);
    await bothCurrent(token, wedding.id);
    expect((await truth(wedding.id)).results.map((t: Task) => t.title)).toEqual(['Rings']);
  });

  test('a member removed takes their assignments off the board; a deleted account too', async () => {
    const { wedding, todo } = await boardWedding(server, people);
    const token = people.member.access_token;
    const a = api(server);
    const leaving = await signUp(server, { first_name: 'Lea' });
    const gone = await signUp(server, { first_name: 'Gus' });
    await addMember(server, wedding.id, leaving.user.id, 'family');
    await addMember(server, wedding.id, gone.user.id, 'family');
    await a.task(token, { account: wedding.id, section: todo.id, assignees: [leaving.user.id, gone.user.id] });
    await bothCurrent(token, wedding.id);

    const [seat] = await server.database.db
      .select({ id: weddingMembers.id })
      .from(weddingMembers)
      .where(and(eq(weddingMembers.weddingId, wedding.id), eq(weddingMembers.userId, leaving.user.id)));
    ok(await a.call(people.couple.access_token, 'DELETE', `/api/v1/account-members/${seat!.id}/`), 204);
    await bothCurrent(token, wedding.id);
    expect((await truth(wedding.id)).results[0].assignees).toEqual([gone.user.id]);

    // A cascade from the users table, written by no planning service.
    ok(await a.call(gone.access_token, 'DELETE', '/api/v1/users/me/', { password: PASSWORD }), 204);
    await bothCurrent(token, wedding.id);
    expect((await truth(wedding.id)).results[0].assignees).toEqual([]);
  });
});
