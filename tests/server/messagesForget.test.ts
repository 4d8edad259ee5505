import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Thread } from '../../src/shared/messagesTypes';
import type { TokenResponse } from '../../src/shared/types';
import { bearer } from './api';
import { type Cluster, readyClient, signUpOn, startCluster } from './realtimeSupport';

// Issue 32: a message deleted for everyone, and a deleted account's messages, came back with their text when a
// client replayed `/ws?since=` within the log's seven days. Each test writes the words, deletes them, then replays
// the whole log as the other participant would after a reconnect, and looks for them.

let cluster: Cluster;
const a = () => cluster.instances[0]!;
beforeAll(async () => {
  cluster = await startCluster(1);
});
afterAll(() => cluster.close());

const call = (who: TokenResponse, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  a().app.inject({ method, url, payload, headers: bearer(who.access_token) });

/** The newest event's id: a reconnecting client resumes from one it saw. */
async function lastId(): Promise<number> {
  const { rows } = await a().database.db.execute<{ id: string }>(sql`SELECT coalesce(max(id), 0) AS id FROM events`);
  return Number(rows[0]!.id);
}

async function replayFor(who: TokenResponse, since: number) {
  const client = await readyClient(a().port, who.access_token, since);
  const events = client.events;
  await client.close();
  return events;
}

describe('what the event log keeps of deleted words', () => {
  test('a message deleted for everyone replays without its text, followed by its delete', async () => {
    const [ann, bob] = [await signUpOn(a(), 'Ann'), await signUpOn(a(), 'Bob')];
    const since = await lastId();
    const thread = (
      await call(ann, 'POST', '/api/v1/threads/', { people: [bob.user.id], text: 'hello' })
    ).json() as Thread;
    const sent = await call(ann, 'POST', `/api/v1/threads/${thread.id}/messages/`, { text: 'my secret plan' });
    expect(sent.statusCode, sent.body).toBe(201);
    const live = await readyClient(a().port, bob.access_token);
    const gone = await call(ann, 'DELETE', `/api/v1/threads/${thread.id}/messages/${sent.json().id}/`);
    expect(gone.statusCode, gone.body).toBe(204);
    await live.until((ms) => ms.some((m) => m.stream === 'messages' && m.action === 'delete'));
    await live.close();
    const replayed = await replayFor(bob, since);
    expect(replayed.filter((m) => m.stream === 'messages' && m.action === 'create')).toHaveLength(2);
    expect(JSON.stringify(replayed)).not.toContain('my secret plan');
    expect(replayed.some((m) => m.stream === 'messages' && m.action === 'delete')).toBe(true);
  });

  test("a deleted account's messages replay without their text or name, and open clients hear them deleted", async () => {
    const [cy, dee] = [await signUpOn(a(), 'Cyrus'), await signUpOn(a(), 'Dee')];
    const since = await lastId();
    const thread = (await call(cy, 'POST', '/api/v1/threads/', { people: [dee.user.id], text: 'first words' })).json();
    await call(cy, 'POST', `/api/v1/threads/${thread.id}/messages/`, { text: 'remember the code 4471' });
    const live = await readyClient(a().port, dee.access_token);
    const deleted = await call(cy, 'DELETE', '/api/v1/users/me/', { password: 'correct horse' });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await live.until((ms) => ms.filter((m) => m.stream === 'messages' && m.action === 'delete').length >= 2);
    await live.close();
    const replayed = await replayFor(dee, since);
    expect(replayed.filter((m) => m.stream === 'messages' && m.action === 'create')).toHaveLength(2);
    const text = JSON.stringify(replayed.filter((m) => m.stream === 'messages'));
    expect(text).not.toContain('remember the code 4471');
    expect(text).not.toContain('first words');
    // Named as the tombstone is, not as they were.
    expect(text).not.toContain('Cyrus');
  });
});
