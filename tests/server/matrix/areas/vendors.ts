import { vendorBusinesses, vendorTeamMembers } from '../../../../src/server/db/schema';
import type { Wedding } from '../../../../src/shared/weddings';
import { businessOf, linkedRow } from '../../vendorsSupport';
import { defineArea, type MatrixContext, MISSING_ID } from '../area';
import { anyone, coupleOnly, members, only, signedIn } from '../roles';

// Vendors: the couple's list, the directory, a business's own area, and the expectations between a wedding and the
// vendor linked to it. The linked vendor sees its expectations and its business's area, and nothing else of the
// wedding; every write on a linked vendor is told to the couple and the vendor's team (two events here).

interface VendorsWorld {
  wedding: Wedding;
  /** The vendor role's business, on the wedding's list. */
  linked: string;
  business: string;
  /** A second business of the vendor role, with a team member, linked to no wedding. */
  spare: string;
  teamMember: string;
  newMemberEmail: string;
}

async function arrange(ctx: MatrixContext): Promise<VendorsWorld> {
  const { db } = ctx.server.database;
  const wedding = await ctx.wedding();
  const linked = await linkedRow(ctx.server, wedding.id);
  const couple = ctx.users.couple.access_token;
  const res = await ctx.server.app.inject({
    method: 'PUT',
    url: `/api/v1/account-vendors/${linked.id}/expectations/`,
    headers: { authorization: `Bearer ${couple}` },
    payload: { deliverables: '400 edited photos', arrival_time: '13:00', day_contacts: 'Ana', day_tasks: [] },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const vendorUser = ctx.users.vendor.user.id;
  const [spare] = await db
    .insert(vendorBusinesses)
    .values({ ownerId: vendorUser, name: 'Spare studio', category: 'video' })
    .returning();
  await db.insert(vendorTeamMembers).values({ businessId: spare!.id, userId: ctx.users.stranger.user.id });
  return {
    wedding,
    linked: linked.id,
    business: (await businessOf(ctx.server, vendorUser)).id,
    spare: spare!.id,
    teamMember: ctx.users.stranger.user.id,
    newMemberEmail: ctx.users.requested.email,
  };
}

const theVendor = (status: number) => only('vendor', status);
const vendorBody = { name: 'Bloom & Co', category: 'florist', quoted_price: 120000 };

export default defineArea<VendorsWorld>({
  arrange,
  missing: {
    as: 'vendor',
    world: (w) => ({ ...w, linked: MISSING_ID, business: MISSING_ID, spare: 'not-a-uuid', teamMember: MISSING_ID }),
  },
  rows: [
    {
      method: 'GET',
      route: '/api/v1/vendor/vendor-categories/',
      url: () => '/api/v1/vendor/vendor-categories/',
      expected: anyone(200),
    },
    {
      method: 'GET',
      route: '/api/v1/vendor/vendors/',
      url: () => '/api/v1/vendor/vendors/?category=photography&city=lisbon&search=lens',
      expected: signedIn(200),
    },
    {
      method: 'POST',
      route: '/api/v1/vendor/vendors/',
      url: () => '/api/v1/vendor/vendors/',
      body: () => ({ name: 'Petal Studio', category: 'florist', cities: ['Porto'] }),
      expected: signedIn(201),
      events: 0,
    },
    {
      method: 'GET',
      route: '/api/v1/vendor/vendors/mine/',
      url: () => '/api/v1/vendor/vendors/mine/',
      expected: signedIn(200),
    },
    {
      method: 'GET',
      route: '/api/v1/vendor/vendors/:id/',
      url: (w) => `/api/v1/vendor/vendors/${w.business}/`,
      expected: anyone(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/vendor/vendors/:id/',
      url: (w) => `/api/v1/vendor/vendors/${w.spare}/`,
      body: () => ({ description: 'Weddings since 2009' }),
      expected: { ...theVendor(200), stranger: 200 },
      events: 0,
    },
    {
      method: 'GET',
      route: '/api/v1/vendor/vendors/:id/clients/',
      url: (w) => `/api/v1/vendor/vendors/${w.business}/clients/`,
      expected: theVendor(200),
    },
    {
      method: 'POST',
      route: '/api/v1/vendor/vendors/:id/team/',
      url: (w) => `/api/v1/vendor/vendors/${w.spare}/team/`,
      body: (w) => ({ email: w.newMemberEmail }),
      // The stranger is on the spare business's team, so it may add people too.
      expected: { ...theVendor(201), stranger: 201 },
      events: 0,
    },
    {
      method: 'DELETE',
      route: '/api/v1/vendor/vendors/:id/team/:user/',
      url: (w) => `/api/v1/vendor/vendors/${w.spare}/team/${w.teamMember}/`,
      expected: { ...theVendor(204), stranger: 204 },
      events: 0,
    },
    {
      method: 'GET',
      route: '/api/v1/account-vendors/',
      url: (w) => `/api/v1/account-vendors/?account=${w.wedding.slug}`,
      expected: members(200),
    },
    {
      method: 'POST',
      route: '/api/v1/account-vendors/',
      url: () => '/api/v1/account-vendors/',
      body: (w) => ({ account: w.wedding.id, ...vendorBody }),
      expected: coupleOnly(201),
      events: 1,
    },
    {
      method: 'GET',
      route: '/api/v1/account-vendors/:id/',
      url: (w) => `/api/v1/account-vendors/${w.linked}/`,
      expected: members(200),
    },
    {
      method: 'PATCH',
      route: '/api/v1/account-vendors/:id/',
      url: (w) => `/api/v1/account-vendors/${w.linked}/`,
      body: () => ({ status: 'booked' }),
      expected: coupleOnly(200),
      events: 2,
    },
    {
      method: 'DELETE',
      route: '/api/v1/account-vendors/:id/',
      url: (w) => `/api/v1/account-vendors/${w.linked}/`,
      expected: coupleOnly(204),
      events: 2,
    },
    {
      method: 'GET',
      route: '/api/v1/account-vendors/:id/expectations/',
      url: (w) => `/api/v1/account-vendors/${w.linked}/expectations/`,
      expected: { ...coupleOnly(200), vendor: 200 },
    },
    {
      method: 'PUT',
      route: '/api/v1/account-vendors/:id/expectations/',
      url: (w) => `/api/v1/account-vendors/${w.linked}/expectations/`,
      body: () => ({ deliverables: 'Album', arrival_time: '12:30', day_contacts: 'Rui', day_tasks: [] }),
      expected: coupleOnly(200),
      events: 2,
    },
    {
      method: 'POST',
      route: '/api/v1/account-vendors/:id/expectations/confirm/',
      url: (w) => `/api/v1/account-vendors/${w.linked}/expectations/confirm/`,
      expected: theVendor(204),
      events: 2,
    },
  ],
});
