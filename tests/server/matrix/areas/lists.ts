import { inArray, or } from 'drizzle-orm';
import { peopleListMembers, peopleLists, userBlocks } from '../../../../src/server/db/schema';
import type { Wedding } from '../../../../src/shared/weddings';
import { defineArea, MISSING_ID, type Row } from '../area';
import { coupleOnly, only, signedIn } from '../roles';

// Lists of people. A user's list (the couple's here) is theirs to change; a public one is read by anyone signed in, a
// private one is a 404 to everyone else. A wedding's list (/account-user-lists/) is the couple's alone. No list write
// is heard live, so each write is checked to emit nothing.

interface World {
  wedding: Wedding;
  slug: string;
  publicList: string;
  privateList: string;
  weddingList: string;
  /** On every list of the world. */
  person: string;
  /** On none, to add. */
  newcomer: string;
}

export default defineArea<World>({
  arrange: async (ctx) => {
    const { db } = ctx.server.database;
    const { couple, member, follower } = ctx.users;
    const wedding = await ctx.wedding();
    // Another area's block between two roles would hide one from the other's lists.
    const ids = Object.values(ctx.users).map((u) => u.user.id);
    await db.delete(userBlocks).where(or(inArray(userBlocks.blockerId, ids), inArray(userBlocks.blockedId, ids)));
    const [pub, priv, kept] = await db
      .insert(peopleLists)
      .values([
        { ownerId: couple.user.id, name: 'Bridesmaids' },
        { ownerId: couple.user.id, name: 'Secret', isPrivate: true },
        { weddingId: wedding.id, name: 'Thank-you notes', isPrivate: true },
      ])
      .returning({ id: peopleLists.id });
    await db
      .insert(peopleListMembers)
      .values([pub!, priv!, kept!].map((l) => ({ listId: l.id, userId: member.user.id })));
    return {
      wedding,
      slug: couple.user.slug,
      publicList: pub!.id,
      privateList: priv!.id,
      weddingList: kept!.id,
      person: member.user.id,
      newcomer: follower.user.id,
    };
  },
  missing: {
    as: 'couple',
    world: (w) => ({
      ...w,
      slug: 'no-such',
      publicList: MISSING_ID,
      privateList: MISSING_ID,
      weddingList: MISSING_ID,
      person: MISSING_ID,
    }),
  },
  rows: [
    {
      method: 'POST',
      route: '/api/v1/lists/',
      url: () => '/api/v1/lists/',
      body: () => ({ name: 'Family abroad', is_private: true }),
      expected: signedIn(201),
      events: 0,
    },
    ...['', 'members/', 'feed/'].map(
      (tail): Row<World> => ({
        method: 'GET',
        route: `/api/v1/lists/:id/${tail}`,
        url: (w) => `/api/v1/lists/${w.publicList}/${tail}`,
        expected: signedIn(200),
      }),
    ),
    {
      method: 'PATCH',
      route: '/api/v1/lists/:id/',
      url: (w) => `/api/v1/lists/${w.publicList}/`,
      body: () => ({ name: 'Bridesmaids 2031' }),
      expected: only('couple', 200),
      events: 0,
    },
    {
      method: 'DELETE',
      route: '/api/v1/lists/:id/',
      url: (w) => `/api/v1/lists/${w.privateList}/`,
      // A private list is as unknown to everyone else as a missing one.
      expected: only('couple', 204, 404),
      events: 0,
    },
    {
      method: 'POST',
      route: '/api/v1/lists/:id/members/',
      url: (w) => `/api/v1/lists/${w.publicList}/members/`,
      body: (w) => ({ user: w.newcomer }),
      expected: only('couple', 201),
      events: 0,
    },
    {
      method: 'DELETE',
      route: '/api/v1/lists/:id/members/:user/',
      url: (w) => `/api/v1/lists/${w.publicList}/members/${w.person}/`,
      expected: only('couple', 204),
      events: 0,
    },
    ...['lists', 'mentions'].map(
      (tail): Row<World> => ({
        method: 'GET',
        route: `/api/v1/users/:slug/${tail}/`,
        url: (w) => `/api/v1/users/${w.slug}/${tail}/`,
        expected: signedIn(200),
      }),
    ),
    {
      method: 'GET',
      route: '/api/v1/account-user-lists/',
      url: (w) => `/api/v1/account-user-lists/?account=${w.wedding.id}`,
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/account-user-lists/',
      url: () => '/api/v1/account-user-lists/',
      body: (w) => ({ account: w.wedding.id, name: 'Gifts received' }),
      expected: coupleOnly(201),
      events: 0,
    },
    ...['', 'members/', 'feed/'].map(
      (tail): Row<World> => ({
        method: 'GET',
        route: `/api/v1/account-user-lists/:id/${tail}`,
        url: (w) => `/api/v1/account-user-lists/${w.weddingList}/${tail}`,
        expected: coupleOnly(200),
      }),
    ),
    {
      method: 'PATCH',
      route: '/api/v1/account-user-lists/:id/',
      url: (w) => `/api/v1/account-user-lists/${w.weddingList}/`,
      body: () => ({ description: 'Cards by July' }),
      expected: coupleOnly(200),
      events: 0,
    },
    {
      method: 'DELETE',
      route: '/api/v1/account-user-lists/:id/',
      url: (w) => `/api/v1/account-user-lists/${w.weddingList}/`,
      expected: coupleOnly(204),
      events: 0,
    },
    {
      method: 'POST',
      route: '/api/v1/account-user-lists/:id/members/',
      url: (w) => `/api/v1/account-user-lists/${w.weddingList}/members/`,
      body: (w) => ({ user: w.newcomer }),
      expected: coupleOnly(201),
      events: 0,
    },
    {
      method: 'DELETE',
      route: '/api/v1/account-user-lists/:id/members/:user/',
      url: (w) => `/api/v1/account-user-lists/${w.weddingList}/members/${w.person}/`,
      expected: coupleOnly(204),
      events: 0,
    },
  ],
});
