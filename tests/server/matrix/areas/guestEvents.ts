import type { GuestEvent } from '../../../../src/shared/guestEvents';
import type { Household } from '../../../../src/shared/site';
import type { Wedding } from '../../../../src/shared/weddings';
import { bearer } from '../../api';
import { defineArea, type MatrixContext, MISSING_ID } from '../area';
import { coupleOnly, members } from '../roles';

// Issue 38: guest events and who is invited to each are the couple's, like the guest list; the committee sees the
// counts per event, like the RSVP summary.

interface World {
  wedding: Wedding;
  household: Household;
  /** The "Wedding" event every household is invited to. */
  main: string;
  /** A second event, so that one can be deleted; it has a seating plan, with one table and one rule. */
  dinner: string;
  table: string;
  rule: string;
  /** A guest who said yes to the dinner. */
  guest: string;
}

async function asCouple(ctx: MatrixContext, method: 'POST' | 'GET', url: string, payload?: object | null) {
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

export default defineArea<World>({
  async arrange(ctx) {
    const wedding = await ctx.wedding();
    await asCouple(ctx, 'POST', `/api/v1/accounts/${wedding.id}/guests/import/`, {
      csv: 'household,name\nThe Parks,Cleo Park\nThe Parks,Dan Park',
    });
    const list = await asCouple(ctx, 'GET', `/api/v1/accounts/${wedding.id}/households/`);
    const events = (await asCouple(ctx, 'GET', `/api/v1/accounts/${wedding.id}/guest-events/`)).results as GuestEvent[];
    const dinner = (await asCouple(ctx, 'POST', `/api/v1/accounts/${wedding.id}/guest-events/`, {
      name: 'Rehearsal dinner',
      private: true,
      seating: true,
    })) as GuestEvent;
    const household = list.results[0] as Household;
    await asCouple(ctx, 'POST', `/api/v1/guest-events/${dinner.id}/invitations/`, { households: [household.id] });
    const token = household.rsvp_url.split('/rsvp/')[1]!;
    const invitation = await asCouple(ctx, 'GET', `/api/v1/rsvp/${token}/`);
    await asCouple(ctx, 'POST', `/api/v1/rsvp/${token}/`, {
      events: invitation.events.map((e: { id: string; guests: { id: string }[] }) => ({
        id: e.id,
        guests: e.guests.map((g) => ({ id: g.id, attending: true })),
      })),
    });
    const table = await asCouple(ctx, 'POST', `/api/v1/guest-events/${dinner.id}/tables/`, { name: 'T1', capacity: 8 });
    const [cleo, dan] = household.guests;
    const rule = await asCouple(ctx, 'POST', `/api/v1/guest-events/${dinner.id}/rules/`, {
      kind: 'together',
      guests: [cleo!.id, dan!.id],
    });
    return {
      wedding,
      household,
      main: events[0]!.id,
      dinner: dinner.id,
      table: table.id,
      rule: rule.id,
      guest: cleo!.id,
    };
  },
  missing: {
    as: 'couple',
    world: (w) => ({
      wedding: { ...w.wedding, id: MISSING_ID },
      household: { ...w.household, id: MISSING_ID },
      main: MISSING_ID,
      dinner: MISSING_ID,
      table: MISSING_ID,
      rule: MISSING_ID,
      guest: w.guest,
    }),
  },
  rows: [
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/guest-events/',
      url: (w) => account(w, 'guest-events/'),
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/guest-events/',
      url: (w) => account(w, 'guest-events/'),
      body: () => ({ name: 'Welcome drinks', day: '2031-06-12', start_time: '18:00' }),
      expected: coupleOnly(201),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/guest-events/counts/',
      url: (w) => account(w, 'guest-events/counts/'),
      expected: members(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/guest-events/:id/',
      url: (w) => `/api/v1/guest-events/${w.main}/`,
      body: () => ({ place: 'The Old Mill' }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/guest-events/:id/',
      url: (w) => `/api/v1/guest-events/${w.dinner}/`,
      expected: coupleOnly(204),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/guest-events/:id/invitations/',
      url: (w) => `/api/v1/guest-events/${w.dinner}/invitations/`,
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/guest-events/:id/invitations/',
      url: (w) => `/api/v1/guest-events/${w.dinner}/invitations/`,
      body: (w) => ({ households: [w.household.id] }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/guest-events/:id/seating/',
      url: (w) => `/api/v1/guest-events/${w.dinner}/seating/`,
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/guest-events/:id/reminders/',
      url: (w) => `/api/v1/guest-events/${w.dinner}/reminders/`,
      body: () => ({ dry_run: true }),
      // The dinner's one household has answered: nobody is left to remind.
      expected: coupleOnly(400),
    },
    {
      method: 'GET',
      route: '/api/v1/guest-events/:id/reminders/',
      url: (w) => `/api/v1/guest-events/${w.dinner}/reminders/`,
      expected: coupleOnly(200),
    },
    {
      method: 'GET',
      route: '/api/v1/guest-events/:id/seating/pdf/',
      url: (w) => `/api/v1/guest-events/${w.dinner}/seating/pdf/`,
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/guest-events/:id/tables/',
      url: (w) => `/api/v1/guest-events/${w.dinner}/tables/`,
      body: () => ({ name: 'Table 2', shape: 'long', capacity: 10, x: 70, y: 30 }),
      expected: coupleOnly(201),
      events: 1,
    },
    {
      method: 'PUT',
      route: '/api/v1/guest-events/:id/seats/',
      url: (w) => `/api/v1/guest-events/${w.dinner}/seats/`,
      body: (w) => ({ guest: w.guest, table: w.table }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'POST',
      route: '/api/v1/guest-events/:id/rules/',
      url: (w) => `/api/v1/guest-events/${w.dinner}/rules/`,
      body: (w) => ({ kind: 'near', guests: [w.guest], table: w.table }),
      expected: coupleOnly(201),
      events: 1,
    },
    {
      method: 'POST',
      route: '/api/v1/guest-events/:id/seat-for-me/',
      url: (w) => `/api/v1/guest-events/${w.dinner}/seat-for-me/`,
      body: () => ({}),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'PATCH',
      route: '/api/v1/seating-tables/:id/',
      url: (w) => `/api/v1/seating-tables/${w.table}/`,
      body: () => ({ x: 20, y: 80 }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/seating-tables/:id/',
      url: (w) => `/api/v1/seating-tables/${w.table}/`,
      expected: coupleOnly(204),
      events: 1,
    },
    {
      method: 'DELETE',
      route: '/api/v1/seating-rules/:id/',
      url: (w) => `/api/v1/seating-rules/${w.rule}/`,
      expected: coupleOnly(204),
      events: 1,
    },
  ],
});
