import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { weddingDayTaskVendors, weddingVendors } from '../../src/server/db/schema';
import type { WeddingDayTask } from '../../src/shared/planning';
import type { RunSheet, RunSheetLink } from '../../src/shared/runSheet';
import { startTestServer, type TestServer } from './helper';
import { api, ok, type People, planningWedding, signUpPeople, withEvents } from './planningSupport';
import { call } from './weddingsSupport';

// Issue 37: run sheet links (what a link shows and never shows, filtering, revocation), versions with If-Match and
// the 409 that carries the current item, idempotency keys, and a wedding's time zone.

let server: TestServer;
let people: People;
let a: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  people = await signUpPeople(server);
  a = api(server);
});
afterAll(() => server.close());

const couple = () => people.couple.access_token;
const member = () => people.member.access_token;

async function newLink(account: string, body: Record<string, unknown> = {}) {
  const res = await call(server, couple(), 'POST', '/api/v1/run-sheet-links/', { account, name: 'DJ Sam', ...body });
  const link = ok<RunSheetLink>(res, 201);
  return { link, token: link.url.split('/run/')[1]! };
}
const sheet = (token: string) => call(server, null, 'GET', `/api/v1/run-sheet/${token}/`);

describe('run sheet links', () => {
  test('a link shows the items, venues and day-of contacts; never private notes, assignees, funds or guests', async () => {
    const wedding = await planningWedding(server, people);
    await a.dayTask(member(), { account: wedding.id, title: 'Ceremony', time: '16:00', notes: 'Rings with Milo' });
    await a.dayTask(member(), {
      account: wedding.id,
      title: 'Speeches',
      time: '19:00',
      notes: 'Uncle Bo is not to speak',
      assignees: [people.member.user.id],
    });
    const [, speeches] = await a.day(member(), wedding.id);
    ok(await call(server, member(), 'PATCH', `/api/v1/wedding-day-tasks/${speeches!.id}/`, { notes_private: true }));
    ok(
      await call(server, couple(), 'PUT', `/api/v1/accounts/${wedding.id}/logistics/`, {
        venues: [{ role: 'ceremony', name: 'Quinta', address: 'Rua A 1, Sintra', time: '16:00', map_url: '' }],
        contacts: [{ name: 'Ana', phone: '+351 900 000 000', role: 'Bride' }],
      }),
    );
    const { token } = await newLink(wedding.id);
    const body = ok<RunSheet>(await sheet(token));
    expect(Object.keys(body).sort()).toEqual(['contacts', 'items', 'link', 'venues', 'wedding']);
    expect(body.wedding).toEqual({ name: wedding.name, date: wedding.date, time_zone: wedding.time_zone });
    expect(body.link).toEqual({ name: 'DJ Sam', filtered: false });
    expect(body.items.map((i) => [i.title, i.notes])).toEqual([
      ['Ceremony', 'Rings with Milo'],
      ['Speeches', ''],
    ]);
    expect(Object.keys(body.items[0]!).sort()).toEqual(
      ['done', 'id', 'notes', 'place', 'time', 'title', 'updated_at', 'version'].sort(),
    );
    expect(body.venues[0]!.address).toBe('Rua A 1, Sintra');
    expect(body.contacts).toEqual([{ name: 'Ana', phone: '+351 900 000 000', role: 'Bride' }]);
    const text = JSON.stringify(body);
    for (const secret of ['Uncle Bo', people.member.user.id, 'budget', 'guests', 'household', 'amount']) {
      expect(text).not.toContain(secret);
    }
    // The token opens the run sheet alone: it is no bearer token for the rest of the API.
    const funds = await call(server, token, 'GET', `/api/v1/accounts/${wedding.id}/funds/`);
    expect(funds.statusCode).toBe(401);
    const guests = await call(server, token, 'GET', `/api/v1/accounts/${wedding.id}/households/`);
    expect(guests.statusCode).toBe(401);
  });

  test('an unchanged sheet answers 304 to its ETag, a changed one the new sheet', async () => {
    const wedding = await planningWedding(server, people);
    const item = await a.dayTask(member(), { account: wedding.id, title: 'Ceremony', time: '16:00' });
    const { token } = await newLink(wedding.id);
    const first = await sheet(token);
    const etag = first.headers.etag as string;
    const again = await server.app.inject({ url: `/api/v1/run-sheet/${token}/`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    ok(await call(server, member(), 'PATCH', `/api/v1/wedding-day-tasks/${item.id}/`, { time: '16:30' }));
    const moved = await server.app.inject({ url: `/api/v1/run-sheet/${token}/`, headers: { 'if-none-match': etag } });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as RunSheet).items[0]!.time).toBe('16:30');
  });

  test('a link filtered to a member or a vendor shows only their items', async () => {
    const wedding = await planningWedding(server, people);
    const ceremony = await a.dayTask(member(), { account: wedding.id, title: 'Ceremony', time: '16:00' });
    await a.dayTask(member(), {
      account: wedding.id,
      title: 'Speeches',
      time: '19:00',
      assignees: [people.member.user.id],
    });
    const mine = await newLink(wedding.id, { assignee: people.member.user.id, name: 'Milo' });
    const milo = ok<RunSheet>(await sheet(mine.token));
    expect(milo.link.filtered).toBe(true);
    expect(milo.items.map((i) => i.title)).toEqual(['Speeches']);

    const { db } = server.database;
    const [vendor] = await db
      .insert(weddingVendors)
      .values({ weddingId: wedding.id, name: 'Quartet', category: 'music' })
      .returning();
    await db.insert(weddingDayTaskVendors).values({ taskId: ceremony.id, vendorId: vendor!.id });
    const quartet = await newLink(wedding.id, { vendor: vendor!.id, name: 'Quartet' });
    expect(ok<RunSheet>(await sheet(quartet.token)).items.map((i) => i.title)).toEqual(['Ceremony']);

    // Another wedding's vendor or a stranger is no filter; both filters at once are refused.
    const refused = [
      await call(server, couple(), 'POST', '/api/v1/run-sheet-links/', {
        account: wedding.id,
        name: 'X',
        assignee: people.stranger.user.id,
      }),
      await call(server, couple(), 'POST', '/api/v1/run-sheet-links/', {
        account: wedding.id,
        name: 'X',
        vendor: vendor!.id,
        assignee: people.member.user.id,
      }),
      await call(server, couple(), 'POST', '/api/v1/run-sheet-links/', { account: wedding.id, name: ' ' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(Object.keys(refused[2]!.json().errors)).toEqual(['name']);
  });

  test('a revoked link answers 404 at once and leaves the list; revoking writes an event and a history entry', async () => {
    const wedding = await planningWedding(server, people);
    const { link, token } = await newLink(wedding.id);
    ok(await sheet(token));
    const { res, events } = await withEvents(server, () =>
      call(server, couple(), 'DELETE', `/api/v1/run-sheet-links/${link.id}/`),
    );
    expect(res.statusCode).toBe(204);
    expect(events.map((e) => `${e.stream}.${e.action}`)).toEqual(['account_run_sheet.update_links']);
    expect(JSON.stringify(events[0]!.data)).not.toContain(token);
    expect((await sheet(token)).statusCode).toBe(404);
    const list = await call(server, couple(), 'GET', `/api/v1/run-sheet-links/?account=${wedding.id}`);
    expect(ok<{ results: RunSheetLink[] }>(list).results).toEqual([]);
    expect((await call(server, couple(), 'DELETE', `/api/v1/run-sheet-links/${link.id}/`)).statusCode).toBe(404);
    const history = await call(server, couple(), 'GET', `/api/v1/accounts/${wedding.id}/activity/`);
    const texts = JSON.stringify(history.json());
    expect(texts).toContain('run sheet link');
  });
});

describe('versions of run-of-show items', () => {
  test('every update bumps the version and the ETag; a stale If-Match or version is a 409 with the item now', async () => {
    const wedding = await planningWedding(server, people);
    const item = await a.dayTask(member(), { account: wedding.id, title: 'Ceremony', time: '16:00' });
    expect(item.version).toBe(1);
    const url = `/api/v1/wedding-day-tasks/${item.id}/`;
    const got = await call(server, member(), 'GET', url);
    expect(got.headers.etag).toBe('"1"');
    const moved = await server.app.inject({
      method: 'PATCH',
      url,
      headers: { authorization: `Bearer ${member()}`, 'if-match': '"1"' },
      payload: { time: '17:30' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).toBe('"2"');
    expect((moved.json() as WeddingDayTask).version).toBe(2);
    // The couple's phone edited from version 1, offline: refused with what the item says now, and nothing written.
    const { res: stale, events } = await withEvents(server, () =>
      server.app.inject({
        method: 'PATCH',
        url,
        headers: { authorization: `Bearer ${couple()}`, 'if-match': '"1"' },
        payload: { time: '17:45' },
      }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json().current).toMatchObject({ id: item.id, time: '17:30', version: 2 });
    expect(events).toEqual([]);
    const inBody = await call(server, couple(), 'PATCH', url, { time: '17:45', version: 1 });
    expect(inBody.statusCode).toBe(409);
    const fresh = await call(server, couple(), 'PATCH', url, { time: '17:45', done: true, version: 2 });
    expect(ok<WeddingDayTask>(fresh)).toMatchObject({ time: '17:45', done: true, version: 3 });
    // A version alone changes nothing; a malformed If-Match is a 400.
    expect((await call(server, couple(), 'PATCH', url, { version: 3 })).statusCode).toBe(400);
    const bad = await server.app.inject({
      method: 'PATCH',
      url,
      headers: { authorization: `Bearer ${couple()}`, 'if-match': 'yesterday' },
      payload: { done: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['if_match']);
  });
});

describe('idempotency keys', () => {
  test('a replayed change answers the first result and changes nothing again; a key reused elsewhere is a 409', async () => {
    const wedding = await planningWedding(server, people);
    const item = await a.dayTask(member(), { account: wedding.id, title: 'Ceremony', time: '16:00' });
    const send = (key: string, payload: Record<string, unknown>, url = `/api/v1/wedding-day-tasks/${item.id}/`) =>
      server.app.inject({
        method: 'PATCH',
        url,
        headers: { authorization: `Bearer ${member()}`, 'idempotency-key': key },
        payload,
      });
    const { res: first, events } = await withEvents(server, () => send('k-1', { done: true, version: 1 }));
    expect(first.statusCode).toBe(200);
    expect(events).toHaveLength(1);
    const { res: replay, events: none } = await withEvents(server, () => send('k-1', { done: true, version: 1 }));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(none).toEqual([]);
    expect((await call(server, member(), 'GET', `/api/v1/wedding-day-tasks/${item.id}/`)).json().version).toBe(2);

    const other = await a.dayTask(member(), { account: wedding.id, title: 'Dinner', time: '19:00' });
    const reused = await send('k-1', { done: true }, `/api/v1/wedding-day-tasks/${other.id}/`);
    expect(reused.statusCode).toBe(409);
    // Keys are per person: the couple's "k-1" is a key of their own.
    const theirs = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/wedding-day-tasks/${other.id}/`,
      headers: { authorization: `Bearer ${couple()}`, 'idempotency-key': 'k-1' },
      payload: { place: 'Garden' },
    });
    expect(theirs.statusCode).toBe(200);
    const created = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/wedding-day-tasks/',
        headers: { authorization: `Bearer ${member()}`, 'idempotency-key': 'new-1' },
        payload: { account: wedding.id, title: 'Cake', time: '21:00' },
      });
    const [c1, c2] = [await created(), await created()];
    expect([c1.statusCode, c2.statusCode]).toEqual([201, 201]);
    expect(c2.json().id).toBe(c1.json().id);
    expect((await a.day(member(), wedding.id)).filter((d) => d.title === 'Cake')).toHaveLength(1);
    expect((await send('x'.repeat(201), { done: false })).statusCode).toBe(400);
  });
});

describe("a wedding's time zone", () => {
  test('set at set-up, changed in settings, checked against the IANA list; GMT+3 when none is sent', async () => {
    const res = await call(server, couple(), 'POST', '/api/v1/accounts/set-up/', {
      name: 'Ana & Bo',
      date: '2031-06-14',
      time_zone: 'Europe/Lisbon',
    });
    const wedding = ok<{ id: string; time_zone: string }>(res, 201);
    expect(wedding.time_zone).toBe('Europe/Lisbon');
    const bad = await call(server, couple(), 'POST', '/api/v1/accounts/set-up/', {
      name: 'Ana & Bo',
      date: '2031-06-14',
      time_zone: 'Mars/Olympus_Mons',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ time_zone: ['Choose a time zone from the list, such as Europe/Lisbon.'] });
    const moved = await call(server, couple(), 'PATCH', `/api/v1/accounts/${wedding.id}/`, {
      time_zone: 'America/New_York',
    });
    expect(ok<{ time_zone: string }>(moved).time_zone).toBe('America/New_York');
    const plain = await planningWedding(server, people);
    expect(plain.time_zone).toBe('Etc/GMT-3');
  });
});
