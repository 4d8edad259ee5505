import type { Household } from '../../../../src/shared/site';
import type { Wedding } from '../../../../src/shared/weddings';
import { bearer } from '../../api';
import { defineArea, MISSING_ID } from '../area';
import { anyone, coupleOnly } from '../roles';

// The guests' pages in their languages (issue 39): the couple writes their texts per language; the RSVP and "find
// your invitation" pages have an address per language, open to anyone like the pages without one.

interface World {
  wedding: Wedding;
  household: Household;
  token: string;
}

const form = (w: World) => ({
  payload: w.household.guests.map((g) => `attending_${g.id}=no`).join('&'),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

export default defineArea<World>({
  async arrange(ctx) {
    const wedding = await ctx.wedding();
    const asCouple = async (method: 'PATCH' | 'POST', url: string, payload: object) => {
      const res = await ctx.server.app.inject({ method, url, headers: bearer(ctx.users.couple.access_token), payload });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    await asCouple('PATCH', `/api/v1/accounts/${wedding.id}/website/`, { site_active: true, languages: ['en', 'pt'] });
    const household = (await asCouple('POST', `/api/v1/accounts/${wedding.id}/households/`, {
      name: 'The Silvas',
      guests: [{ name: 'Ana Silva' }],
    })) as Household;
    return { wedding, household, token: household.rsvp_url.split('/rsvp/')[1]! };
  },
  missing: {
    as: 'couple',
    world: (w) => ({
      wedding: { ...w.wedding, id: MISSING_ID, slug: 'no-such-wedding' },
      household: w.household,
      token: 'no-such-token-0000000000',
    }),
  },
  rows: [
    {
      method: 'PUT',
      route: '/api/v1/accounts/:id/website/translations/:lang/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/website/translations/pt/`,
      body: () => ({ sections: [{ kind: 'welcome', title: 'Bem-vindos', body: '<p>Olá</p>' }] }),
      expected: coupleOnly(200),
      events: 1,
    },
    { method: 'GET', route: '/rsvp/:token/:lang', url: (w) => `/rsvp/${w.token}/pt`, expected: anyone(200) },
    {
      method: 'POST',
      route: '/rsvp/:token/:lang',
      url: (w) => `/rsvp/${w.token}/pt`,
      send: form,
      expected: anyone(200),
      // The answer, and the couple's notification of it with their unread count.
      events: 3,
    },
    { method: 'GET', route: '/w/:slug/:lang/rsvp', url: (w) => `/w/${w.wedding.slug}/pt/rsvp`, expected: anyone(200) },
    {
      method: 'POST',
      route: '/w/:slug/:lang/rsvp',
      url: (w) => `/w/${w.wedding.slug}/pt/rsvp`,
      send: () => ({ payload: 'name=Ana%20Silva', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      expected: anyone(200),
    },
  ],
});
