import type { Wedding } from '../../../../src/shared/weddings';
import { defineArea } from '../area';
import { coupleOnly, signedIn } from '../roles';

// The template store and the common tasks are reference data for anyone signed in; the couple alone applies a
// template to their wedding.

interface World {
  wedding: Wedding;
  template: string;
}

export default defineArea<World>({
  arrange: async (ctx) => ({ wedding: await ctx.wedding(), template: 'classic-checklist' }),
  // An unknown template is a 404, for the couple too.
  missing: { as: 'couple', world: (w) => ({ ...w, template: 'nope' }) },
  rows: [
    { method: 'GET', route: '/api/v1/templates/', url: () => '/api/v1/templates/', expected: signedIn(200) },
    {
      method: 'GET',
      route: '/api/v1/templates/:id/',
      url: (w) => `/api/v1/templates/${w.template}/`,
      expected: signedIn(200),
    },
    {
      method: 'POST',
      route: '/api/v1/templates/:id/apply/',
      url: (w) => `/api/v1/templates/${w.template}/apply/`,
      body: (w) => ({ account: w.wedding.id }),
      expected: coupleOnly(200),
      events: 1,
    },
    { method: 'GET', route: '/api/v1/common-tasks/', url: () => '/api/v1/common-tasks/', expected: signedIn(200) },
  ],
});
