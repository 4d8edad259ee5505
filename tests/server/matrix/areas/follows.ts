import type { Wedding } from '../../../../src/shared/weddings';
import { defineArea, MISSING_ID } from '../area';
import { coupleOnly, followers, signedIn } from '../roles';

// Following a wedding, and the couple's answers to follow requests. Anyone signed in follows for themselves, except
// the couple, whose page it already is.

interface World {
  wedding: Wedding;
  /** Who asked to follow: the `requested` role's user. */
  requester: string;
  /** Who follows: the `follower` role's user. */
  follower: string;
}

const requests = '/api/v1/accounts/:id/followers/requests';

export default defineArea<World>({
  arrange: async (ctx) => ({
    wedding: await ctx.wedding(),
    requester: ctx.users.requested.user.id,
    follower: ctx.users.follower.user.id,
  }),
  missing: { as: 'couple', world: (w) => ({ ...w, wedding: { ...w.wedding, id: MISSING_ID, slug: 'no-such' } }) },
  rows: [
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/followers/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/followers/`,
      expected: followers(200),
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/followers/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/followers/`,
      body: () => ({}),
      expected: { ...signedIn(201), requested: 200, follower: 200, couple: 403 },
    },
    // Following is only ever for oneself: naming someone else is refused to everyone.
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/followers/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/followers/`,
      body: () => ({ user: MISSING_ID }),
      expected: signedIn(403),
    },
    {
      method: 'DELETE',
      route: '/api/v1/accounts/:id/unfollow/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/unfollow/`,
      expected: signedIn(204),
    },
    // The couple removes a follower: `follows/update` to the follower and to the couple.
    {
      method: 'DELETE',
      route: '/api/v1/accounts/:id/followers/:userId/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/followers/${w.follower}/`,
      expected: coupleOnly(204),
      events: 2,
    },
    {
      method: 'GET',
      route: `${requests}/`,
      url: (w) => `/api/v1/accounts/${w.wedding.id}/followers/requests/`,
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: `${requests}/:userId/approve/`,
      url: (w) => `/api/v1/accounts/${w.wedding.id}/followers/requests/${w.requester}/approve/`,
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: `${requests}/:userId/decline/`,
      url: (w) => `/api/v1/accounts/${w.wedding.id}/followers/requests/${w.requester}/decline/`,
      expected: coupleOnly(200),
    },
  ],
});
