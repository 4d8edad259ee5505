import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SearchResults, Suggestion } from '../../src/shared/searchTypes';
import type { Post } from '../../src/shared/socialTypes';
import type { Page } from '../../src/shared/types';
import type { PublicPerson } from '../../src/shared/weddings';
import { type SignedUp, signUp } from './api';
import type { TestServer } from './helper';
import { startTestServer } from './helper';
import { ok } from './planningSupport';
import { addFollow, addMember, call, setUpWedding } from './weddingsSupport';

// Search over people, weddings and posts; "people you may know"; my people. Through the API against real PostgreSQL.

let server: TestServer;
let viewer: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  viewer = await signUp(server, { first_name: 'Vera', last_name: 'Quill' });
});
afterAll(() => server.close());

const search = async (token: string, s: string) =>
  ok<SearchResults>(await call(server, token, 'GET', `/api/v1/search/?s=${encodeURIComponent(s)}`));
const names = (people: PublicPerson[]) => people.map((p) => p.full_name);

describe('search', () => {
  test('accents, typos and prefixes find a person; one who hides from search or blocked me does not show', async () => {
    await signUp(server, { first_name: 'Zoë', last_name: 'Hartwell' });
    await signUp(server, { first_name: 'Jonathan', last_name: 'Brightwater' });
    const hidden = await signUp(server, { first_name: 'Zoe', last_name: 'Hartwigg' });
    await call(server, hidden.access_token, 'PATCH', '/api/v1/users/me/visibility/', { searchable: false });
    const blocker = await signUp(server, { first_name: 'Zoey', last_name: 'Hartley' });
    await call(server, blocker.access_token, 'POST', '/api/v1/users/me/blocks/', { user: viewer.user.id });

    expect(names((await search(viewer.access_token, 'zoe hartwell')).people.results)[0]).toBe('Zoë Hartwell');
    expect(names((await search(viewer.access_token, 'Jonathon Brightwatter')).people.results)).toContain(
      'Jonathan Brightwater',
    );
    expect(names((await search(viewer.access_token, 'brightw')).people.results)).toEqual(['Jonathan Brightwater']);
    const zoes = names((await search(viewer.access_token, 'Zoe')).people.results);
    expect(zoes).toContain('Zoë Hartwell');
    expect(zoes).not.toContain('Zoe Hartwigg');
    expect(zoes).not.toContain('Zoey Hartley');
    // Hiding from search hides from others only.
    expect(names((await search(hidden.access_token, 'hartwigg')).people.results)[0]).toBe('Zoe Hartwigg');
  });

  test('weddings by name and address, posts by words as their readers may see them', async () => {
    const couple = await signUp(server, { first_name: 'Cara', last_name: 'Mendes' });
    const wedding = await setUpWedding(server, couple.access_token, {
      name: 'Cara & Duarte',
      slug: 'cara-duarte-lisboa',
    });
    await call(server, couple.access_token, 'POST', '/api/v1/posts/', {
      text: 'The pastéis de nata tasting is booked',
      account: wedding.id,
      audience: 'public',
    });
    await call(server, couple.access_token, 'POST', '/api/v1/posts/', {
      text: 'Members only: pasteis budget',
      account: wedding.id,
      audience: 'members',
    });
    const found = await search(viewer.access_token, 'duarte');
    expect(found.weddings.results.map((w) => w.slug)).toEqual(['cara-duarte-lisboa']);
    expect((await search(viewer.access_token, 'lisboa')).weddings.count).toBe(1);
    const posts = (await search(viewer.access_token, 'pasteis')).posts;
    expect(posts.results.map((p) => p.text)).toEqual(['The pastéis de nata tasting is booked']);
    const theirs = (await search(couple.access_token, 'pasteis')).posts;
    expect(theirs.count).toBe(2);

    const more = ok<Page<Post>>(
      await call(server, couple.access_token, 'GET', '/api/v1/search/posts/?s=nat&page_size=1'),
    );
    expect(more.results).toHaveLength(1);
    expect(more.count).toBe(1);
  });

  test('empty text finds nothing; an unknown kind is a 404; signed out is a 401', async () => {
    const empty = await search(viewer.access_token, '   ');
    expect(empty.people.count + empty.weddings.count + empty.posts.count).toBe(0);
    expect((await call(server, viewer.access_token, 'GET', '/api/v1/search/cats/?s=a')).statusCode).toBe(404);
    expect((await call(server, null, 'GET', '/api/v1/search/?s=a')).statusCode).toBe(401);
    // Characters a LIKE pattern or a tsquery would read are only text here.
    const odd = await search(viewer.access_token, "%_\\ & | ! ' :*");
    expect(odd.people.count).toBe(0);
  });
});

describe('people you may know', () => {
  test('friends of friends, wedding members and followers, ranked; never followed or blocked', async () => {
    const me = await signUp(server, { first_name: 'Mia', last_name: 'Stone' });
    const friend = await signUp(server, { first_name: 'Fred', last_name: 'Lane' });
    const fof = await signUp(server, { first_name: 'Otto', last_name: 'Fof' });
    const planner = await signUp(server, { first_name: 'Pia', last_name: 'Planner' });
    const fan = await signUp(server, { first_name: 'Fay', last_name: 'Fan' });
    const blocked = await signUp(server, { first_name: 'Bo', last_name: 'Blocked' });
    const hidden = await signUp(server, { first_name: 'Hal', last_name: 'Hidden' });
    expect(
      ok<Page<Suggestion>>(await call(server, me.access_token, 'GET', '/api/v1/users/me/suggestions/')).count,
    ).toBe(0);

    const wedding = await setUpWedding(server, me.access_token, { name: 'Mia & Max' });
    await addMember(server, wedding.id, planner.user.id);
    await addFollow(server, wedding.id, fan.user.id, 'approved');
    await addFollow(server, wedding.id, blocked.user.id, 'approved');
    await addFollow(server, wedding.id, hidden.user.id, 'approved');
    await call(server, hidden.access_token, 'PATCH', '/api/v1/users/me/visibility/', { searchable: false });
    await call(server, me.access_token, 'POST', '/api/v1/users/me/blocks/', { user: blocked.user.id });
    await call(server, me.access_token, 'POST', '/api/v1/subscribers/', { user: friend.user.id });
    await call(server, friend.access_token, 'POST', '/api/v1/subscribers/', { user: fof.user.id });
    // Following Pia is a request she answers: her suggestion says so, so its button can too.
    await call(server, planner.access_token, 'PATCH', '/api/v1/users/me/visibility/', { approve_followers: true });

    const list = ok<Page<Suggestion>>(await call(server, me.access_token, 'GET', '/api/v1/users/me/suggestions/'));
    expect(list.results.map((s) => [s.full_name, s.reason, s.approves_followers])).toEqual([
      ['Pia Planner', 'Planning Mia & Max with you', true],
      ['Fay Fan', 'Follows Mia & Max', false],
      ['Otto Fof', 'Followed by Fred Lane', false],
    ]);

    await call(server, me.access_token, 'POST', '/api/v1/subscribers/', { user: fan.user.id });
    const after = ok<Page<Suggestion>>(await call(server, me.access_token, 'GET', '/api/v1/users/me/suggestions/'));
    expect(after.results.map((s) => s.full_name)).not.toContain('Fay Fan');

    const mine = ok<Page<PublicPerson & { connections: string[] }>>(
      await call(server, me.access_token, 'GET', '/api/v1/users/me/people/'),
    );
    expect(mine.results.map((p) => [p.full_name, p.connections])).toEqual([
      ['Fay Fan', ['following']],
      ['Fred Lane', ['following']],
      ['Pia Planner', ['wedding']],
    ]);
    const filtered = ok<Page<PublicPerson>>(
      await call(server, me.access_token, 'GET', '/api/v1/users/me/people/?s=pia'),
    );
    expect(names(filtered.results)).toEqual(['Pia Planner']);
  });
});
