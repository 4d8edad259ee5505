import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Wedding } from '../../src/shared/weddings';
import { expectProblem, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { addFollow, call, setUpWedding } from './weddingsSupport';

let server: TestServer;
let couple: SignedUp;
let cleo: SignedUp;
let dan: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  [couple, cleo, dan] = await Promise.all([
    signUp(server, { first_name: 'Ann' }),
    signUp(server, { first_name: 'Cleo', last_name: 'Park' }),
    signUp(server, { first_name: 'Dan' }),
  ]);
});
afterAll(() => server.close());

const url = (w: Wedding, rest = '') => `/api/v1/accounts/${w.id}/${rest}`;
const followAs = (w: Wedding, who: SignedUp, body: unknown = { account: w.id, user: who.user.id }) =>
  call(server, who.access_token, 'POST', url(w, 'followers/'), body);
const view = async (w: Wedding, who: SignedUp) => (await call(server, who.access_token, 'GET', url(w))).json();

describe('following under the approval policy', () => {
  test('a follow is a request until the couple approves it', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    const res = await followAs(wedding, cleo);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ account: wedding.id, user: cleo.user.id, status: 'requested' });
    expect(await view(wedding, cleo)).toMatchObject({ is_following: false, follow_status: 'requested' });
    expectProblem(await call(server, cleo.access_token, 'GET', url(wedding, 'feed/')), 403);

    const requests = await call(server, couple.access_token, 'GET', url(wedding, 'followers/requests/'));
    expect(requests.json()).toMatchObject({ count: 1, next: null, previous: null });
    expect(requests.json().results).toEqual([
      {
        user: expect.objectContaining({ id: cleo.user.id, full_name: 'Cleo Park' }),
        status: 'requested',
        since: expect.any(String),
      },
    ]);
    expect(requests.body).not.toContain(cleo.email);

    const approved = await call(
      server,
      couple.access_token,
      'POST',
      url(wedding, `followers/requests/${cleo.user.id}/approve/`),
    );
    expect(approved.json()).toEqual({ account: wedding.id, user: cleo.user.id, status: 'following' });
    expect(await view(wedding, cleo)).toMatchObject({ is_following: true, follow_status: 'following' });
    expect((await view(wedding, couple)).followers_count).toBe(1);
    expect((await call(server, cleo.access_token, 'GET', url(wedding, 'feed/'))).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    const list = await call(server, cleo.access_token, 'GET', url(wedding, 'followers/'));
    expect(list.json().results.map((f: { user: { id: string } }) => f.user.id)).toEqual([cleo.user.id]);
    expect((await call(server, couple.access_token, 'GET', url(wedding, 'followers/requests/'))).json().count).toBe(0);
  });

  test('a declined request is gone; the person may ask again', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    await followAs(wedding, dan);
    const declined = await call(
      server,
      couple.access_token,
      'POST',
      url(wedding, `followers/requests/${dan.user.id}/decline/`),
    );
    expect(declined.json().status).toBe('none');
    expect(await view(wedding, dan)).toMatchObject({ follow_status: 'none' });
    expect((await followAs(wedding, dan)).statusCode).toBe(201);
  });

  test('answering a request nobody made is a 404', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    for (const verb of ['approve', 'decline']) {
      const res = await call(
        server,
        couple.access_token,
        'POST',
        url(wedding, `followers/requests/${dan.user.id}/${verb}/`),
      );
      expectProblem(res, 404);
    }
    const bad = await call(server, couple.access_token, 'POST', url(wedding, 'followers/requests/not-a-user/approve/'));
    expectProblem(bad, 404);
  });

  test('asking twice is one request (200 the second time)', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    expect((await followAs(wedding, cleo)).statusCode).toBe(201);
    const again = await followAs(wedding, cleo, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('requested');
    expect((await call(server, couple.access_token, 'GET', url(wedding, 'followers/requests/'))).json().count).toBe(1);
  });
});

describe('following under the open policy', () => {
  test('a follow is immediate and unfollowing ends it', async () => {
    const wedding = await setUpWedding(server, couple.access_token, { follow_policy: 'open' });
    const res = await followAs(wedding, cleo);
    expect(res.json().status).toBe('following');
    expect(await view(wedding, cleo)).toMatchObject({ is_following: true, followers_count: 1 });
    expect((await call(server, cleo.access_token, 'GET', url(wedding, 'guest-info/'))).statusCode).toBe(200);

    const gone = await call(server, cleo.access_token, 'DELETE', url(wedding, 'unfollow/'));
    expect(gone.statusCode).toBe(204);
    expect(await view(wedding, cleo)).toMatchObject({ is_following: false, follow_status: 'none', followers_count: 0 });
    expectProblem(await call(server, cleo.access_token, 'GET', url(wedding, 'guest-info/')), 403);
    // Twice is harmless.
    expect((await call(server, cleo.access_token, 'DELETE', url(wedding, 'unfollow/'))).statusCode).toBe(204);
  });

  test('unfollowing withdraws a pending request', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    await followAs(wedding, dan);
    await call(server, dan.access_token, 'DELETE', url(wedding, 'unfollow/'));
    expect((await call(server, couple.access_token, 'GET', url(wedding, 'followers/requests/'))).json().count).toBe(0);
  });
});

describe('the follow payload', () => {
  test('naming another user is a 403 and changes nothing', async () => {
    const wedding = await setUpWedding(server, couple.access_token, { follow_policy: 'open' });
    expectProblem(await followAs(wedding, cleo, { account: wedding.id, user: dan.user.id }), 403);
    expect(await view(wedding, dan)).toMatchObject({ follow_status: 'none' });
    expect(await view(wedding, cleo)).toMatchObject({ follow_status: 'none' });
  });

  test('naming another wedding is a 400 on account; the slug of this one is fine', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    const other = await setUpWedding(server, couple.access_token);
    expectProblem(await followAs(wedding, cleo, { account: other.id }), 400, {
      account: ['This is not the wedding of this address.'],
    });
    expect((await followAs(wedding, cleo, { account: wedding.slug })).statusCode).toBe(201);
  });

  test.each([[{ account: 7 }], [{ user: ['x'] }], [[]], [{ account: null }]])('malformed %j is a 400', async (body) => {
    const wedding = await setUpWedding(server, couple.access_token);
    expectProblem(await followAs(wedding, cleo, body), 400);
  });

  test('the couple cannot follow their own wedding', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    expectProblem(await followAs(wedding, couple), 403);
  });
});

describe('followers list', () => {
  test('pages through followers 50 at a time, oldest first', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    // Arranged in the database: 51 follows need 51 users, which the API would make slowly.
    const { users } = await import('../../src/server/db/schema');
    const rows = await server.database.db
      .insert(users)
      .values(
        Array.from({ length: 51 }, (_, i) => ({
          email: `f${i}-${wedding.id}@example.com`,
          passwordHash: 'x',
          slug: `f${i}-${wedding.id}`,
          firstName: `F${i}`,
          lastName: 'Follower',
        })),
      )
      .returning({ id: users.id });
    for (const row of rows) await addFollow(server, wedding.id, row.id, 'approved');
    const first = await call(server, couple.access_token, 'GET', url(wedding, 'followers/'));
    const link = (page: number) => `http://localhost:3000/api/v1/accounts/${wedding.id}/followers/?page=${page}`;
    expect(first.json()).toMatchObject({ count: 51, previous: null, next: link(2) });
    expect(first.json().results).toHaveLength(50);
    // The links are absolute, at PUBLIC_URL, and work as they are.
    const second = await call(server, couple.access_token, 'GET', first.json().next);
    expect(second.json()).toMatchObject({ next: null, previous: link(1) });
    expect(second.json().results.map((f: { user: { id: string } }) => f.user.id)).toEqual([rows[50]!.id]);
    expect((await call(server, couple.access_token, 'GET', url(wedding, 'followers/?page=zz'))).json().previous).toBe(
      null,
    );
  });
});
