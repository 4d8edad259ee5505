import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { weddingFollows, weddingMembers } from '../../src/server/db/schema';
import { receiversOf } from '../../src/server/realtime/audience';
import { emitEvent } from '../../src/server/realtime/emitEvent';
import type { SocketMessage } from '../../src/shared/realtime';
import { fakeTask } from '../support/fakeTask';
import { threadMessage } from '../support/threadMessage';
import {
  Client,
  type Cluster,
  emit,
  readyClient,
  signUpOn,
  startCluster,
  taskEvent,
  weddingWith,
} from './realtimeSupport';

let cluster: Cluster;
const a = () => cluster.instances[0]!;
const b = () => cluster.instances[1]!;

beforeAll(async () => {
  cluster = await startCluster(2);
});
afterAll(() => cluster.close());

const seqOf = (m: SocketMessage) => Number(((m.data as { task?: { id: string } }).task?.id ?? '').slice(5));
const titles = (ms: SocketMessage[]) => ms.filter((m) => m.stream === 'account_tasks').map(seqOf);

describe('delivery across instances', () => {
  test('an event committed through instance A reaches a member connected to instance B', async () => {
    const ann = await signUpOn(a());
    const weddingId = await weddingWith(a().database, [ann.user.id]);
    const client = await readyClient(b().port, ann.access_token);
    await emit(a().database, taskEvent(weddingId, 1));
    const [event] = await client.until((ms) => ms.some((m) => m.stream === 'account_tasks')).then(() => client.events);
    expect(event).toEqual({
      id: expect.any(Number),
      stream: 'account_tasks',
      action: 'update',
      data: { task: fakeTask(weddingId, 'task-1', 'Task 1') },
    });
    await client.close();
  });

  test('a REST call on A that changes unread counts sends `profile` to the user on B', async () => {
    const ann = await signUpOn(a());
    const client = await readyClient(b().port, ann.access_token);
    const res = await a().app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read-all/',
      headers: { authorization: `Bearer ${ann.access_token}` },
    });
    expect(res.statusCode).toBe(200);
    // Nothing was unread, so nothing changed and no event is due; a notification then changes the count.
    const { notify } = await import('../../src/server/services/notifications');
    await a().database.db.transaction((tx) => notify(tx, { recipientId: ann.user.id, kind: 'welcome', text: 'Hi' }));
    await client.until((ms) => ms.some((m) => m.stream === 'profile'));
    expect(client.events.map((m) => `${m.stream}.${m.action}`)).toEqual(['notifications.create', 'profile.update']);
    expect(client.events[1]!.data).toEqual({ unread_messages_count: 0, unread_notifications_count: 1 });
    await client.close();
  });
});

describe('resuming with since', () => {
  test('a socket dropped while events are produced gets every event exactly once, in order, after reconnecting', async () => {
    const ann = await signUpOn(a());
    const weddingId = await weddingWith(a().database, [ann.user.id]);
    const first = await readyClient(a().port, ann.access_token);
    const total = 60;
    const producing = (async () => {
      for (let seq = 0; seq < total; seq++) await emit(a().database, taskEvent(weddingId, seq));
    })();
    await first.until((ms) => titles(ms).length >= 10);
    first.ws.terminate();
    await first.closed;
    const seen = first.events;
    const lastId = seen.at(-1)!.id;
    // Reconnect to the other instance, as a load balancer may, while production goes on.
    const second = new Client(b().port, { token: ann.access_token, since: lastId });
    await producing;
    // One more event after all of them: once it arrives, anything missing was lost, not late.
    await emit(a().database, taskEvent(weddingId, total));
    await second.until((ms) => titles(ms).includes(total));
    const all = [...titles(seen), ...titles(second.messages)];
    expect(all).toEqual(Array.from({ length: total + 1 }, (_, i) => i));
    const ids = [...seen, ...second.events].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    await second.close();
  });

  test('events committed in the opposite order of their ids are all delivered, live and on replay', async () => {
    const ann = await signUpOn(a());
    const weddingId = await weddingWith(a().database, [ann.user.id]);
    const live = await readyClient(b().port, ann.access_token);
    const before = (await live.ready()).id;
    const { pool } = a().database;
    const early = await pool.connect();
    const late = await pool.connect();
    try {
      await early.query('BEGIN');
      await late.query('BEGIN');
      const insert = (client: typeof early, seq: number) =>
        client.query(
          `WITH e AS (INSERT INTO events (stream, action, wedding_id, data) VALUES ('account_tasks', 'update', $1, $2) RETURNING id)
           SELECT id, pg_notify('vowline_events', '') FROM e`,
          [weddingId, JSON.stringify(taskEvent(weddingId, seq).data)],
        );
      const lowId = Number((await insert(early, 1)).rows[0].id);
      const highId = Number((await insert(late, 2)).rows[0].id);
      expect(highId).toBeGreaterThan(lowId);
      await late.query('COMMIT');
      // Both instances read the log after the higher id committed and before the lower one did.
      await Promise.all([a().app.realtime.sync(), b().app.realtime.sync()]);
      await early.query('COMMIT');
    } finally {
      early.release();
      late.release();
    }
    // A later event: once it arrives, a skipped one would be gone for good.
    await emit(a().database, taskEvent(weddingId, 3));
    await live.until((ms) => titles(ms).includes(3));
    expect(titles(live.messages)).toEqual([1, 2, 3]);
    const replay = await readyClient(a().port, ann.access_token, before);
    expect(titles(replay.messages)).toEqual([1, 2, 3]);
    await Promise.all([live.close(), replay.close()]);
  });

  test('a since older than the kept history gets resync, then live events', async () => {
    const ann = await signUpOn(a());
    const weddingId = await weddingWith(a().database, [ann.user.id]);
    const old = await emit(a().database, taskEvent(weddingId, 1));
    await emit(a().database, taskEvent(weddingId, 2));
    await a().database.db.execute(sql`UPDATE events SET created_at = now() - interval '8 days' WHERE id = ${old}`);
    expect(await a().app.realtime.prune()).toBeGreaterThan(0);
    const client = await readyClient(b().port, ann.access_token, old);
    expect(client.messages.map((m) => `${m.stream}.${m.action}`)).toEqual(['socket.resync', 'socket.ready']);
    await emit(a().database, taskEvent(weddingId, 3));
    await client.until((ms) => titles(ms).includes(3));
    expect(titles(client.messages)).toEqual([3]);
    const garbled = new Client(b().port, { token: ann.access_token, since: 'yesterday' });
    await garbled.ready();
    expect(garbled.messages[0]).toMatchObject({ stream: 'socket', action: 'resync' });
    await Promise.all([client.close(), garbled.close()]);
  });

  test('a rolled-back change delivers nothing', async () => {
    const ann = await signUpOn(a());
    const weddingId = await weddingWith(a().database, [ann.user.id]);
    const client = await readyClient(a().port, ann.access_token);
    await expect(
      a().database.db.transaction(async (tx) => {
        await emitEvent(tx, taskEvent(weddingId, 1));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await emit(a().database, taskEvent(weddingId, 2));
    await client.until((ms) => titles(ms).includes(2));
    expect(titles(client.messages)).toEqual([2]);
    await client.close();
  });
});

describe('who receives what', () => {
  test('a non-member never receives a wedding’s events, live or on replay; members on both instances do', async () => {
    const [bride, member, stranger] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo'), signUpOn(a(), 'Cy')]);
    const weddingId = await weddingWith(a().database, [bride.user.id, member.user.id]);
    const strangersOwn = await weddingWith(a().database, [stranger.user.id]);
    const strangerLive = await readyClient(a().port, stranger.access_token);
    const strangerLiveB = await readyClient(b().port, stranger.access_token);
    const since = (await strangerLive.ready()).id;
    const memberLive = await readyClient(b().port, member.access_token);
    for (let seq = 1; seq <= 3; seq++) await emit(b().database, taskEvent(weddingId, seq));
    // The stranger's own wedding's event comes after; once it arrives, everything before it was decided.
    await emit(a().database, taskEvent(strangersOwn, 99));
    await Promise.all([strangerLive, strangerLiveB].map((c) => c.until((ms) => titles(ms).includes(99))));
    const strangerReplay = await readyClient(b().port, stranger.access_token, since);
    await memberLive.until((ms) => titles(ms).length >= 3);
    for (const client of [strangerLive, strangerLiveB, strangerReplay]) expect(titles(client.messages)).toEqual([99]);
    expect(titles(memberLive.messages)).toEqual([1, 2, 3]);
    const memberReplay = await readyClient(a().port, member.access_token, since);
    expect(titles(memberReplay.messages)).toEqual([1, 2, 3]);
    await Promise.all([strangerLive, strangerLiveB, strangerReplay, memberLive, memberReplay].map((c) => c.close()));
  });

  test('a follower hears no planning; a member joining later replays nothing from before; a removed one stops', async () => {
    const [bride, follower, late] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Fay'), signUpOn(a(), 'Lu')]);
    const weddingId = await weddingWith(a().database, [bride.user.id]);
    await a().database.db.insert(weddingFollows).values({ weddingId, userId: follower.user.id, status: 'approved' });
    const followerLive = await readyClient(b().port, follower.access_token);
    const lateLive = await readyClient(b().port, late.access_token);
    const since = (await followerLive.ready()).id;
    const brideLive = await readyClient(a().port, bride.access_token);
    await emit(a().database, taskEvent(weddingId, 1));
    // Joins after event 1: a replay from before the join must not hand it over.
    await a().database.db.insert(weddingMembers).values({ weddingId, userId: late.user.id, role: 'M' });
    await emit(a().database, taskEvent(weddingId, 2));
    await Promise.all([brideLive, lateLive].map((c) => c.until((ms) => titles(ms).includes(2))));
    const lateReplay = await readyClient(a().port, late.access_token, since);
    const followerReplay = await readyClient(a().port, follower.access_token, since);
    expect(titles(lateLive.messages)).toEqual([2]);
    expect(titles(lateReplay.messages)).toEqual([2]);
    expect(titles(followerLive.messages)).toEqual([]);
    expect(titles(followerReplay.messages)).toEqual([]);

    // Removed: the next event does not reach their open socket, nor a replay.
    await a()
      .database.db.delete(weddingMembers)
      .where(and(eq(weddingMembers.weddingId, weddingId), eq(weddingMembers.userId, late.user.id)));
    await emit(a().database, taskEvent(weddingId, 3));
    await brideLive.until((ms) => titles(ms).includes(3));
    const afterRemoval = await readyClient(b().port, late.access_token, since);
    expect(titles(lateLive.messages)).toEqual([2]);
    expect(titles(afterRemoval.messages)).toEqual([]);
    await Promise.all(
      [followerLive, lateLive, brideLive, lateReplay, followerReplay, afterRemoval].map((c) => c.close()),
    );
  });

  test('the live fan-out, like a replay, does not hand a member an event written before they joined', async () => {
    // The fan-out may read an event only after someone joined; the event's own time decides, not the read's.
    const [bride, late] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Lu')]);
    const weddingId = await weddingWith(a().database, [bride.user.id]);
    const before = BigInt(Date.now()) * 1000n - 1000n;
    await a().database.db.insert(weddingMembers).values({ weddingId, userId: late.user.id, role: 'M' });
    const receivers = await receiversOf(a().database.db, [{ weddingId, recipientId: null }], [late.user.id]);
    expect([...receivers({ weddingId, recipientId: null, at: before })]).toEqual([]);
    expect([...receivers({ weddingId, recipientId: null, at: before + 60_000_000n })]).toEqual([late.user.id]);
  });

  test('a recipient event reaches only its recipient', async () => {
    const [ann, bo] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo')]);
    const annClient = await readyClient(b().port, ann.access_token);
    const boClient = await readyClient(b().port, bo.access_token);
    await emit(a().database, {
      stream: 'messages',
      action: 'create',
      recipientId: ann.user.id,
      data: { message: threadMessage('m1', 'private') },
    });
    await emit(a().database, {
      stream: 'messages',
      action: 'create',
      recipientId: bo.user.id,
      data: { message: threadMessage('m2', 'for Bo') },
    });
    await boClient.until((ms) => ms.some((m) => m.stream === 'messages'));
    await annClient.until((ms) => ms.some((m) => m.stream === 'messages'));
    expect(boClient.events.map((m) => m.data)).toEqual([{ message: threadMessage('m2', 'for Bo') }]);
    expect(annClient.events.map((m) => m.data)).toEqual([{ message: threadMessage('m1', 'private') }]);
    await Promise.all([annClient.close(), boClient.close()]);
  });
});
