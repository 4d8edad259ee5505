import { weddingSitePhotos } from '../../../../src/server/db/schema';
import type { Household } from '../../../../src/shared/site';
import type { Wedding } from '../../../../src/shared/weddings';
import { bearer, multipart, tinyPng } from '../../api';
import { defineArea, type MatrixContext, MISSING_ID } from '../area';
import { anyone, coupleOnly, members } from '../roles';

// The wedding website, logistics, add-ons, the guest list and RSVP. The couple manages them; members see the site's
// preview and the RSVP counts; the public site, its theme CSS and a household's RSVP link are open to anyone.

interface World {
  wedding: Wedding;
  household: Household;
  gift: string;
  token: string;
  theme: string;
  /** A photo of the website's gallery. */
  photo: string;
  /** The household's short link code (issue 35). */
  shortCode: string;
}

async function asCouple(ctx: MatrixContext, method: 'PATCH' | 'POST' | 'GET', url: string, payload?: object) {
  const res = await ctx.server.app.inject({
    method,
    url,
    headers: bearer(ctx.users.couple.access_token),
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const account = (w: World, rest: string) => `/api/v1/accounts/${w.wedding.id}/${rest}`;
const answer = (w: World) => ({ guests: w.household.guests.map((g) => ({ id: g.id, attending: false })), message: '' });
const form = (w: World) => ({
  payload: w.household.guests.map((g) => `attending_${g.id}=no`).join('&'),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

export default defineArea<World>({
  async arrange(ctx) {
    const wedding = await ctx.wedding();
    await asCouple(ctx, 'PATCH', `/api/v1/accounts/${wedding.id}/website/`, { site_active: true });
    await asCouple(ctx, 'POST', `/api/v1/accounts/${wedding.id}/guests/import/`, {
      csv: 'household,name,email\nThe Parks,Cleo Park,cleo@example.com\nThe Parks,Dan Park,',
    });
    const list = await asCouple(ctx, 'GET', `/api/v1/accounts/${wedding.id}/households/`);
    const household = list.results[0] as Household;
    const gift = await asCouple(ctx, 'POST', `/api/v1/accounts/${wedding.id}/gifts/`, {
      household: household.id,
      description: 'A teapot',
    });
    const [photo] = await ctx.server.database.db
      .insert(weddingSitePhotos)
      .values({ weddingId: wedding.id, position: 0, width: 1, height: 1, variants: [{ id: MISSING_ID, width: 1 }] })
      .returning();
    const inserts = await asCouple(ctx, 'GET', `/api/v1/accounts/${wedding.id}/invitation-inserts/`);
    return {
      wedding,
      household,
      gift: gift.id,
      token: household.rsvp_url.split('/rsvp/')[1]!,
      theme: 'classic',
      photo: photo!.id,
      shortCode: (inserts.results[0].url as string).split('/r/')[1]!,
    };
  },
  missing: {
    as: 'couple',
    world: (w) => ({
      wedding: { ...w.wedding, id: MISSING_ID, slug: 'no-such-wedding' },
      household: { ...w.household, id: MISSING_ID },
      gift: MISSING_ID,
      token: 'no-such-token-0000000000',
      theme: 'no-such-theme',
      photo: MISSING_ID,
      shortCode: 'zzzzzzzzzz',
    }),
  },
  rows: [
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/website/',
      url: (w) => account(w, 'website/'),
      expected: coupleOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/accounts/:id/website/',
      url: (w) => account(w, 'website/'),
      body: () => ({ theme: 'modern' }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/website/preview/',
      url: (w) => account(w, 'website/preview/'),
      expected: members(200),
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/logistics/',
      url: (w) => account(w, 'logistics/'),
      expected: coupleOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/v1/accounts/:id/logistics/',
      url: (w) => account(w, 'logistics/'),
      body: () => ({ parking: 'On the lawn' }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/add-ons/',
      url: (w) => account(w, 'add-ons/'),
      expected: coupleOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/accounts/:id/add-ons/:name/',
      url: (w) => account(w, 'add-ons/livestream/'),
      body: () => ({ enabled: true, url: 'https://stream.example.com/x' }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/website/photos/',
      url: (w) => account(w, 'website/photos/'),
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/website/photos/',
      url: (w) => account(w, 'website/photos/'),
      send: () => multipart([{ field: 'photos', filename: 'p.png', contentType: 'image/png', data: tinyPng() }]),
      expected: coupleOnly(201),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/accounts/:id/website/photos/:photo/',
      url: (w) => account(w, `website/photos/${w.photo}/`),
      expected: coupleOnly(204),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/households/',
      url: (w) => account(w, 'households/'),
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/households/',
      url: (w) => account(w, 'households/'),
      body: () => ({ name: 'The Lees', guests: [{ name: 'Eve Lee' }] }),
      expected: coupleOnly(201),
      events: 1,
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/guests/import/',
      url: (w) => account(w, 'guests/import/'),
      body: () => ({ csv: 'household,name\nThe Lees,Eve Lee' }),
      expected: coupleOnly(201),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/guests/export/',
      url: (w) => account(w, 'guests/export/'),
      expected: coupleOnly(200),
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/rsvp-summary/',
      url: (w) => account(w, 'rsvp-summary/'),
      expected: members(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/households/:id/',
      url: (w) => `/api/v1/households/${w.household.id}/`,
      body: (w) => ({ name: 'The Park family', guests: w.household.guests.map((g) => ({ id: g.id, name: g.name })) }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/households/:id/',
      url: (w) => `/api/v1/households/${w.household.id}/`,
      expected: coupleOnly(204),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/gifts/',
      url: (w) => account(w, 'gifts/'),
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/gifts/',
      url: (w) => account(w, 'gifts/'),
      body: (w) => ({ household: w.household.id, description: 'Two glasses' }),
      expected: coupleOnly(201),
      events: 1,
    },
    {
      method: 'PATCH',
      route: '/api/v1/gifts/:id/',
      url: (w) => `/api/v1/gifts/${w.gift}/`,
      body: () => ({ card_sent: true }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/gifts/:id/',
      url: (w) => `/api/v1/gifts/${w.gift}/`,
      expected: coupleOnly(204),
      events: 1,
    },
    // Issue 35: invitations mailed from the guest list (a dry run previews) and the printable inserts: the couple's.
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/invitation-sends/',
      url: (w) => account(w, 'invitation-sends/'),
      body: () => ({ subject: 'You are invited', message: 'Come!', to: { rsvp: 'any' } }),
      expected: coupleOnly(202),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/invitation-inserts/',
      url: (w) => account(w, 'invitation-inserts/'),
      expected: coupleOnly(200),
    },
    // The RSVP link is the only key: anyone who holds it answers, with no account.
    { method: 'GET', route: '/api/v1/rsvp/:token/', url: (w) => `/api/v1/rsvp/${w.token}/`, expected: anyone(200) },
    {
      method: 'POST',
      route: '/api/v1/rsvp/:token/',
      url: (w) => `/api/v1/rsvp/${w.token}/`,
      body: answer,
      expected: anyone(200),
      // The answer, and the couple's notification of it (issue 35) with their unread count.
      events: 3,
    },
    { method: 'GET', route: '/rsvp/:token', url: (w) => `/rsvp/${w.token}`, expected: anyone(200) },
    // The short link of a printed insert (issue 35): anyone who holds it is sent on to the RSVP page.
    { method: 'GET', route: '/r/:code', url: (w) => `/r/${w.shortCode}`, expected: anyone(302) },
    {
      method: 'POST',
      route: '/rsvp/:token',
      url: (w) => `/rsvp/${w.token}`,
      send: form,
      expected: anyone(200),
      events: 3,
    },
    // The published site is public; unpublished it is a 404 (site.test.ts).
    { method: 'GET', route: '/w/:slug', url: (w) => `/w/${w.wedding.slug}`, expected: anyone(200) },
    {
      method: 'POST',
      route: '/w/:slug',
      url: (w) => `/w/${w.wedding.slug}`,
      send: () => ({ payload: 'password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      expected: anyone(200),
    },
    { method: 'GET', route: '/site-themes/:theme', url: (w) => `/site-themes/${w.theme}.css`, expected: anyone(200) },
    // Find your invitation (issue 35): open to anyone, as the site is; the couple's question (email, by default)
    // stands between a name and the household's link, and tries are limited per address (rsvpFind.test.ts).
    // The site in one of its languages (issue 39): English is every site's default.
    { method: 'GET', route: '/w/:slug/:lang', url: (w) => `/w/${w.wedding.slug}/en`, expected: anyone(200) },
    { method: 'GET', route: '/w/:slug/rsvp', url: (w) => `/w/${w.wedding.slug}/rsvp`, expected: anyone(200) },
    {
      method: 'POST',
      route: '/w/:slug/rsvp',
      url: (w) => `/w/${w.wedding.slug}/rsvp`,
      send: () => ({ payload: 'name=Cleo%20Park', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      expected: anyone(200),
    },
    {
      method: 'GET',
      route: '/rsvp/:token/calendar.ics',
      url: (w) => `/rsvp/${w.token}/calendar.ics`,
      expected: anyone(200),
    },
  ],
});
