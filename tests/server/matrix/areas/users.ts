import { multipart, PASSWORD, tinyPng, uniqueEmail } from '../../api';
import { defineArea } from '../area';
import { anyone, signedIn } from '../roles';

// People: signing up, one's own profile and photo, and other people's public profiles.

interface World {
  /** A public profile's address. */
  slug: string;
}

export default defineArea<World>({
  arrange: async (ctx) => ({ slug: ctx.users.couple.user.slug }),
  missing: { as: 'stranger', world: () => ({ slug: 'no-such-person' }) },
  rows: [
    {
      method: 'POST',
      route: '/api/v1/users/',
      url: () => '/api/v1/users/',
      body: () => ({ first_name: 'New', last_name: 'Person', email: uniqueEmail('new'), password: PASSWORD }),
      expected: anyone(201),
    },
    {
      method: 'POST',
      route: '/api/v1/users/exists/',
      url: () => '/api/v1/users/exists/',
      body: () => ({ email: 'someone@example.com' }),
      expected: anyone(200),
    },
    {
      method: 'POST',
      route: '/api/v1/users/slug-exists/',
      url: () => '/api/v1/users/slug-exists/',
      body: () => ({ slug: 'someone' }),
      expected: anyone(200),
    },
    {
      method: 'GET',
      route: '/api/v1/users/',
      url: (w) => `/api/v1/users/?s=${encodeURIComponent(w.slug.slice(0, 4))}&page_size=5`,
      expected: signedIn(200),
    },
    { method: 'GET', route: '/api/v1/users/me/', url: () => '/api/v1/users/me/', expected: signedIn(200) },
    {
      method: 'PATCH',
      route: '/api/v1/users/me/profile/',
      url: () => '/api/v1/users/me/profile/',
      body: () => ({ last_name: 'Lee' }),
      expected: signedIn(200),
    },
    {
      method: 'POST',
      route: '/api/v1/users/me/photo/',
      url: () => '/api/v1/users/me/photo/',
      send: () => multipart([{ field: 'photo', filename: 'me.png', contentType: 'image/png', data: tinyPng() }]),
      expected: signedIn(200),
    },
    { method: 'GET', route: '/api/v1/users/:slug/', url: (w) => `/api/v1/users/${w.slug}/`, expected: anyone(200) },
  ],
});
