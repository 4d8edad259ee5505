import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { HiddenItem, Post, PostComment } from '../../src/shared/socialTypes';
import type { Page } from '../../src/shared/types';
import type { TestServer } from './helper';
import { startTestServer } from './helper';
import { ok, type People, planningWedding, signUpPeople } from './planningSupport';
import { call } from './weddingsSupport';

// Hidden posts and comments: listed for the one who hid them, shown again by unhiding, and never listed once the
// reader may no longer see them (no text of a post they lost access to leaks through the list).

let server: TestServer;
let people: People;
beforeAll(async () => {
  server = await startTestServer();
  people = await signUpPeople(server);
});
afterAll(() => server.close());

const hidden = async (token: string) =>
  ok<Page<HiddenItem>>(await call(server, token, 'GET', '/api/v1/users/me/hidden/'));
const feedTexts = async (token: string) =>
  ok<Page<Post>>(await call(server, token, 'GET', '/api/v1/users/me/feed/')).results.map((p) => p.text);

describe('hidden posts and comments', () => {
  test('a follower hides a post and a comment, lists them newest first, and unhides each', async () => {
    const wedding = await planningWedding(server, people);
    const { couple, member, follower } = people;
    const post = ok<Post>(
      await call(server, couple.access_token, 'POST', '/api/v1/posts/', { text: 'Cake tasting', account: wedding.id }),
      201,
    );
    const comment = ok<PostComment>(
      await call(server, member.access_token, 'POST', '/api/v1/post-comments/', { post: post.id, text: 'Yum!' }),
      201,
    );
    expect(await hidden(follower.access_token)).toMatchObject({ count: 0, results: [] });
    ok(await call(server, follower.access_token, 'POST', `/api/v1/posts/${post.id}/hide/`));
    ok(await call(server, follower.access_token, 'POST', `/api/v1/post-comments/${comment.id}/hide/`));

    const list = await hidden(follower.access_token);
    expect(list.count).toBe(2);
    expect(list.results.map((i) => [i.kind, i.id, i.post, i.excerpt, i.author.full_name])).toEqual([
      ['comment', comment.id, post.id, 'Yum!', member.user.full_name],
      ['post', post.id, post.id, 'Cake tasting', couple.user.full_name],
    ]);
    // Hidden for the follower alone.
    expect((await hidden(couple.access_token)).count).toBe(0);
    expect(await feedTexts(follower.access_token)).not.toContain('Cake tasting');

    ok(await call(server, follower.access_token, 'DELETE', `/api/v1/users/me/hidden/${post.id}/`), 204);
    expect(await feedTexts(follower.access_token)).toContain('Cake tasting');
    // The comment is shown again through its own address too.
    ok(await call(server, follower.access_token, 'DELETE', `/api/v1/post-comments/${comment.id}/hide/`));
    const comments = ok<Page<PostComment>>(
      await call(server, follower.access_token, 'GET', `/api/v1/posts/${post.id}/comments/`),
    );
    expect(comments.results.map((c) => c.text)).toEqual(['Yum!']);
    expect((await hidden(follower.access_token)).count).toBe(0);

    // Unhiding what is not hidden (again, or a malformed id) is a 404.
    expect(
      (await call(server, follower.access_token, 'DELETE', `/api/v1/users/me/hidden/${post.id}/`)).statusCode,
    ).toBe(404);
    expect((await call(server, follower.access_token, 'DELETE', '/api/v1/users/me/hidden/nope/')).statusCode).toBe(404);
  });

  test('a hidden post the reader may no longer see, or one deleted, leaves the list', async () => {
    const wedding = await planningWedding(server, people);
    const { couple, follower } = people;
    const write = async (text: string) =>
      ok<Post>(await call(server, couple.access_token, 'POST', '/api/v1/posts/', { text, account: wedding.id }), 201);
    const narrowed = await write('Soon for members only');
    const deleted = await write('Soon deleted');
    const kept = await write(`A long one ${'x'.repeat(300)}`);
    const before = (await hidden(follower.access_token)).count;
    for (const p of [narrowed, deleted, kept]) {
      ok(await call(server, follower.access_token, 'POST', `/api/v1/posts/${p.id}/hide/`));
    }
    expect((await hidden(follower.access_token)).count).toBe(before + 3);
    ok(await call(server, couple.access_token, 'PATCH', `/api/v1/posts/${narrowed.id}/`, { audience: 'members' }));
    ok(await call(server, couple.access_token, 'DELETE', `/api/v1/posts/${deleted.id}/`), 204);

    const list = await hidden(follower.access_token);
    expect(list.count).toBe(before + 1);
    expect(list.results[0]!.id).toBe(kept.id);
    expect(list.results[0]!.excerpt).toHaveLength(140);
    expect(list.results[0]!.excerpt.endsWith('…')).toBe(true);
    expect(JSON.stringify(list)).not.toContain('members only');
  });
});
