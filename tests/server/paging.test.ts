import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { NotificationItem } from '../../src/shared/realtime';
import type { Page } from '../../src/shared/types';
import { expectProblem, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { call, setUpWedding } from './weddingsSupport';

// The one paging rule (src/server/lib/paging.ts), seen from outside: the envelope, links that work when followed,
// page sizes clamped, keyset cursors that stay put while rows are added, and malformed parameters never a 500.

let server: TestServer;
let ann: SignedUp;
const BASE = 'http://localhost:3000';

beforeAll(async () => {
  server = await startTestServer();
  ann = await signUp(server);
});
afterAll(() => server.close());

const get = async <T>(url: string, token = ann.access_token): Promise<Page<T>> => {
  const res = await call(server, token, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<T>;
};

/** Notifications for a new user, written straight to the table: `at` orders them, oldest first. */
async function notificationsFor(user: SignedUp, times: string[]): Promise<void> {
  for (const [i, at] of times.entries()) {
    await server.database.pool.query(
      `INSERT INTO notifications (recipient_id, kind, text, created_at) VALUES ($1, 'test', $2, $3)`,
      [user.user.id, `n${i}`, at],
    );
  }
}
const texts = (page: Page<NotificationItem>) => page.results.map((n) => n.text);
/** Every page from `url` on, following `next`. */
async function walk(url: string, token: string): Promise<Page<NotificationItem>[]> {
  const pages = [await get<NotificationItem>(url, token)];
  while (pages.at(-1)!.next) pages.push(await get<NotificationItem>(pages.at(-1)!.next!, token));
  return pages;
}

/** The common tasks the four templates bring (issue 40), more than 70 and fewer than 100 (the largest page). */
const COMMON_TASKS = 85;

describe('page lists (?page=)', () => {
  test('the envelope, with absolute links that keep the other parameters and work when followed', async () => {
    const first = await get<{ id: string }>('/api/v1/common-tasks/?page_size=35&keep=me');
    expect(first.count).toBe(COMMON_TASKS);
    expect(first.results).toHaveLength(35);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`${BASE}/api/v1/common-tasks/?page_size=35&keep=me&page=2`);
    const second = await get<{ id: string }>(first.next!);
    expect(second.previous).toBe(`${BASE}/api/v1/common-tasks/?page_size=35&keep=me&page=1`);
    const third = await get<{ id: string }>(second.next!);
    expect(third).toMatchObject({ count: COMMON_TASKS, next: null });
    expect(third.results).toHaveLength(COMMON_TASKS - 70);
    const all = [...first.results, ...second.results, ...third.results].map((t) => t.id);
    expect(new Set(all).size).toBe(COMMON_TASKS);
    expect(all).toEqual((await get<{ id: string }>('/api/v1/common-tasks/')).results.map((t) => t.id));
    expect((await get<{ id: string }>(second.previous!)).results).toEqual(first.results);
  });

  test('a page size above the maximum is clamped to it, and the default fits today’s lists on one page', async () => {
    const all = await get('/api/v1/common-tasks/');
    expect(all).toMatchObject({ count: COMMON_TASKS, next: null, previous: null });
    expect(all.results).toHaveLength(COMMON_TASKS);
    const clamped = await get('/api/v1/common-tasks/?page_size=100000');
    expect(clamped.results).toHaveLength(COMMON_TASKS);
    const one = await get(`/api/v1/common-tasks/?page_size=1&page=${COMMON_TASKS}`);
    expect(one).toMatchObject({
      next: null,
      previous: `${BASE}/api/v1/common-tasks/?page_size=1&page=${COMMON_TASKS - 1}`,
    });
  });

  test('past the last page: no rows, and `previous` leads back to the last page that has some', async () => {
    const past = await get('/api/v1/common-tasks/?page_size=20&page=9');
    expect(past).toMatchObject({ count: COMMON_TASKS, next: null, results: [] });
    expect(past.previous).toBe(`${BASE}/api/v1/common-tasks/?page_size=20&page=5`);
    expect((await get(past.previous!)).results).toHaveLength(COMMON_TASKS - 80);
  });

  test.each([
    'page=zz',
    'page=0',
    'page=-2',
    'page=1.5',
    'page=1e3',
    'page=99999999999999999999',
    'page=1&page=2',
    'page_size=0',
    'page_size=-5',
    'page_size=abc',
    'page_size=',
    'page[x]=1',
  ])('?%s is read as the default, never an error', async (query) => {
    const page = await get<{ id: string }>(`/api/v1/common-tasks/?${query}`);
    expect(page.count).toBe(COMMON_TASKS);
    expect(page.results.length).toBeGreaterThan(0);
  });
});

describe('keyset lists (?cursor=)', () => {
  test('walking next then previous sees every row exactly once, newest first', async () => {
    const bo = await signUp(server, { first_name: 'Bo' });
    await notificationsFor(
      bo,
      Array.from({ length: 7 }, (_, i) => `2026-01-01T00:00:0${i}Z`),
    );
    const pages = await walk('/api/v1/notifications/?page_size=3', bo.access_token);
    expect(pages.map(texts)).toEqual([['n6', 'n5', 'n4'], ['n3', 'n2', 'n1'], ['n0']]);
    expect(pages.every((p) => p.count === 7)).toBe(true);
    expect(pages[0]!.previous).toBeNull();
    expect(pages[1]!.next).toMatch(/^http:\/\/localhost:3000\/api\/v1\/notifications\/\?page_size=3&cursor=[\w-]+$/);
    const back = await get<NotificationItem>(pages[2]!.previous!, bo.access_token);
    expect(texts(back)).toEqual(['n3', 'n2', 'n1']);
    const top = await get<NotificationItem>(back.previous!, bo.access_token);
    expect(texts(top)).toEqual(['n6', 'n5', 'n4']);
    expect(top.previous).toBeNull();
  });

  test('a cursor stays put while newer rows arrive: no row twice, none skipped', async () => {
    const cy = await signUp(server, { first_name: 'Cy' });
    await notificationsFor(
      cy,
      Array.from({ length: 6 }, (_, i) => `2026-01-01T00:00:0${i}Z`),
    );
    const first = await get<NotificationItem>('/api/v1/notifications/?page_size=2', cy.access_token);
    expect(texts(first)).toEqual(['n5', 'n4']);
    // Three arrive while the user reads; an offset page would now repeat n4 and n5.
    await notificationsFor(cy, ['2026-02-01T00:00:00Z', '2026-02-01T00:00:01Z', '2026-02-01T00:00:02Z']);
    const rest = await walk(first.next!, cy.access_token);
    expect(rest.flatMap(texts)).toEqual(['n3', 'n2', 'n1', 'n0']);
    expect(rest[0]!.count).toBe(9);
    const fresh = await get<NotificationItem>('/api/v1/notifications/?page_size=2', cy.access_token);
    expect(texts(fresh)).toEqual(['n2', 'n1']);
  });

  test('rows made in the same microsecond, or a microsecond apart, are all reached', async () => {
    const di = await signUp(server, { first_name: 'Di' });
    await notificationsFor(di, [
      '2026-03-01T10:00:00.123400Z',
      '2026-03-01T10:00:00.123456Z',
      '2026-03-01T10:00:00.123456Z',
      '2026-03-01T10:00:00.123456Z',
      '2026-03-01T10:00:00.123457Z',
    ]);
    const pages = await walk('/api/v1/notifications/?page_size=1', di.access_token);
    const seen = pages.flatMap(texts);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen[0]).toBe('n4');
    expect(seen[4]).toBe('n0');
  });

  test('a page size above the maximum is clamped to 100', async () => {
    const ed = await signUp(server, { first_name: 'Ed' });
    await server.database.pool.query(
      `INSERT INTO notifications (recipient_id, kind, text, created_at)
       SELECT $1, 'test', 'n' || i, timestamptz '2026-01-01' + i * interval '1 second' FROM generate_series(1, 101) i`,
      [ed.user.id],
    );
    const page = await get<NotificationItem>('/api/v1/notifications/?page_size=5000', ed.access_token);
    expect(page.results).toHaveLength(100);
    expect(page.count).toBe(101);
    expect(texts(await get<NotificationItem>(page.next!, ed.access_token))).toEqual(['n1']);
  });

  test.each([
    ['not base64', '%25%25%25'],
    ['base64 of nothing useful', Buffer.from('hello').toString('base64url')],
    ['a bad id', Buffer.from('o:1767225600000000:not-a-uuid-at-all-but-36-characters!').toString('base64url')],
    ['a time out of range', Buffer.from(`o:999999999999999999:${crypto.randomUUID()}`).toString('base64url')],
    ['far too long', 'a'.repeat(500)],
  ])('a malformed cursor (%s) is a 400 naming the cursor', async (_, cursor) => {
    const res = await call(server, ann.access_token, 'GET', `/api/v1/notifications/?cursor=${cursor}`);
    expectProblem(res, 400);
    expect(res.json().errors).toEqual({ cursor: ['This page link is not valid.'] });
  });

  test('a repeated cursor is a 400 too', async () => {
    const res = await call(server, ann.access_token, 'GET', '/api/v1/notifications/?cursor=a&cursor=b');
    expectProblem(res, 400);
  });
});

describe('every list answers malformed paging with a page or a 400, never a 500', () => {
  test('each list endpoint', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const lists = [
      '/api/v1/accounts/',
      '/api/v1/account-invites/',
      '/api/v1/notifications/',
      '/api/v1/templates/',
      '/api/v1/common-tasks/',
      `/api/v1/account-events/?account=${wedding.id}&`,
      `/api/v1/account-sections/?account=${wedding.id}&`,
      `/api/v1/accounts/${wedding.id}/members/`,
      `/api/v1/accounts/${wedding.id}/invites/`,
      `/api/v1/accounts/${wedding.id}/followers/`,
      `/api/v1/accounts/${wedding.id}/followers/requests/`,
      `/api/v1/accounts/${wedding.id}/tasks/`,
      `/api/v1/accounts/${wedding.id}/wedding-day-tasks/`,
      `/api/v1/accounts/${wedding.id}/wedding-day-tasks-assigned-users/`,
      `/api/v1/accounts/${wedding.id}/feed/`,
      '/api/v1/accounts/roles/',
    ];
    for (const list of lists) {
      const sep = list.endsWith('&') ? '' : '?';
      for (const query of ['page=-1&page_size=x', 'page_size=99999999999', 'cursor=%00', 'page=1&page=a']) {
        const res = await call(server, ann.access_token, 'GET', `${list}${sep}${query}`);
        expect([200, 400], `${list} ${query}: ${res.body}`).toContain(res.statusCode);
        const body = res.json();
        if (res.statusCode === 200) expect(Object.keys(body)).toEqual(['count', 'next', 'previous', 'results']);
      }
    }
  });
});
