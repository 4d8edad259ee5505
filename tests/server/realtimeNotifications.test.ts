import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { notify } from '../../src/server/services/notifications';
import { bearer, expectProblem } from './api';
import { type Cluster, readyClient, signUpOn, startCluster, weddingWith } from './realtimeSupport';

let cluster: Cluster;
const a = () => cluster.instances[0]!;

beforeAll(async () => {
  cluster = await startCluster(1);
});
afterAll(() => cluster.close());

const get = (token: string, url = '/api/v1/notifications/') =>
  a().app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string) => a().app.inject({ method: 'POST', url, headers: bearer(token) });
const notifyUser = (recipientId: string, text: string) =>
  a().database.db.transaction(async (tx) => (await notify(tx, { recipientId, kind: 'test', text, link: '/feed' }))!);
const unread = async (token: string) =>
  (await a().app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: bearer(token) })).json()
    .unread_notifications_count;

describe('GET /api/v1/notifications/', () => {
  test('lists only the caller’s notifications, newest first, as {count, next, previous, results}', async () => {
    const [ann, bo] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo')]);
    expect((await get(ann.access_token)).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    await notifyUser(ann.user.id, 'first');
    await notifyUser(ann.user.id, 'second');
    await notifyUser(bo.user.id, 'for Bo');
    const body = (await get(ann.access_token)).json();
    expect(body).toMatchObject({ count: 2, next: null, previous: null });
    expect(body.results.map((n: { text: string }) => n.text)).toEqual(['second', 'first']);
    expect(body.results[0]).toEqual({
      id: expect.any(String),
      kind: 'test',
      text: 'second',
      link: '/feed',
      actor: null,
      read: false,
      created_at: expect.any(String),
    });
  });

  test('pages by 20, newest first, with next and previous links that work as they are', async () => {
    const ann = await signUpOn(a());
    for (let i = 0; i < 21; i++) await notifyUser(ann.user.id, `n${i}`);
    const first = (await get(ann.access_token)).json();
    expect(first).toMatchObject({ count: 21, previous: null });
    expect(first.next).toMatch(/^http:\/\/localhost:3000\/api\/v1\/notifications\/\?cursor=[\w-]+$/);
    expect(first.results).toHaveLength(20);
    expect(first.results[0].text).toBe('n20');
    const second = (await get(ann.access_token, first.next)).json();
    expect(second).toMatchObject({ count: 21, next: null });
    expect(second.results.map((n: { text: string }) => n.text)).toEqual(['n0']);
    const back = (await get(ann.access_token, second.previous)).json();
    expect(back).toMatchObject({ previous: null, next: first.next });
    expect(back.results).toEqual(first.results);
  });

  test('needs a signed-in user', async () => {
    expectProblem(await a().app.inject({ method: 'GET', url: '/api/v1/notifications/' }), 401);
  });
});

describe('marking read', () => {
  test('one notification: it becomes read and the unread count drops', async () => {
    const ann = await signUpOn(a());
    const first = await notifyUser(ann.user.id, 'first');
    await notifyUser(ann.user.id, 'second');
    expect(await unread(ann.access_token)).toBe(2);
    const res = await post(ann.access_token, `/api/v1/notifications/${first.id}/read/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notification: { ...first, read: true }, unread_notifications_count: 1 });
    // Marking it again changes nothing.
    expect((await post(ann.access_token, `/api/v1/notifications/${first.id}/read/`)).json()).toMatchObject({
      unread_notifications_count: 1,
    });
    expect(await unread(ann.access_token)).toBe(1);
  });

  test('someone else’s, a missing or a malformed id is 404, and changes nothing', async () => {
    const [ann, bo] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo')]);
    const annsOwn = await notifyUser(ann.user.id, 'private');
    expectProblem(await post(bo.access_token, `/api/v1/notifications/${annsOwn.id}/read/`), 404);
    expectProblem(await post(bo.access_token, '/api/v1/notifications/00000000-0000-0000-0000-000000000000/read/'), 404);
    expectProblem(await post(bo.access_token, '/api/v1/notifications/not-an-id/read/'), 404);
    expect(await unread(ann.access_token)).toBe(1);
    expectProblem(await a().app.inject({ method: 'POST', url: `/api/v1/notifications/${annsOwn.id}/read/` }), 401);
  });

  test('all at once', async () => {
    const ann = await signUpOn(a());
    await notifyUser(ann.user.id, 'one');
    await notifyUser(ann.user.id, 'two');
    const res = await post(ann.access_token, '/api/v1/notifications/read-all/');
    expect(res.json()).toEqual({ unread_notifications_count: 0 });
    expect(await unread(ann.access_token)).toBe(0);
    const body = (await get(ann.access_token)).json();
    expect(body.results.every((n: { read: boolean }) => n.read)).toBe(true);
  });
});

describe('real-time', () => {
  test('a notification sends `notifications.create` and the new counts; reading sends the counts again', async () => {
    const ann = await signUpOn(a());
    const client = await readyClient(a().port, ann.access_token);
    const created = await notifyUser(ann.user.id, 'Bo invited you to the committee');
    await client.until((ms) => ms.filter((m) => m.stream === 'profile').length === 1);
    await post(ann.access_token, `/api/v1/notifications/${created.id}/read/`);
    await client.until((ms) => ms.filter((m) => m.stream === 'profile').length === 2);
    expect(client.events.map(({ stream, action, data }) => ({ stream, action, data }))).toEqual([
      { stream: 'notifications', action: 'create', data: { notification: created } },
      {
        stream: 'profile',
        action: 'update',
        data: { unread_messages_count: 0, unread_notifications_count: 1 },
      },
      {
        stream: 'profile',
        action: 'update',
        data: { unread_messages_count: 0, unread_notifications_count: 0 },
      },
    ]);
    await client.close();
  });
});

describe('producers', () => {
  test('a follow request notifies the couple, live; approving it notifies the follower', async () => {
    const [bride, groom, guest] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo'), signUpOn(a(), 'Cy')]);
    const weddingId = await weddingWith(a().database, [bride.user.id]);
    await a().database.pool.query(`INSERT INTO wedding_members (wedding_id, user_id, role) VALUES ($1, $2, 'G')`, [
      weddingId,
      groom.user.id,
    ]);
    const brideSocket = await readyClient(a().port, bride.access_token);
    const guestSocket = await readyClient(a().port, guest.access_token);
    const asked = await post(guest.access_token, `/api/v1/accounts/${weddingId}/followers/`);
    expect(asked.statusCode, asked.body).toBe(201);
    await brideSocket.until((ms) => ms.some((m) => m.stream === 'notifications'));
    const [created] = brideSocket.events.filter((m) => m.stream === 'notifications');
    expect(created!.data).toMatchObject({
      notification: { kind: 'follow_request', text: 'Cy Lee asked to follow Ann & Bo.', read: false },
    });
    expect(await unread(groom.access_token)).toBe(1);

    const approved = await post(
      bride.access_token,
      `/api/v1/accounts/${weddingId}/followers/requests/${guest.user.id}/approve/`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await guestSocket.until((ms) => ms.some((m) => m.stream === 'notifications'));
    expect(guestSocket.events.find((m) => m.stream === 'notifications')!.data).toMatchObject({
      notification: { kind: 'follow_approved', text: 'You now follow Ann & Bo.' },
    });
    await Promise.all([brideSocket.close(), guestSocket.close()]);
  });
});
