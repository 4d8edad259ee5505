import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Post, PostComment, Profile } from '../../src/shared/socialTypes';
import { socialMessages as sm } from '../../src/shared/socialTypes';
import type { Page } from '../../src/shared/types';
import { bearer, countRows, multipart, tinyPng } from './api';
import type { TestServer } from './helper';
import { startTestServer } from './helper';
import { eventsAfter, lastEventId, ok, type People, planningWedding, signUpPeople } from './planningSupport';
import { call } from './weddingsSupport';

// Posts, photos, comments, likes, feeds, people following people, visibility and blocks, through the API.

let server: TestServer;
let people: People;
beforeAll(async () => {
  server = await startTestServer();
  people = await signUpPeople(server);
});
afterAll(() => server.close());

const jpeg = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 100, b: 50 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS here' } } })
    .toBuffer();

async function postPhotos(token: string, fields: Record<string, string>, files: Buffer[], type = 'image/jpeg') {
  const body = multipart(files.map((data, i) => ({ field: 'photos', filename: `p${i}.jpg`, contentType: type, data })));
  const boundary = body.headers['content-type']!.split('boundary=')[1]!;
  const textParts = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/posts/',
    payload: Buffer.concat([Buffer.from(textParts), body.payload]),
    headers: { ...body.headers, ...bearer(token) },
  });
}

const feed = async (token: string | null, url: string) => ok<Page<Post>>(await call(server, token, 'GET', url));

describe('posts on a wedding page', () => {
  test('the couple posts two photos; a follower sees, likes and comments; a stranger gets nothing', async () => {
    const wedding = await planningWedding(server, people);
    const photo = await jpeg(2000, 1000);
    const res = await postPhotos(
      people.couple.access_token,
      { text: 'Our venue! https://ex.com @nobody', account: wedding.id },
      [photo, await jpeg()],
    );
    const post = ok<Post>(res, 201);
    expect(post.photos).toHaveLength(2);
    expect(post.photos[0]!.srcset).toMatch(/320w, .*640w, .*1080w, .*1600w/);
    expect(post.parts.map((p) => p.kind)).toEqual(['text', 'link', 'text', 'mention']);
    const served = await server.app.inject({ method: 'GET', url: post.photos[0]!.src });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1600);

    const home = await feed(people.follower.access_token, '/api/v1/users/me/feed/');
    expect(home.results.map((p) => p.id)).toContain(post.id);
    expect((await feed(people.follower.access_token, `/api/v1/accounts/${wedding.id}/feed/`)).results[0]!.id).toBe(
      post.id,
    );
    const weddingNow = ok<{ posts_count: number }>(
      await call(server, people.follower.access_token, 'GET', `/api/v1/accounts/${wedding.id}/`),
    );
    expect(weddingNow.posts_count).toBe(1);

    const before = await lastEventId(server);
    for (let i = 0; i < 2; i++) {
      const liked = ok<{ likes_count: number }>(
        await call(server, people.follower.access_token, 'POST', '/api/v1/likes/post', { post: post.id }),
      );
      expect(liked.likes_count).toBe(1);
    }
    ok(await call(server, people.member.access_token, 'POST', '/api/v1/likes/post', { post: post.id }));
    const comment = ok<PostComment>(
      await call(server, people.follower.access_token, 'POST', '/api/v1/post-comments/', {
        post: post.id,
        text: 'Lovely',
      }),
      201,
    );
    const seen = ok<Post>(await call(server, people.couple.access_token, 'GET', `/api/v1/posts/${post.id}/`));
    expect(seen).toMatchObject({ likes_count: 2, comments_count: 1, liked_by_me: false });
    expect(seen.likers.map((l) => l.id)).toEqual([people.follower.user.id, people.member.user.id]);
    const events = await eventsAfter(server, before);
    expect(events.some((e) => e.stream === 'posts' && e.action === 'counts')).toBe(true);
    const notes = ok<Page<{ text: string; link: string; actor: { full_name: string; image: string | null } | null }>>(
      await call(server, people.couple.access_token, 'GET', '/api/v1/notifications/'),
    );
    const likes = notes.results.filter((n) => n.link === `/posts/${post.id}` && n.text.includes('liked'));
    expect(likes).toHaveLength(1);
    expect(likes[0]!.text).toBe('Milo Lee and 1 other liked your post');
    // The newest liker's face goes with it (issue 40: people have faces).
    expect(likes[0]!.actor).toEqual({ full_name: 'Milo Lee', image: null });

    expect((await call(server, people.stranger.access_token, 'GET', `/api/v1/posts/${post.id}/`)).statusCode).toBe(404);
    expect(
      (await call(server, people.stranger.access_token, 'GET', `/api/v1/accounts/${wedding.id}/feed/`)).statusCode,
    ).toBe(403);
    expect((await feed(people.stranger.access_token, '/api/v1/users/me/feed/')).results).toEqual([]);
    expect(
      (await call(server, people.stranger.access_token, 'POST', '/api/v1/post-comments/', { post: post.id, text: 'x' }))
        .statusCode,
    ).toBe(404);

    // The couple removes a follower's comment on their page.
    ok(await call(server, people.couple.access_token, 'DELETE', `/api/v1/post-comments/${comment.id}/`), 204);
    const mediaBefore = await countRows(server, 'media');
    ok(await call(server, people.couple.access_token, 'DELETE', `/api/v1/posts/${post.id}/`), 204);
    expect(await countRows(server, 'media')).toBeLessThan(mediaBefore);
  });

  test('bad input gets field messages, and a failed photo leaves no post and no image', async () => {
    const wedding = await planningWedding(server, people);
    const token = people.couple.access_token;
    const empty = await call(server, token, 'POST', '/api/v1/posts/', { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.text).toEqual([sm.postEmpty]);
    const png = tinyPng();
    const eleven = await postPhotos(
      token,
      { text: 'x' },
      Array.from({ length: 11 }, () => png),
      'image/png',
    );
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().errors.photos).toEqual([sm.tooManyPhotos]);
    const big = await postPhotos(token, { text: 'x' }, [Buffer.alloc(6 * 1024 * 1024, 1)]);
    expect(big.statusCode).toBe(413);
    expect(big.json().errors.photos).toEqual([sm.photoTooLarge]);
    const svg = await postPhotos(
      token,
      { text: 'x' },
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      'image/svg+xml',
    );
    expect(svg.json().errors.photos).toEqual([sm.photoType]);
    const notMember = await call(server, people.stranger.access_token, 'POST', '/api/v1/posts/', {
      text: 'hi',
      account: wedding.id,
    });
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json().errors.account).toEqual([sm.notAMember]);

    const media = await countRows(server, 'media');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100, 7)]);
    const third = await postPhotos(token, { text: 'three', account: wedding.id }, [png, png, broken], 'image/png');
    expect(third.statusCode).toBe(400);
    expect(await countRows(server, 'media')).toBe(media);
    expect((await feed(token, `/api/v1/accounts/${wedding.id}/feed/`)).count).toBe(0);
  });

  test('members-only posts stay with members; public posts reach explore', async () => {
    const wedding = await planningWedding(server, people);
    const members = ok<Post>(
      await call(server, people.member.access_token, 'POST', '/api/v1/posts/', {
        text: 'Committee only',
        account: wedding.slug,
        audience: 'members',
      }),
      201,
    );
    const open = ok<Post>(
      await call(server, people.couple.access_token, 'POST', '/api/v1/posts/', {
        text: 'For everyone',
        account: wedding.id,
        audience: 'public',
      }),
      201,
    );
    const followerIds = (await feed(people.follower.access_token, '/api/v1/users/me/feed/')).results.map((p) => p.id);
    expect(followerIds).toContain(open.id);
    expect(followerIds).not.toContain(members.id);
    const explore = (await feed(null, '/api/v1/explore/posts/')).results.map((p) => p.id);
    expect(explore).toContain(open.id);
    expect(explore).not.toContain(members.id);
  });
});

describe('people following people', () => {
  test('following, approval, visibility and blocks', async () => {
    const [ana, bo] = [people.member, people.stranger];
    const anaSlug = ana.user.slug;
    ok(
      await call(server, ana.access_token, 'PATCH', '/api/v1/users/me/visibility/', {
        posts_visibility: 'followers',
        approve_followers: true,
      }),
    );
    const own = ok<Post>(
      await call(server, ana.access_token, 'POST', '/api/v1/posts/', { text: `Hello @${bo.user.slug}` }),
      201,
    );
    expect((await call(server, bo.access_token, 'GET', `/api/v1/posts/${own.id}/`)).statusCode).toBe(404);

    const asked = ok<{ follow_status: string }>(
      await call(server, bo.access_token, 'POST', '/api/v1/subscribers/', { user: anaSlug }),
      201,
    );
    expect(asked.follow_status).toBe('requested');
    const requests = ok<Page<{ id: string }>>(
      await call(server, ana.access_token, 'GET', '/api/v1/subscribers/requests/'),
    );
    expect(requests.results.map((r) => r.id)).toEqual([bo.user.id]);
    ok(await call(server, ana.access_token, 'POST', `/api/v1/subscribers/requests/${bo.user.id}/approve/`));
    expect((await feed(bo.access_token, '/api/v1/users/me/feed/')).results.map((p) => p.id)).toContain(own.id);
    const profile = ok<Profile>(await call(server, bo.access_token, 'GET', `/api/v1/users/${anaSlug}/`));
    expect(profile).toMatchObject({
      followers_count: 1,
      posts_count: 1,
      follow_status: 'following',
      can_see_posts: true,
      approves_followers: true,
      can_message: true,
    });
    ok(await call(server, ana.access_token, 'PATCH', '/api/v1/users/me/visibility/', { messages_from: 'nobody' }));
    const closed = ok<Profile>(await call(server, bo.access_token, 'GET', `/api/v1/users/${anaSlug}/`));
    expect(closed.can_message).toBe(false);
    const signedOut = ok<Profile>(await call(server, null, 'GET', `/api/v1/users/${anaSlug}/`));
    expect(signedOut.can_message).toBe(false);
    const followers = ok<Page<{ id: string }>>(await call(server, null, 'GET', `/api/v1/users/${anaSlug}/followers/`));
    expect(followers.results.map((r) => r.id)).toEqual([bo.user.id]);

    ok(await call(server, ana.access_token, 'POST', '/api/v1/users/me/blocks/', { user: bo.user.id }), 201);
    expect((await call(server, bo.access_token, 'GET', `/api/v1/users/${anaSlug}/`)).statusCode).toBe(404);
    expect((await call(server, bo.access_token, 'GET', `/api/v1/posts/${own.id}/`)).statusCode).toBe(404);
    expect((await feed(bo.access_token, '/api/v1/users/me/feed/')).results.map((p) => p.id)).not.toContain(own.id);
    expect(
      (await call(server, bo.access_token, 'POST', '/api/v1/subscribers/', { user: ana.user.id })).statusCode,
    ).toBe(404);
    ok(await call(server, ana.access_token, 'DELETE', `/api/v1/users/me/blocks/${bo.user.id}/`), 204);
    ok(
      await call(server, ana.access_token, 'PATCH', '/api/v1/users/me/visibility/', {
        posts_visibility: 'everyone',
        approve_followers: false,
      }),
    );
  });

  test('feeds page with cursors, newest first, with no row twice', async () => {
    const author = people.other;
    for (let i = 0; i < 5; i++) {
      ok(await call(server, author.access_token, 'POST', '/api/v1/posts/', { text: `Post ${i}` }), 201);
    }
    let url: string | null = '/api/v1/users/me/my-feed/?page_size=2';
    const texts: string[] = [];
    while (url) {
      const page: Page<Post> = await feed(author.access_token, url.replace('http://localhost:3000', ''));
      texts.push(...page.results.map((p) => p.text));
      url = page.next;
    }
    expect(texts.slice(0, 5)).toEqual(['Post 4', 'Post 3', 'Post 2', 'Post 1', 'Post 0']);
    expect(new Set(texts).size).toBe(texts.length);
    expect((await call(server, author.access_token, 'GET', '/api/v1/users/me/feed/?cursor=zzz')).statusCode).toBe(400);
  });
});
