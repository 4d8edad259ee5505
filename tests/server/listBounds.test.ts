import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from '../../src/shared/types';
import { type SignedUp, signUp, verifyEmail } from './api';
import { startTestServer, type TestServer } from './helper';
import { api, ok, type People, planningWedding, signUpPeople } from './planningSupport';
import { call, setUpWedding } from './weddingsSupport';

// No list is unbounded: each one pages (or, for the calendar, caps a bounded range), and a larger page is clamped.

let server: TestServer;
let people: People;

beforeAll(async () => {
  server = await startTestServer();
  people = await signUpPeople(server);
});
afterAll(() => server.close());

const page = async <T = { id: string }>(token: string, url: string) =>
  ok<Page<T>>(await call(server, token, 'GET', url));
const sql = (text: string, values: unknown[]) => server.database.pool.query(text, values);

/** Reads a list one row a page, following `next`, and checks it ends where `count` says. */
async function walkOneByOne(token: string, url: string): Promise<string[]> {
  const sep = url.includes('?') ? '&' : '?';
  let current = await page(token, `${url}${sep}page_size=1`);
  const ids = current.results.map((r) => r.id);
  while (current.next) {
    current = await page(token, current.next);
    ids.push(...current.results.map((r) => r.id));
  }
  expect(ids).toHaveLength(current.count);
  return ids;
}

describe('page lists', () => {
  test('a user’s weddings (/accounts/) page, soonest first', async () => {
    const ivy: SignedUp = await signUp(server, { first_name: 'Ivy' });
    const dates = ['2032-01-01', '2031-01-01', '2033-01-01'];
    const made = [];
    for (const date of dates) made.push(await setUpWedding(server, ivy.access_token, { date }));
    const ids = await walkOneByOne(ivy.access_token, '/api/v1/accounts/');
    expect(ids).toEqual([made[1]!.id, made[0]!.id, made[2]!.id]);
    expect((await page(ivy.access_token, '/api/v1/accounts/')).results).toHaveLength(3);
  });

  test('members and sent invitations page; a page above 200 is clamped', async () => {
    const wedding = await planningWedding(server, people);
    const token = people.couple.access_token;
    const members = await walkOneByOne(token, `/api/v1/accounts/${wedding.id}/members/`);
    expect(members).toHaveLength(3);
    for (const email of ['a@example.com', 'b@example.com']) {
      ok(await call(server, token, 'POST', `/api/v1/accounts/${wedding.id}/invites/`, { email, role: 'family' }), 201);
    }
    expect(await walkOneByOne(token, `/api/v1/accounts/${wedding.id}/invites/`)).toHaveLength(2);
    await sql(
      `INSERT INTO wedding_invites (wedding_id, email, role, token_hash, expires_at)
       SELECT $1::uuid, 'bulk' || i || '@example.com', 'family', 'hash-' || $1::text || i, now() + interval '1 day'
       FROM generate_series(1, 199) i`,
      [wedding.id],
    );
    const clamped = await page(token, `/api/v1/accounts/${wedding.id}/invites/?page_size=1000`);
    expect(clamped.count).toBe(201);
    expect(clamped.results).toHaveLength(200);
    expect((await page(token, clamped.next!)).results).toHaveLength(1);
    expect((await page(token, `/api/v1/accounts/${wedding.id}/invites/`)).results).toHaveLength(100);
  });

  test('received invitations page', async () => {
    const wedding = await planningWedding(server, people);
    const jo = await signUp(server, { first_name: 'Jo' });
    await verifyEmail(server, jo);
    const other = await planningWedding(server, people);
    for (const w of [wedding, other]) {
      const body = { email: jo.email, role: 'family' };
      ok(await call(server, people.couple.access_token, 'POST', `/api/v1/accounts/${w.id}/invites/`, body), 201);
    }
    expect(await walkOneByOne(jo.access_token, '/api/v1/account-invites/')).toHaveLength(2);
  });

  test('comments of a task page oldest first; a page above 200 is clamped', async () => {
    const wedding = await planningWedding(server, people);
    const token = people.member.access_token;
    const section = await api(server).section(token, wedding.id, 'Venue');
    const task = await api(server).task(token, { account: wedding.id, section: section.id });
    const url = `/api/v1/tasks/${task.id}/comments/`;
    const written = [];
    for (const text of ['one', 'two', 'three']) written.push((await api(server).comment(token, url, text)).id);
    expect(await walkOneByOne(token, url)).toEqual(written);
    await sql(
      `INSERT INTO task_comments (wedding_id, task_id, author_id, text, created_at)
       SELECT $1, $2, $3, 'bulk ' || i, now() + i * interval '1 second' FROM generate_series(1, 198) i`,
      [wedding.id, task.id, people.member.user.id],
    );
    const first = await page(token, url);
    expect(first).toMatchObject({ count: 201 });
    expect(first.results).toHaveLength(100);
    const clamped = await page(token, `${url}?page_size=500`);
    expect(clamped.results).toHaveLength(200);
    expect(clamped.results.slice(0, 3).map((c) => c.id)).toEqual(written);
    expect((await page(token, clamped.next!)).results).toHaveLength(1);
  });

  test('the calendar’s own events page in date order', async () => {
    const wedding = await planningWedding(server, people);
    const token = people.member.access_token;
    const made = [];
    for (const date of ['2031-03-02', '2031-03-01', '2031-03-03']) {
      made.push((await api(server).event(token, { account: wedding.id, date })).id);
    }
    const ids = await walkOneByOne(token, `/api/v1/account-events/?account=${wedding.id}`);
    expect(ids).toEqual([made[1], made[0], made[2]]);
  });

  test('templates and common tasks page like any list', async () => {
    const token = people.stranger.access_token;
    expect(await walkOneByOne(token, '/api/v1/templates/')).toHaveLength(4);
    const common = await page(token, '/api/v1/common-tasks/?page_size=10');
    expect(common.results).toHaveLength(10);
    expect(common.next).toContain('page=2');
  });
});

describe('the calendar range', () => {
  test('shows at most 500 events, soonest first, however many the range holds', async () => {
    const wedding = await planningWedding(server, people);
    await sql(
      `INSERT INTO wedding_events (wedding_id, title, date, start_time)
       SELECT $1, 'e' || i, date '2031-05-01' + (i % 30), lpad((i % 24)::text, 2, '0') || ':00'
       FROM generate_series(1, 520) i`,
      [wedding.id],
    );
    const feed = ok<{ events: { date: string }[] }>(
      await call(
        server,
        people.member.access_token,
        'GET',
        `/api/v1/accounts/${wedding.id}/events/?from=2031-05-01&to=2031-06-30`,
      ),
    );
    expect(feed.events).toHaveLength(500);
    const dates = feed.events.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.at(-1)! <= '2031-05-30').toBe(true);
  });
});
