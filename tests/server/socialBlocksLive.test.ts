import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { TypingRelay } from '../../src/server/realtime/typing';
import type { Post, PostComment } from '../../src/shared/socialTypes';
import { expectProblem } from './api';
import { startTestServer, type TestServer } from './helper';
import { lastEventId, ok, type People, planningWedding, signUpPeople } from './planningSupport';
import { call } from './weddingsSupport';

// Issue 32 (medium): blocks were applied to a post's live events against the post's author only. Someone who blocked
// a commenter still heard their comments and edits live (and the other way round), a commenter the post's author
// blocked could still edit, and likers and typing ignored blocks. Each test sets a block, does the act, and reads
// what each reader was sent (one event row per recipient: what a socket or a replay delivers).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const block = async (who: { access_token: string }, whom: { user: { id: string } }) =>
  ok(await call(server, who.access_token, 'POST', '/api/v1/users/me/blocks/', { user: whom.user.id }), 201);

/** Posts events sent to each user since `after`: [recipient, action] pairs, with their data. */
async function sentSince(after: number) {
  const { rows } = await server.database.db.execute<{ recipient_id: string; action: string; data: unknown }>(sql`
    SELECT recipient_id, action, data FROM events WHERE id > ${after} AND stream = 'posts' ORDER BY id`);
  return rows;
}
const heard = (rows: Awaited<ReturnType<typeof sentSince>>, userId: string) =>
  rows.filter((r) => r.recipient_id === userId);

async function weddingPost(people: People): Promise<Post> {
  const wedding = await planningWedding(server, people);
  return ok<Post>(
    await call(server, people.couple.access_token, 'POST', '/api/v1/posts/', {
      text: 'Venue booked',
      account: wedding.id,
    }),
    201,
  );
}

describe('blocks and live comment events', () => {
  test("a reader who blocked the commenter hears none of their comments or edits, and the commenter none of the reader's", async () => {
    const people = await signUpPeople(server);
    const { member, follower, couple } = people;
    const post = await weddingPost(people);
    await block(follower, member);
    const before = await lastEventId(server);
    const comment = ok<PostComment>(
      await call(server, member.access_token, 'POST', '/api/v1/post-comments/', { post: post.id, text: 'Lovely' }),
      201,
    );
    ok(await call(server, member.access_token, 'PATCH', `/api/v1/post-comments/${comment.id}/`, { text: 'Lovely!' }));
    const back = ok<PostComment>(
      await call(server, follower.access_token, 'POST', '/api/v1/post-comments/', { post: post.id, text: 'Agreed' }),
      201,
    );
    const sent = await sentSince(before);
    expect(
      heard(sent, follower.user.id)
        .filter((r) => r.action.startsWith('comment_'))
        .map((r) => r.action),
    ).toEqual(['comment_create']);
    expect(JSON.stringify(heard(sent, follower.user.id))).not.toContain('Lovely');
    expect(JSON.stringify(heard(sent, member.user.id))).not.toContain(back.id);
    // The post's author, blocked by nobody, hears all three.
    expect(
      heard(sent, couple.user.id)
        .filter((r) => r.action.startsWith('comment_'))
        .map((r) => r.action),
    ).toEqual(['comment_create', 'comment_update', 'comment_create']);
  });

  test("a commenter the post's author blocked since can no longer edit or delete their comment: 404", async () => {
    const people = await signUpPeople(server);
    const { follower, couple } = people;
    const post = await weddingPost(people);
    const comment = ok<PostComment>(
      await call(server, follower.access_token, 'POST', '/api/v1/post-comments/', { post: post.id, text: 'Hi' }),
      201,
    );
    await block(couple, follower);
    const before = await lastEventId(server);
    expectProblem(
      await call(server, follower.access_token, 'PATCH', `/api/v1/post-comments/${comment.id}/`, { text: 'Changed' }),
      404,
    );
    expectProblem(await call(server, follower.access_token, 'DELETE', `/api/v1/post-comments/${comment.id}/`), 404);
    expect(await sentSince(before)).toEqual([]);
  });

  test('likers in counts leave out anyone on either side of a block with the reader, and so does `by`', async () => {
    const people = await signUpPeople(server);
    const { member, follower, other } = people;
    const post = await weddingPost(people);
    await block(member, follower);
    const before = await lastEventId(server);
    ok(await call(server, member.access_token, 'POST', '/api/v1/likes/post', { post: post.id }));
    ok(await call(server, other.access_token, 'POST', '/api/v1/post-comments/', { post: post.id, text: 'Yay' }), 201);
    const sent = await sentSince(before);
    const followerCounts = heard(sent, follower.user.id).filter((r) => r.action === 'counts');
    expect(followerCounts).toHaveLength(2);
    for (const { data } of followerCounts) {
      expect(JSON.stringify(data)).not.toContain(member.user.id);
      expect(data).toMatchObject({ likes_count: 1, likers: [] });
    }
    const otherCounts = heard(sent, other.user.id).filter((r) => r.action === 'counts');
    expect(otherCounts.map((r) => (r.data as { likers: { id: string }[] }).likers.map((l) => l.id))).toEqual([
      [member.user.id],
      [member.user.id],
    ]);
    // The post as the follower reads it names no liker either.
    const read = ok<Post>(await call(server, follower.access_token, 'GET', `/api/v1/posts/${post.id}/`));
    expect(read.likers).toEqual([]);
  });
});

describe('changing what one cannot see', () => {
  test('editing or deleting a post or comment one cannot see is a 404, as for a missing one, not a 403', async () => {
    const people = await signUpPeople(server);
    const { couple, member, stranger } = people;
    const wedding = await planningWedding(server, people);
    const post = ok<Post>(
      await call(server, couple.access_token, 'POST', '/api/v1/posts/', {
        text: 'Members only',
        account: wedding.id,
        audience: 'members',
      }),
      201,
    );
    const comment = ok<PostComment>(
      await call(server, member.access_token, 'POST', '/api/v1/post-comments/', { post: post.id, text: 'Noted' }),
      201,
    );
    const as = (method: 'PATCH' | 'DELETE', url: string) =>
      call(server, stranger.access_token, method, url, method === 'PATCH' ? { text: 'x' } : undefined);
    expectProblem(await as('PATCH', `/api/v1/posts/${post.id}/`), 404);
    expectProblem(await as('DELETE', `/api/v1/posts/${post.id}/`), 404);
    expectProblem(await as('PATCH', `/api/v1/post-comments/${comment.id}/`), 404);
    expectProblem(await as('DELETE', `/api/v1/post-comments/${comment.id}/`), 404);
  });
});

describe('blocks and typing', () => {
  test('nobody on either side of a block with the typist hears them type', async () => {
    const people = await signUpPeople(server);
    const { couple, member, follower } = people;
    const thread = ok<{ id: string }>(
      await call(server, couple.access_token, 'POST', '/api/v1/threads/', {
        people: [member.user.id, follower.user.id],
        text: 'Planning chat',
      }),
      201,
    );
    await block(follower, member);
    const sent: string[] = [];
    const db = server.database.db;
    const spy = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'execute') {
          return (query: Parameters<Db['execute']>[0]) => {
            sent.push(JSON.stringify(query));
            return target.execute(query);
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    const relay = new TypingRelay(spy as Db);
    await relay.fromClient({ userId: member.user.id } as never, JSON.stringify({ type: 'typing', thread: thread.id }));
    relay.forgetAll();
    const notified = sent.join('\n');
    expect(notified).toContain(couple.user.id);
    expect(notified).not.toContain(follower.user.id);
  });
});
