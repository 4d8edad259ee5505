import type { Wedding } from '../../../../src/shared/weddings';
import { multipart, tinyPng } from '../../api';
import { uniqueWedding } from '../../weddingsSupport';
import { defineArea, MISSING_ID } from '../area';
import { anyone, coupleOnly, followers, signedIn } from '../roles';

// Weddings (the spec's "accounts"): anyone signed in opens a wedding's home; followers and members see its feed and
// guest information; the couple alone changes it.

interface World {
  wedding: Wedding;
}

export default defineArea<World>({
  arrange: async (ctx) => ({ wedding: await ctx.wedding() }),
  missing: {
    as: 'couple',
    world: (w) => ({ wedding: { ...w.wedding, id: MISSING_ID, slug: 'no-such-wedding' } }),
  },
  rows: [
    { method: 'GET', route: '/api/v1/accounts/', url: () => '/api/v1/accounts/', expected: signedIn(200) },
    { method: 'GET', route: '/api/v1/accounts/roles/', url: () => '/api/v1/accounts/roles/', expected: anyone(200) },
    {
      method: 'POST',
      route: '/api/v1/accounts/slug-exists/',
      url: () => '/api/v1/accounts/slug-exists/',
      body: () => ({ slug: 'matrix' }),
      expected: signedIn(200),
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/set-up/',
      url: () => '/api/v1/accounts/set-up/',
      body: () => ({ ...uniqueWedding('matrix'), date: '2031-01-01' }),
      expected: signedIn(201),
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/`,
      expected: signedIn(200),
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/',
      url: (w) => `/api/v1/accounts/${w.wedding.slug}/`,
      expected: signedIn(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/accounts/:id/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/`,
      body: () => ({ name: 'Renamed' }),
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/cover/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/cover/`,
      send: () => multipart([{ field: 'cover', filename: 'c.png', contentType: 'image/png', data: tinyPng() }]),
      expected: coupleOnly(200),
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/feed/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/feed/`,
      expected: followers(200),
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/guest-info/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/guest-info/`,
      expected: followers(200),
    },
  ],
});
