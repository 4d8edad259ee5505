import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { weddingFollows, weddingMembers } from '../../src/server/db/schema';
import type { SocketMessage } from '../../src/shared/realtime';
import { type Cluster, emit, readyClient, signUpOn, startCluster, taskEvent, weddingWith } from './realtimeSupport';

// Issue 11: the couple removes a committee member through the API (`DELETE /account-members/{id}/`), and from that
// commit on the member's sockets, on every instance, hear nothing more of the wedding: not live, not on a replay,
// not even what was written while they were still a member but not yet delivered to them.

let cluster: Cluster;
const a = () => cluster.instances[0]!;
const b = () => cluster.instances[1]!;

beforeAll(async () => {
  cluster = await startCluster(2);
});
afterAll(() => cluster.close());

const titles = (messages: SocketMessage[]) =>
  messages
    .filter((m) => m.stream === 'account_tasks')
    .map((m) => Number((m.data as { task: { title: string } }).task.title.replace('Task ', '')));

async function seatOf(weddingId: string, userId: string): Promise<string> {
  const [seat] = await a()
    .database.db.select({ id: weddingMembers.id })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, weddingId), eq(weddingMembers.userId, userId)));
  return seat!.id;
}

const remove = (token: string, seat: string) =>
  a().app.inject({
    method: 'DELETE',
    url: `/api/v1/account-members/${seat}/`,
    headers: { authorization: `Bearer ${token}` },
  });

/** A recipient event to `userId`: once it arrives, every event before it was decided for their socket. */
const sentinel = (userId: string) =>
  emit(a().database, {
    stream: 'profile',
    action: 'update',
    recipientId: userId,
    data: { unread_messages_count: 1, unread_notifications_count: 0 },
  });
const hasSentinel = (ms: SocketMessage[]) => ms.some((m) => m.stream === 'profile');

test('a removed member’s open sockets stop receiving at once, on every instance', async () => {
  const [bride, planner] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Pat')]);
  const weddingId = await weddingWith(a().database, [bride.user.id, planner.user.id]);
  const onA = await readyClient(a().port, planner.access_token);
  const onB = await readyClient(b().port, planner.access_token);
  const brideLive = await readyClient(b().port, bride.access_token);
  await emit(a().database, taskEvent(weddingId, 1));
  await Promise.all([onA, onB].map((c) => c.until((ms) => titles(ms).includes(1))));

  const res = await remove(bride.access_token, await seatOf(weddingId, planner.user.id));
  expect(res.statusCode, res.body).toBe(204);
  await emit(b().database, taskEvent(weddingId, 2));
  await sentinel(planner.user.id);
  await brideLive.until((ms) => titles(ms).includes(2));
  await Promise.all([onA, onB].map((c) => c.until(hasSentinel)));
  for (const client of [onA, onB]) {
    expect(titles(client.messages)).toEqual([1]);
    // They were told, on the notifications stream that is theirs alone.
    expect(client.messages.some((m) => m.stream === 'notifications')).toBe(true);
  }
  await Promise.all([onA, onB, brideLive].map((c) => c.close()));
});

test('a removed member’s replay holds nothing of the wedding, not even what was written before the removal', async () => {
  const [bride, planner] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Pat')]);
  const weddingId = await weddingWith(a().database, [bride.user.id, planner.user.id]);
  const first = await readyClient(b().port, planner.access_token);
  await emit(a().database, taskEvent(weddingId, 1));
  await first.until((ms) => titles(ms).includes(1));
  const since = first.events.at(-1)!.id;
  await first.close();

  // Written while they were away but still a member; then they are removed; then more is written.
  await emit(a().database, taskEvent(weddingId, 2));
  expect((await remove(bride.access_token, await seatOf(weddingId, planner.user.id))).statusCode).toBe(204);
  await emit(a().database, taskEvent(weddingId, 3));

  const replay = await readyClient(b().port, planner.access_token, since);
  expect(titles(replay.messages)).toEqual([]);
  const brideReplay = await readyClient(a().port, bride.access_token, since);
  expect(titles(brideReplay.messages)).toEqual([2, 3]);
  await Promise.all([replay, brideReplay].map((c) => c.close()));
});

test('a follower (approved, not only a stranger) receives no planning events, live or on replay', async () => {
  const [bride, fan] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Fay')]);
  const weddingId = await weddingWith(a().database, [bride.user.id]);
  await a().database.db.insert(weddingFollows).values({ weddingId, userId: fan.user.id, status: 'approved' });
  const live = await readyClient(b().port, fan.access_token);
  const since = (await live.ready()).id;
  await emit(a().database, taskEvent(weddingId, 1));
  await emit(a().database, {
    stream: 'account_tasks_comments',
    action: 'delete',
    weddingId,
    data: { id: 'c1', task: 't1' },
  });
  await sentinel(fan.user.id);
  await live.until(hasSentinel);
  const replay = await readyClient(a().port, fan.access_token, since);
  for (const client of [live, replay]) {
    expect(client.events.filter((m) => m.stream === 'account_tasks' || m.stream === 'account_tasks_comments')).toEqual(
      [],
    );
  }
  await Promise.all([live, replay].map((c) => c.close()));
});

test('the couple’s own seats cannot be removed; a committee member cannot remove anyone', async () => {
  const [bride, groom, planner] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo'), signUpOn(a(), 'Pat')]);
  const weddingId = await weddingWith(a().database, [bride.user.id, planner.user.id]);
  await a().database.db.insert(weddingMembers).values({ weddingId, userId: groom.user.id, role: 'G' });
  const refused = await remove(bride.access_token, await seatOf(weddingId, groom.user.id));
  expect(refused.statusCode, refused.body).toBe(409);
  const byPlanner = await remove(planner.access_token, await seatOf(weddingId, bride.user.id));
  expect(byPlanner.statusCode).toBe(403);
  const { rows } = await a().database.pool.query(
    'SELECT count(*)::int AS n FROM wedding_members WHERE wedding_id = $1',
    [weddingId],
  );
  expect(rows[0].n).toBe(3);
});
