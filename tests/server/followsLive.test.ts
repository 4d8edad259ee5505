import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { NotificationItem } from '../../src/shared/realtime';
import type { Wedding } from '../../src/shared/weddings';
import { expectProblem, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { lastEventId } from './planningSupport';
import { call, setUpWedding } from './weddingsSupport';

// Issue 9: follows arrive live on the `follows` stream, a follow request's notification resolves when answered, and
// the couple can remove a follower.

let server: TestServer;
let couple: SignedUp;
let cleo: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  [couple, cleo] = await Promise.all([signUp(server, { first_name: 'Ann' }), signUp(server, { first_name: 'Cleo' })]);
});
afterAll(() => server.close());

const url = (w: Wedding, rest = '') => `/api/v1/accounts/${w.id}/${rest}`;

async function followEventsAfter(id: number) {
  const { rows } = await server.database.db.execute<{ recipient_id: string; data: Record<string, unknown> }>(sql`
    SELECT recipient_id, data FROM events WHERE id > ${id} AND stream = 'follows' AND action = 'update' ORDER BY id`);
  return rows;
}

async function notifications(who: SignedUp): Promise<NotificationItem[]> {
  return (await call(server, who.access_token, 'GET', '/api/v1/notifications/')).json().results;
}

describe('follows over the socket', () => {
  test('a request and its approval reach the follower and the couple; the request notification resolves', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    let before = await lastEventId(server);
    expect((await call(server, cleo.access_token, 'POST', url(wedding, 'followers/'), {})).statusCode).toBe(201);
    const requested = { account: wedding.id, user: cleo.user.id, status: 'requested' };
    expect(await followEventsAfter(before)).toEqual([
      { recipient_id: cleo.user.id, data: { follow: requested, by: cleo.user.id } },
      { recipient_id: couple.user.id, data: { follow: requested, by: cleo.user.id } },
    ]);
    const [asked] = await notifications(couple);
    expect(asked).toMatchObject({ kind: 'follow_request', read: false });

    before = await lastEventId(server);
    const approve = url(wedding, `followers/requests/${cleo.user.id}/approve/`);
    expect((await call(server, couple.access_token, 'POST', approve)).statusCode).toBe(200);
    const following = { account: wedding.id, user: cleo.user.id, status: 'following' };
    expect((await followEventsAfter(before)).map((e) => [e.recipient_id, e.data.follow])).toEqual([
      [cleo.user.id, following],
      [couple.user.id, following],
    ]);
    expect((await notifications(couple)).find((n) => n.id === asked!.id)).toMatchObject({ read: true });
    const me = (await call(server, couple.access_token, 'GET', '/api/v1/users/me/')).json();
    expect(me.unread_notifications_count).toBe(0);
  });

  test('withdrawing a request resolves its notification too', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    await call(server, cleo.access_token, 'POST', url(wedding, 'followers/'), {});
    await call(server, cleo.access_token, 'DELETE', url(wedding, 'unfollow/'));
    const asked = (await notifications(couple)).filter((n) => n.link?.startsWith(`/wedding/${wedding.slug}/`));
    expect(asked.map((n) => n.read)).toEqual([true]);
  });
});

describe('removing a follower', () => {
  test('the couple removes a follower, who hears it live and may ask again', async () => {
    const wedding = await setUpWedding(server, couple.access_token, { follow_policy: 'open' });
    await call(server, cleo.access_token, 'POST', url(wedding, 'followers/'), {});
    const before = await lastEventId(server);
    const res = await call(server, couple.access_token, 'DELETE', url(wedding, `followers/${cleo.user.id}/`));
    expect(res.statusCode, res.body).toBe(204);
    expect((await followEventsAfter(before)).map((e) => e.recipient_id)).toEqual([cleo.user.id, couple.user.id]);
    const seen = (await call(server, cleo.access_token, 'GET', url(wedding))).json();
    expect(seen).toMatchObject({ follow_status: 'none', followers_count: 0 });
    expectProblem(await call(server, couple.access_token, 'DELETE', url(wedding, `followers/${cleo.user.id}/`)), 404);
    expectProblem(await call(server, couple.access_token, 'DELETE', url(wedding, 'followers/not-a-uuid/')), 404);
  });
});
