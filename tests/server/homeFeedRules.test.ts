import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userFollows } from '../../src/server/db/schema';
import type { Post } from '../../src/shared/socialTypes';
import type { Page } from '../../src/shared/types';
import { type SignedUp, signUp } from './api';
import type { TestServer } from './helper';
import { startTestServer } from './helper';
import { ok } from './planningSupport';
import { addFollow, addMember, call, setUpWedding } from './weddingsSupport';

// The home feed applies every visibility rule to each source it merges: a wedding the reader belongs to (all its
// posts), a wedding they follow (not its members-only posts), people they follow (as each one's "who sees my posts"
// says), their own posts, minus blocked authors and what they hid. Its count agrees with what it shows.

let server: TestServer;
let reader: SignedUp;
let couple: SignedUp;
let writer: SignedUp;
let open: SignedUp;
let closed: SignedUp;
let blocked: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  [reader, couple, writer, open, closed, blocked] = (await Promise.all(
    ['Rae', 'Cas', 'Wes', 'Ola', 'Cid', 'Bex'].map((first_name) => signUp(server, { first_name })),
  )) as SignedUp[] as [SignedUp, SignedUp, SignedUp, SignedUp, SignedUp, SignedUp];
});
afterAll(() => server.close());

const post = async (who: SignedUp, text: string, extra: Record<string, unknown> = {}) =>
  ok<Post>(await call(server, who.access_token, 'POST', '/api/v1/posts/', { text, ...extra }), 201);

describe('the home feed', () => {
  test('shows each source as the rules allow, newest first, with a count that agrees', async () => {
    const mine = await setUpWedding(server, couple.access_token);
    await addMember(server, mine.id, reader.user.id, 'planner');
    await addMember(server, mine.id, writer.user.id, 'family');
    const followed = await setUpWedding(server, couple.access_token);
    await addMember(server, followed.id, writer.user.id, 'family');
    await addMember(server, followed.id, blocked.user.id, 'family');
    await addFollow(server, followed.id, reader.user.id, 'approved');
    const elsewhere = await setUpWedding(server, couple.access_token);
    for (const person of [open, closed]) {
      await server.database.db
        .insert(userFollows)
        .values({ followerId: reader.user.id, followeeId: person.user.id, status: 'approved' });
    }
    ok(
      await call(server, closed.access_token, 'PATCH', '/api/v1/users/me/visibility/', {
        posts_visibility: 'only_me',
      }),
    );
    ok(
      await call(server, open.access_token, 'PATCH', '/api/v1/users/me/visibility/', {
        posts_visibility: 'followers',
      }),
    );

    const shown = [
      await post(writer, 'members of mine', { account: mine.id, audience: 'members' }),
      await post(writer, 'followers of followed', { account: followed.id }),
      await post(couple, 'public on followed', { account: followed.id, audience: 'public' }),
      await post(open, 'for my followers'),
      await post(reader, 'my own'),
    ];
    const hiddenOnes = [
      await post(writer, 'members of followed', { account: followed.id, audience: 'members' }),
      await post(closed, 'only me'),
      await post(blocked, 'by someone blocked', { account: followed.id }),
      await post(couple, 'a wedding not followed', { account: elsewhere.id, audience: 'public' }),
      await post(couple, 'hidden by the reader', { account: followed.id }),
    ];
    ok(await call(server, reader.access_token, 'POST', '/api/v1/users/me/blocks/', { user: blocked.user.id }), 201);
    ok(await call(server, reader.access_token, 'POST', `/api/v1/posts/${hiddenOnes[4]!.id}/hide/`));

    const page = ok<Page<Post>>(await call(server, reader.access_token, 'GET', '/api/v1/users/me/feed/?page_size=50'));
    expect(page.results.map((p) => p.text)).toEqual(shown.map((p) => p.text).reverse());
    expect(page.count).toBe(shown.length);
    // Paged two at a time, the cursor walks the same posts.
    const walked: string[] = [];
    let url: string | null = '/api/v1/users/me/feed/?page_size=2';
    while (url) {
      const next: Page<Post> = ok<Page<Post>>(await call(server, reader.access_token, 'GET', url));
      walked.push(...next.results.map((p) => p.text));
      url = next.next ? new URL(next.next).pathname + new URL(next.next).search : null;
    }
    expect(walked).toEqual(page.results.map((p) => p.text));
    // And back again from the last page by the `previous` links (the feed read towards newer posts).
    const path = (link: string) => new URL(link).pathname + new URL(link).search;
    const pages: Page<Post>[] = [];
    for (let link: string | null = '/api/v1/users/me/feed/?page_size=2'; link; ) {
      const next: Page<Post> = ok<Page<Post>>(await call(server, reader.access_token, 'GET', link));
      pages.push(next);
      link = next.next ? path(next.next) : null;
    }
    const back: string[] = [];
    for (let link: string | null = pages.at(-1)!.previous; link; ) {
      const prev: Page<Post> = ok<Page<Post>>(await call(server, reader.access_token, 'GET', path(link)));
      back.unshift(...prev.results.map((p) => p.text));
      link = prev.previous;
    }
    expect([...back, ...pages.at(-1)!.results.map((p) => p.text)]).toEqual(walked);
  });
});
