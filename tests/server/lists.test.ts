import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listMessages as lm, type PeopleList } from '../../src/shared/searchTypes';
import type { Post } from '../../src/shared/socialTypes';
import type { Page } from '../../src/shared/types';
import type { PublicPerson } from '../../src/shared/weddings';
import { expectProblem, type SignedUp, signUp } from './api';
import type { TestServer } from './helper';
import { startTestServer } from './helper';
import { ok } from './planningSupport';
import { call, setUpWedding } from './weddingsSupport';

// Lists of people: a user's (public or private), a wedding's kept by its couple, their people and their feed, and the
// posts that mention someone.

let server: TestServer;
let ana: SignedUp;
let ben: SignedUp;
let cy: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  [ana, ben, cy] = await Promise.all([
    signUp(server, { first_name: 'Ana', last_name: 'Lopez' }),
    signUp(server, { first_name: 'Ben', last_name: 'Okafor' }),
    signUp(server, { first_name: 'Cy', last_name: 'Nadir' }),
  ]);
});
afterAll(() => server.close());

describe('a user’s lists', () => {
  test('Ana makes a public list, adds Ben; others read it and its feed; a private list is hers alone', async () => {
    const bad = await call(server, ana.access_token, 'POST', '/api/v1/lists/', { name: '  ' });
    expectProblem(bad, 400);
    expect(bad.json().errors.name).toEqual([lm.nameRequired]);

    const list = ok<PeopleList>(
      await call(server, ana.access_token, 'POST', '/api/v1/lists/', { name: 'Bridesmaids', description: 'The crew' }),
      201,
    );
    expect(list).toMatchObject({ name: 'Bridesmaids', is_private: false, members_count: 0, is_mine: true });
    ok(await call(server, ana.access_token, 'POST', `/api/v1/lists/${list.id}/members/`, { user: ben.user.slug }), 201);
    // Adding again changes nothing.
    ok(await call(server, ana.access_token, 'POST', `/api/v1/lists/${list.id}/members/`, { user: ben.user.id }), 201);
    await call(server, ben.access_token, 'POST', '/api/v1/posts/', { text: 'Dress fitting went great' });

    const seen = ok<PeopleList>(await call(server, cy.access_token, 'GET', `/api/v1/lists/${list.id}/`));
    expect(seen).toMatchObject({ members_count: 1, is_mine: false, owner: { slug: ana.user.slug } });
    const people = ok<Page<PublicPerson>>(
      await call(server, cy.access_token, 'GET', `/api/v1/lists/${list.id}/members/`),
    );
    expect(people.results.map((p) => p.full_name)).toEqual(['Ben Okafor']);
    const feed = ok<Page<Post>>(await call(server, cy.access_token, 'GET', `/api/v1/lists/${list.id}/feed/`));
    expect(feed.results.map((p) => p.text)).toEqual(['Dress fitting went great']);
    expectProblem(await call(server, cy.access_token, 'PATCH', `/api/v1/lists/${list.id}/`, { name: 'Mine' }), 403);

    const secret = ok<PeopleList>(
      await call(server, ana.access_token, 'POST', '/api/v1/lists/', { name: 'Maybe invite', is_private: true }),
      201,
    );
    expectProblem(await call(server, cy.access_token, 'GET', `/api/v1/lists/${secret.id}/`), 404);
    const theirs = ok<Page<PeopleList>>(
      await call(server, cy.access_token, 'GET', `/api/v1/users/${ana.user.slug}/lists/`),
    );
    expect(theirs.results.map((l) => l.name)).toEqual(['Bridesmaids']);
    const mine = ok<Page<PeopleList>>(
      await call(server, ana.access_token, 'GET', `/api/v1/users/me/lists/?private=true&member=${ben.user.id}`),
    );
    expect(mine.results.map((l) => [l.name, l.has_member])).toEqual([['Maybe invite', false]]);

    // A block hides the list from the blocked person, and refuses them as a member.
    await call(server, cy.access_token, 'POST', '/api/v1/users/me/blocks/', { user: ana.user.id });
    expectProblem(await call(server, cy.access_token, 'GET', `/api/v1/lists/${list.id}/`), 404);
    const refused = await call(server, ana.access_token, 'POST', `/api/v1/lists/${list.id}/members/`, {
      user: cy.user.id,
    });
    expectProblem(refused, 400);
    expect(refused.json().errors.user).toEqual([lm.cannotAdd]);
    await call(server, cy.access_token, 'DELETE', `/api/v1/users/me/blocks/${ana.user.id}/`);

    ok(await call(server, ana.access_token, 'DELETE', `/api/v1/lists/${list.id}/members/${ben.user.id}/`), 204);
    expectProblem(
      await call(server, ana.access_token, 'DELETE', `/api/v1/lists/${list.id}/members/${ben.user.id}/`),
      404,
    );
    ok(await call(server, ana.access_token, 'DELETE', `/api/v1/lists/${list.id}/`), 204);
    expectProblem(await call(server, ana.access_token, 'GET', `/api/v1/lists/${list.id}/`), 404);
  });

  test('mentions: posts with a real @handle, as the viewer may see them', async () => {
    await call(server, ben.access_token, 'POST', '/api/v1/posts/', { text: `Cake with @${ana.user.slug} today!` });
    await call(server, ben.access_token, 'POST', '/api/v1/posts/', { text: `Not her: @${ana.user.slug}-fan` });
    await call(server, ben.access_token, 'POST', '/api/v1/posts/', { text: `mail me at x@${ana.user.slug}` });
    const found = ok<Page<Post>>(
      await call(server, cy.access_token, 'GET', `/api/v1/users/${ana.user.slug}/mentions/`),
    );
    expect(found.results.map((p) => p.text)).toEqual([`Cake with @${ana.user.slug} today!`]);
    await call(server, ben.access_token, 'PATCH', '/api/v1/users/me/visibility/', { posts_visibility: 'only_me' });
    const hidden = ok<Page<Post>>(
      await call(server, cy.access_token, 'GET', `/api/v1/users/${ana.user.slug}/mentions/`),
    );
    expect(hidden.count).toBe(0);
    await call(server, ben.access_token, 'PATCH', '/api/v1/users/me/visibility/', { posts_visibility: 'everyone' });
  });
});

describe('a wedding’s lists', () => {
  test('the couple keeps them; they are never a user’s list', async () => {
    const wedding = await setUpWedding(server, ana.access_token);
    const list = ok<PeopleList>(
      await call(server, ana.access_token, 'POST', '/api/v1/account-user-lists/', {
        account: wedding.id,
        name: 'Thank-you notes',
      }),
      201,
    );
    expect(list).toMatchObject({ account: wedding.id, owner: null, is_mine: true });
    ok(
      await call(server, ana.access_token, 'POST', `/api/v1/account-user-lists/${list.id}/members/`, {
        user: cy.user.id,
      }),
      201,
    );
    const lists = ok<Page<PeopleList>>(
      await call(
        server,
        ana.access_token,
        'GET',
        `/api/v1/account-user-lists/?account=${wedding.id}&member=${cy.user.id}`,
      ),
    );
    expect(lists.results.map((l) => [l.name, l.members_count, l.has_member])).toEqual([['Thank-you notes', 1, true]]);
    expectProblem(await call(server, ana.access_token, 'GET', `/api/v1/lists/${list.id}/`), 404);
    expectProblem(await call(server, cy.access_token, 'GET', `/api/v1/account-user-lists/${list.id}/`), 403);
  });
});
