import { defineArea, type Row } from '../area';
import { signedIn } from '../roles';

// Search, people you may know, my people: anyone signed in, each answer shaped by who asks (findable people, visible
// posts), which tests/server/search.test.ts checks. `kind` is a path parameter: an unknown one is a 404.

interface World {
  kind: string;
}

export default defineArea<World>({
  arrange: async () => ({ kind: 'people' }),
  missing: { as: 'couple', world: () => ({ kind: 'no-such-kind' }) },
  rows: [
    { method: 'GET', route: '/api/v1/search/', url: () => '/api/v1/search/?s=ann', expected: signedIn(200) },
    {
      method: 'GET',
      route: '/api/v1/search/:kind/',
      url: (w) => `/api/v1/search/${w.kind}/?s=ann`,
      expected: signedIn(200),
    },
    ...['/me/people/', '/me/suggestions/', '/me/lists/'].map(
      (path): Row<World> => ({
        method: 'GET',
        route: `/api/v1/users${path}`,
        url: () => `/api/v1/users${path}`,
        expected: signedIn(200),
      }),
    ),
  ],
});
