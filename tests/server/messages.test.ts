import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MIN_GAP_MS } from '../../src/server/realtime/typing';
import { MESSAGE_LIMITS, messagingMessages as mm, type Thread } from '../../src/shared/messagesTypes';
import type { TokenResponse } from '../../src/shared/types';
import { bearer, expectProblem } from './api';
import { type Cluster, readyClient, signUpOn, startCluster } from './realtimeSupport';

// Private messages through the API and the socket: starting and reusing threads, privacy, paging, unread counts that
// go up and down on every device, deleting one's own message, and "is typing" relayed without being stored.

let cluster: Cluster;
const a = () => cluster.instances[0]!;
beforeAll(async () => {
  cluster = await startCluster(1);
});
afterAll(() => cluster.close());

type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH';
const call = (who: TokenResponse, method: Method, url: string, payload?: object) =>
  a().app.inject({ method, url, payload, headers: bearer(who.access_token) });
const start = (who: TokenResponse, people: string[], text?: string) =>
  call(who, 'POST', '/api/v1/threads/', { people, ...(text === undefined ? {} : { text }) });
const send = (who: TokenResponse, thread: string, text: string) =>
  call(who, 'POST', `/api/v1/threads/${thread}/messages/`, { text });
const unread = async (who: TokenResponse) =>
  (await call(who, 'GET', '/api/v1/users/me/')).json().unread_messages_count as number;
const setMessagesFrom = (who: TokenResponse, value: string) =>
  call(who, 'PATCH', '/api/v1/users/me/visibility/', { messages_from: value });

describe('threads', () => {
  test('one thread per set of people: starting again reuses it, by id or handle', async () => {
    const [ann, bo] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo')]);
    const first = await start(ann, [bo.user.slug]);
    expect(first.statusCode).toBe(201);
    const thread = first.json() as Thread;
    expect(thread.people.map((p) => p.id)).toEqual([bo.user.id]);
    expect(thread).toMatchObject({ last_message: null, unread_count: 0, can_send: true });
    const again = await start(bo, [ann.user.id]);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(thread.id);
    // An empty thread is not in the inbox until someone writes.
    expect((await call(ann, 'GET', '/api/v1/threads/')).json().count).toBe(0);
  });

  test('bad bodies are 400 with field messages; oneself alone and unknown people are refused', async () => {
    const ann = await signUpOn(a());
    expect((await start(ann, [])).json().errors.people).toEqual([mm.peopleRequired]);
    const long = await start(ann, ['x'], 'a'.repeat(MESSAGE_LIMITS.text + 1));
    expectProblem(long, 400);
    expect(long.json().errors.text).toEqual([mm.textTooLong]);
    expect(
      (
        await start(
          ann,
          Array.from({ length: 8 }, (_, i) => `p${i}`),
        )
      ).json().errors.people,
    ).toEqual([mm.tooManyPeople]);
    expect((await start(ann, [ann.user.slug])).json().errors.people).toEqual([mm.notYourself]);
    expectProblem(await start(ann, ['no-such-person-here']), 404);
  });

  test('who may message me: nobody, followers only, and blocks either way', async () => {
    const [ann, bo, cy] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo'), signUpOn(a(), 'Cy')]);
    expect((await setMessagesFrom(bo, 'nobody')).statusCode).toBe(200);
    const refused = await start(ann, [bo.user.id], 'Hi');
    expectProblem(refused, 403);
    expect(refused.json().detail).toBe(mm.cannotMessage('Bo Lee'));
    await setMessagesFrom(bo, 'followers');
    expectProblem(await start(ann, [bo.user.id]), 403);
    expect((await call(ann, 'POST', '/api/v1/subscribers/', { user: bo.user.id })).statusCode).toBeLessThan(300);
    expect((await start(ann, [bo.user.id], 'Hi')).statusCode).toBe(201);
    // The recipients list offers only people one may message.
    const offered = (await call(cy, 'GET', '/api/v1/threads/recipients/?q=bo')).json() as Array<{ id: string }>;
    expect(offered.map((p) => p.id)).not.toContain(bo.user.id);
    // After a block, the thread is read-only and a new one is refused.
    const thread = (await start(cy, [ann.user.id], 'Hello Ann')).json() as Thread;
    expect((await call(ann, 'POST', '/api/v1/users/me/blocks/', { user: cy.user.id })).statusCode).toBeLessThan(300);
    const blocked = await send(cy, thread.id, 'Still there?');
    expectProblem(blocked, 403);
    expect(blocked.json().detail).toBe(mm.cannotReply);
    expect((await call(ann, 'GET', `/api/v1/threads/${thread.id}/`)).json().can_send).toBe(false);
  });

  test('a third person gets 404 on every thread route', async () => {
    const [ann, bo, eve] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo'), signUpOn(a(), 'Eve')]);
    const thread = (await start(ann, [bo.user.id], 'Private')).json() as Thread;
    const message = (await call(ann, 'GET', `/api/v1/threads/${thread.id}/messages/`)).json().results[0];
    for (const [method, url, body] of [
      ['GET', `/api/v1/threads/${thread.id}/`],
      ['GET', `/api/v1/threads/${thread.id}/messages/`],
      ['POST', `/api/v1/threads/${thread.id}/messages/`, { text: 'Let me in' }],
      ['POST', `/api/v1/threads/${thread.id}/read/`],
      ['DELETE', `/api/v1/threads/${thread.id}/messages/${message.id}/`],
    ] as Array<[Method, string, object?]>) {
      expectProblem(await call(eve, method, url, body), 404);
    }
    expect((await call(eve, 'GET', '/api/v1/threads/')).json().count).toBe(0);
  });
});

describe('messages', () => {
  test('the inbox lists threads by latest message with a preview and an unread count', async () => {
    const [ann, bo, cy] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo'), signUpOn(a(), 'Cy')]);
    const withBo = (await start(bo, [ann.user.id], 'From Bo')).json() as Thread;
    const group = (await start(cy, [ann.user.id, bo.user.id], 'Group hello')).json() as Thread;
    await send(bo, withBo.id, 'Bo again');
    const inbox = (await call(ann, 'GET', '/api/v1/threads/')).json();
    expect(inbox.count).toBe(2);
    expect(inbox.results.map((t: Thread) => [t.id, t.last_message?.text, t.unread_count])).toEqual([
      [withBo.id, 'Bo again', 2],
      [group.id, 'Group hello', 1],
    ]);
    expect(inbox.results[1].people.map((p: { first_name: string }) => p.first_name)).toEqual(['Bo', 'Cy']);
    expect(await unread(ann)).toBe(3);
    expect(await unread(bo)).toBe(1);
    // Reading one thread brings the count down by its unread messages.
    expect((await call(ann, 'POST', `/api/v1/threads/${withBo.id}/read/`)).json()).toEqual({
      thread: withBo.id,
      unread_messages_count: 1,
    });
    expect(await unread(ann)).toBe(1);
  });

  test('the first unread message of a thread notifies; more do not, until the thread is read', async () => {
    const [ann, bo] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo')]);
    const told = async (who: TokenResponse) =>
      (
        (await call(who, 'GET', '/api/v1/notifications/')).json().results as {
          kind: string;
          text: string;
          link: string;
        }[]
      ).filter((n) => n.kind === 'message');
    const thread = (await start(bo, [ann.user.id], 'Hello')).json() as Thread;
    await send(bo, thread.id, 'Are you there?');
    expect(await told(ann)).toEqual([
      expect.objectContaining({
        text: `Bo ${bo.user.last_name} sent you a message.`,
        link: `/inbox/threads/${thread.id}`,
      }),
    ]);
    expect(await told(bo)).toEqual([]);
    await call(ann, 'POST', `/api/v1/threads/${thread.id}/read/`);
    await send(bo, thread.id, 'Once more');
    expect(await told(ann)).toHaveLength(2);
  });

  test('older messages page by cursor, newest first, with no gap or repeat', async () => {
    const [ann, bo] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo')]);
    const thread = (await start(ann, [bo.user.id])).json() as Thread;
    for (let i = 0; i < 35; i++) await send(i % 2 ? bo : ann, thread.id, `m${i}`);
    const first = (await call(ann, 'GET', `/api/v1/threads/${thread.id}/messages/`)).json();
    expect(first.count).toBe(35);
    expect(first.results).toHaveLength(30);
    expect(first.results[0].text).toBe('m34');
    const next = new URL(first.next);
    const second = (await call(ann, 'GET', `${next.pathname}${next.search}`)).json();
    expect(second.results.map((m: { text: string }) => m.text)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
    expect(second.next).toBeNull();
    expectProblem(await call(ann, 'GET', `/api/v1/threads/${thread.id}/messages/?cursor=nope!`), 400);
  });

  test('only the sender deletes a message; an unread one stops counting', async () => {
    const [ann, bo] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo')]);
    const thread = (await start(ann, [bo.user.id], 'Oops')).json() as Thread;
    const id = thread.last_message!.id;
    expect(await unread(bo)).toBe(1);
    const notMine = await call(bo, 'DELETE', `/api/v1/threads/${thread.id}/messages/${id}/`);
    expectProblem(notMine, 403);
    expect(notMine.json().detail).toBe(mm.notYourMessage);
    expect((await call(ann, 'DELETE', `/api/v1/threads/${thread.id}/messages/${id}/`)).statusCode).toBe(204);
    expect(await unread(bo)).toBe(0);
    expect((await call(bo, 'GET', `/api/v1/threads/${thread.id}/messages/`)).json().count).toBe(0);
    expectProblem(await call(ann, 'DELETE', `/api/v1/threads/${thread.id}/messages/${id}/`), 404);
  });
});

describe('real time', () => {
  test('a message reaches every participant; counts go up, and down to zero on every device', async () => {
    const [ann, bo] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo')]);
    const thread = (await start(ann, [bo.user.id])).json() as Thread;
    const [annSocket, boPhone, boLaptop] = await Promise.all([
      readyClient(a().port, ann.access_token),
      readyClient(a().port, bo.access_token),
      readyClient(a().port, bo.access_token),
    ]);
    await send(ann, thread.id, 'Are you coming?');
    for (const client of [annSocket, boPhone, boLaptop]) {
      await client.until((ms) => ms.some((m) => m.stream === 'messages' && m.action === 'create'));
    }
    await boLaptop.until((ms) =>
      ms.some((m) => m.stream === 'profile' && m.action === 'update' && m.data.unread_messages_count === 1),
    );
    expect(annSocket.events.filter((m) => m.stream === 'profile')).toEqual([]);
    await call(bo, 'POST', `/api/v1/threads/${thread.id}/read/`);
    await boPhone.until((ms) =>
      ms.some((m) => m.stream === 'messages' && m.action === 'read' && m.data.unread_messages_count === 0),
    );
    await Promise.all([annSocket.close(), boPhone.close(), boLaptop.close()]);
  });

  test('typing goes to the other participants only, and is never stored', async () => {
    const [ann, bo, eve] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo'), signUpOn(a(), 'Eve')]);
    const thread = (await start(ann, [bo.user.id], 'Hi')).json() as Thread;
    const [annSocket, boSocket, eveSocket] = await Promise.all([
      readyClient(a().port, ann.access_token),
      readyClient(a().port, bo.access_token),
      readyClient(a().port, eve.access_token),
    ]);
    const before = await eventCount();
    annSocket.ws.send(JSON.stringify({ type: 'typing', thread: thread.id }));
    // Eve is in no thread with Ann: her signal is dropped.
    eveSocket.ws.send(JSON.stringify({ type: 'typing', thread: thread.id }));
    const messages = await boSocket.until((ms) => ms.some((m) => (m.stream as string) === 'typing'));
    const typing = messages.filter((m) => (m.stream as string) === 'typing');
    expect(typing).toEqual([
      { stream: 'typing', action: 'start', data: { thread: thread.id, user: { id: ann.user.id, first_name: 'Ann' } } },
    ]);
    await new Promise((r) => setTimeout(r, 200));
    expect(annSocket.messages.some((m) => (m.stream as string) === 'typing')).toBe(false);
    expect(await eventCount()).toBe(before);
    await Promise.all([annSocket.close(), boSocket.close(), eveSocket.close()]);
  });

  test('a signal inside the one-second gap is held and sent once when the gap ends, not dropped', async () => {
    const [ann, bo] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo')]);
    const thread = (await start(ann, [bo.user.id], 'Hi')).json() as Thread;
    const [annSocket, boSocket] = await Promise.all([
      readyClient(a().port, ann.access_token),
      readyClient(a().port, bo.access_token),
    ]);
    const typings = (ms: { stream: unknown }[]) => ms.filter((m) => m.stream === 'typing').length;
    const signal = () => annSocket.ws.send(JSON.stringify({ type: 'typing', thread: thread.id }));
    signal();
    await boSocket.until((ms) => typings(ms) === 1);
    const firstAt = Date.now();
    // Ann sent a message and typed again at once: her client signals again, twice, inside the server's gap.
    signal();
    signal();
    await boSocket.until((ms) => typings(ms) === 2);
    expect(Date.now() - firstAt).toBeGreaterThan(MIN_GAP_MS / 2);
    await new Promise((r) => setTimeout(r, MIN_GAP_MS + 200));
    expect(typings(boSocket.messages)).toBe(2);
    await Promise.all([annSocket.close(), boSocket.close()]);
  });
});

async function eventCount(): Promise<number> {
  const { rows } = await a().database.pool.query<{ n: string }>('SELECT count(*) AS n FROM events');
  return Number(rows[0]!.n);
}
