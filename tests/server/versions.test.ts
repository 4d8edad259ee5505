import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Problem } from '../../src/shared/types';
import { bearer } from './api';
import { fundsApi } from './fundsSupport';
import { startTestServer, type TestServer } from './helper';
import { api, ok, type People, planningWedding, signUpPeople } from './planningSupport';

// Issue 31, no silent overwrite: every editable item answers with its version (also as an ETag); a write sent with a
// stale If-Match is refused with a 409 naming the version now and who changed it, and writes nothing.

let server: TestServer;
let people: People;

beforeAll(async () => {
  server = await startTestServer();
  people = await signUpPeople(server);
});
afterAll(() => server.close());

const as = (who: keyof People) => people[who].access_token;

function send(
  who: keyof People,
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  ifMatch?: string,
) {
  return server.app.inject({
    method,
    url,
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    headers: { ...bearer(as(who)), ...(ifMatch !== undefined ? { 'if-match': ifMatch } : {}) },
  });
}

async function taskOf(title = 'Order the cake') {
  const wedding = await planningWedding(server, people);
  const a = api(server);
  const section = await a.section(as('member'), wedding.id, 'Food');
  const task = await a.task(as('member'), { account: wedding.id, section: section.id, title });
  return { wedding, section, task };
}

describe('versions and If-Match', () => {
  test('an answer carries its version and the same strong ETag; each real edit adds one', async () => {
    const { task } = await taskOf();
    expect(task.version).toBe(1);
    const read = await send('couple', 'GET', `/api/v1/tasks/${task.id}/`);
    expect(read.headers.etag).toBe('"1"');
    const saved = await send('member', 'PATCH', `/api/v1/tasks/${task.id}/`, { notes: 'Lemon' }, '"1"');
    expect(ok<{ version: number }>(saved).version).toBe(2);
    expect(saved.headers.etag).toBe('"2"');
    // Saving the same values again changes nothing, so the version stays.
    const same = ok<{ version: number }>(
      await send('member', 'PATCH', `/api/v1/tasks/${task.id}/`, { notes: 'Lemon' }, '2'),
    );
    expect(same.version).toBe(2);
  });

  test('a stale save is a 409 with the version now and who changed it, and nothing is written', async () => {
    const { task } = await taskOf();
    ok(await send('couple', 'PATCH', `/api/v1/tasks/${task.id}/`, { notes: 'Three tiers' }, '"1"'));
    const stale = await send('member', 'PATCH', `/api/v1/tasks/${task.id}/`, { notes: 'Two tiers' }, '"1"');
    expect(stale.statusCode).toBe(409);
    const problem = stale.json<Problem>();
    expect(problem).toMatchObject({
      status: 409,
      version: 2,
      changed_by: { id: people.couple.user.id, name: 'Cora' },
      detail: 'Cora changed this while you were editing.',
    });
    const now = ok<{ notes: string; version: number }>(await send('member', 'GET', `/api/v1/tasks/${task.id}/`));
    expect(now).toMatchObject({ notes: 'Three tiers', version: 2 });
    // Knowing their version, the member may save over it.
    ok(await send('member', 'PATCH', `/api/v1/tasks/${task.id}/`, { notes: 'Two tiers' }, '"2"'));
    // A status change and a delete are writes too.
    expect(
      (await send('member', 'POST', `/api/v1/tasks/${task.id}/update-status/`, { status: 'done' }, '"2"')).statusCode,
    ).toBe(409);
    expect((await send('member', 'DELETE', `/api/v1/tasks/${task.id}/`, undefined, '"1"')).statusCode).toBe(409);
    ok(await send('member', 'GET', `/api/v1/tasks/${task.id}/`));
  });

  test('two saves from one version at the same moment: one passes, the other is refused', async () => {
    const { task } = await taskOf();
    const answers = await Promise.all(
      ['Vanilla', 'Chocolate', 'Lemon', 'Carrot'].map((notes, i) =>
        send(i % 2 ? 'member' : 'couple', 'PATCH', `/api/v1/tasks/${task.id}/`, { notes }, '"1"'),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const now = ok<{ version: number }>(await send('member', 'GET', `/api/v1/tasks/${task.id}/`));
    expect(now.version).toBe(2);
  });

  test('moving a task is no edit of it: an open form keeps its version', async () => {
    const { wedding, section, task } = await taskOf();
    const later = await api(server).section(as('member'), wedding.id, 'Later');
    await api(server).task(as('member'), { account: wedding.id, section: section.id, title: 'Second' });
    ok(await send('member', 'PATCH', `/api/v1/tasks/${task.id}/`, { position: 1 }));
    const moved = ok<{ version: number }>(await send('member', 'GET', `/api/v1/tasks/${task.id}/`));
    expect(moved.version).toBe(1);
    // Another section is a change a person made, though.
    ok(await send('member', 'PATCH', `/api/v1/tasks/${task.id}/`, { section: later.id, position: 0 }));
    expect(ok<{ version: number }>(await send('member', 'GET', `/api/v1/tasks/${task.id}/`)).version).toBe(2);
  });

  test('without If-Match a save goes through as before; a malformed one is a 400', async () => {
    const { task } = await taskOf();
    ok(await send('couple', 'PATCH', `/api/v1/tasks/${task.id}/`, { notes: 'A' }, '"1"'));
    ok(await send('member', 'PATCH', `/api/v1/tasks/${task.id}/`, { notes: 'B' }));
    const bad = await send('member', 'PATCH', `/api/v1/tasks/${task.id}/`, { notes: 'C' }, 'W/"abc"');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Problem>().errors).toHaveProperty('If-Match');
    ok(await send('member', 'PATCH', `/api/v1/tasks/${task.id}/`, { notes: 'D' }, '*'));
  });

  test('the 403 and 404 come before the 409: a follower learns nothing from If-Match', async () => {
    const { task } = await taskOf();
    expect((await send('follower', 'PATCH', `/api/v1/tasks/${task.id}/`, { notes: 'x' }, '"7"')).statusCode).toBe(403);
    expect(
      (await send('member', 'PATCH', '/api/v1/tasks/00000000-0000-4000-8000-000000000000/', {}, '"7"')).statusCode,
    ).toBe(404);
  });

  test('every other editable item: sections, calendar events, comments, payments, vendors, accounts, households', async () => {
    const { wedding, section, task } = await taskOf();
    const a = api(server);
    const event = await a.event(as('member'), { account: wedding.id, date: '2031-05-01' });
    const comment = await a.comment(as('member'), `/api/v1/tasks/${task.id}/comments/`);
    const funds = fundsApi(server, as('couple'));
    const payment = await funds.payment(wedding);
    const vendor = ok<{ id: string; version: number }>(
      await send('couple', 'POST', '/api/v1/account-vendors/', {
        account: wedding.id,
        name: 'Bloom',
        category: 'florist',
      }),
      201,
    );
    const household = ok<{ id: string; version: number }>(
      await send('couple', 'POST', `/api/v1/accounts/${wedding.id}/households/`, {
        name: 'The Silvas',
        guests: [{ name: 'Ana' }],
      }),
      201,
    );
    const guests = [{ name: 'Ana' }];
    const cases: [keyof People, string, number, Record<string, unknown>, Record<string, unknown>][] = [
      ['member', `/api/v1/account-sections/${section.id}/`, section.version, { name: 'Cake' }, { name: 'Sweets' }],
      ['member', `/api/v1/account-events/${event.id}/`, event.version, { title: 'At 5' }, { title: 'At 6' }],
      ['member', `/api/v1/task-comments/${comment.id}/`, comment.version, { text: 'Yes' }, { text: 'No' }],
      ['couple', `/api/v1/account-payments/${payment.id}/`, payment.version, { amount: '700' }, { amount: '800' }],
      ['couple', `/api/v1/account-vendors/${vendor.id}/`, vendor.version, { notes: 'Peonies' }, { notes: 'Roses' }],
      [
        'couple',
        `/api/v1/households/${household.id}/`,
        household.version,
        { name: 'Silvas', guests },
        { name: 'Silva', guests },
      ],
    ];
    for (const [who, url, version, first, second] of cases) {
      expect(version, url).toBe(1);
      const saved = await send(who, 'PATCH', url, first, `"${version}"`);
      expect(ok<{ version: number }>(saved).version, url).toBe(2);
      const stale = await send(who, 'PATCH', url, second, `"${version}"`);
      expect(stale.statusCode, url).toBe(409);
      expect(stale.json<Problem>().version, url).toBe(2);
    }
  });
});

describe('versions under the lock, for services that open their own transaction', () => {
  test("a household's version covers its guests: a save from before any guest's edit is refused", async () => {
    const wedding = await planningWedding(server, people);
    const made = ok<{ id: string; version: number; guests: { id: string; name: string; version: number }[] }>(
      await send('couple', 'POST', `/api/v1/accounts/${wedding.id}/households/`, {
        name: 'The Silvas',
        guests: [{ name: 'Ana' }, { name: 'Rui' }],
      }),
      201,
    );
    expect(made.version).toBe(1);
    expect(made.guests.map((g) => g.version)).toEqual([1, 1]);
    const [ana, rui] = made.guests;
    const url = `/api/v1/households/${made.id}/`;
    // One tab edits Rui only (a guest's own field): the household moves on by one, and Rui with it.
    const saved = ok<typeof made>(
      await send(
        'couple',
        'PATCH',
        url,
        {
          name: 'The Silvas',
          guests: [
            { id: ana!.id, name: 'Ana' },
            { id: rui!.id, name: 'Rui', phone: '555' },
          ],
        },
        '"1"',
      ),
    );
    expect(saved.version).toBe(2);
    expect(saved.guests.map((g) => g.version)).toEqual([1, 2]);
    // The other tab, still on version 1, would send Rui back without his phone: refused, nothing written.
    const stale = await send(
      'couple',
      'PATCH',
      url,
      {
        name: 'The Silvas',
        guests: [
          { id: ana!.id, name: 'Ana Silva' },
          { id: rui!.id, name: 'Rui' },
        ],
      },
      '"1"',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Problem>().version).toBe(2);
    // Saving the same household again changes nothing, so its version stays.
    const same = ok<typeof made>(
      await send(
        'couple',
        'PATCH',
        url,
        {
          name: 'The Silvas',
          guests: [
            { id: ana!.id, name: 'Ana' },
            { id: rui!.id, name: 'Rui', phone: '555' },
          ],
        },
        '"2"',
      ),
    );
    expect(same.version).toBe(2);
    // Two saves from one version at once: one passes, the other is refused under the row's lock.
    const answers = await Promise.all(
      ['Silva', 'Silvas', 'The Silva family'].map((name) =>
        send('couple', 'PATCH', url, { name, guests: [{ id: ana!.id, name: 'Ana' }] }, '"2"'),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await send('couple', 'DELETE', url, undefined, '"2"')).statusCode).toBe(409);
    expect((await send('couple', 'DELETE', url, undefined, '"3"')).statusCode).toBe(204);
  });

  test('a list of people: its answer carries an ETag, and a stale save or delete is a 409 that writes nothing', async () => {
    const list = ok<{ id: string; version: number }>(
      await send('member', 'POST', '/api/v1/lists/', { name: 'Bridesmaids', description: '', is_private: true }),
      201,
    );
    const url = `/api/v1/lists/${list.id}/`;
    expect((await send('member', 'GET', url)).headers.etag).toBe('"1"');
    const saved = await send('member', 'PATCH', url, { name: 'Bridal party' }, '"1"');
    expect(ok<{ version: number }>(saved).version).toBe(2);
    expect(saved.headers.etag).toBe('"2"');
    const stale = await send('member', 'PATCH', url, { name: 'Maids' }, '"1"');
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Problem>().version).toBe(2);
    expect(ok<{ name: string }>(await send('member', 'GET', url)).name).toBe('Bridal party');
    const answers = await Promise.all(['A', 'B', 'C'].map((name) => send('member', 'PATCH', url, { name }, '"2"')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await send('member', 'DELETE', url, undefined, '"2"')).statusCode).toBe(409);
    expect((await send('member', 'DELETE', url, undefined, '"3"')).statusCode).toBe(204);
  });

  test("the logistics have their own version: a stale save is a 409, and the website's saves never make them stale", async () => {
    const wedding = await planningWedding(server, people);
    const url = `/api/v1/accounts/${wedding.id}/logistics/`;
    const first = await send('couple', 'GET', url);
    expect(ok<{ version: number }>(first).version).toBe(1);
    expect(first.headers.etag).toBe('"1"');
    const put = (server.app.inject as unknown as (o: object) => ReturnType<typeof send>)({
      method: 'PUT',
      url,
      payload: { transport: 'A bus at 3', dress_code: 'Garden' },
      headers: { ...bearer(as('couple')), 'if-match': '"1"' },
    });
    const saved = await put;
    expect(ok<{ version: number; transport: string }>(saved)).toMatchObject({ version: 2, transport: 'A bus at 3' });
    expect(saved.headers.etag).toBe('"2"');
    const stale = await server.app.inject({
      method: 'PUT',
      url,
      payload: { transport: 'Taxis' },
      headers: { ...bearer(as('couple')), 'if-match': '"1"' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Problem>().version).toBe(2);
    expect(ok<{ transport: string }>(await send('couple', 'GET', url)).transport).toBe('A bus at 3');
    // Another part of the site saved: the logistics' version stays.
    ok(await send('couple', 'PATCH', `/api/v1/accounts/${wedding.id}/website/`, { theme: 'modern' }));
    expect(ok<{ version: number }>(await send('couple', 'GET', url)).version).toBe(2);
  });
});
