import {
  vendorBusinesses,
  vendorBusinessPhotos,
  vendorTeamInvites,
  vendorTeamMembers,
} from '../../../../src/server/db/schema';
import type { Wedding } from '../../../../src/shared/weddings';
import { multipart, tinyPng } from '../../api';
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
  /** A photo of the spare business. */
  photo: string;
  teamMember: string;
  newMemberEmail: string;
  /** An invitation to the spare business's team, to the requested role's address. */
  teamInvite: string;
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
  // The vendor proposes a change: the couple accepts or declines it, the vendor withdraws it.
  const proposed = await ctx.server.app.inject({
    method: 'POST',
    url: `/api/v1/account-vendors/${linked.id}/expectations/proposal/`,
    headers: { authorization: `Bearer ${ctx.users.vendor.access_token}` },
    payload: { deliverables: '500 edited photos', arrival_time: '12:00', day_contacts: 'Ana', note: 'More light' },
  });
  if (proposed.statusCode !== 201) throw new Error(proposed.body);
  const vendorUser = ctx.users.vendor.user.id;
  const [spare] = await db
    .insert(vendorBusinesses)
    .values({ ownerId: vendorUser, name: 'Spare studio', category: 'video' })
    .returning();
  const [photo] = await db
    .insert(vendorBusinessPhotos)
    .values({ businessId: spare!.id, position: 0, width: 1, height: 1, variants: [{ id: MISSING_ID, width: 1 }] })
    .returning();
  await db.insert(vendorTeamMembers).values({ businessId: spare!.id, userId: ctx.users.stranger.user.id });
  const [invite] = await db
    .insert(vendorTeamInvites)
    .values({ businessId: spare!.id, email: ctx.users.requested.email, invitedBy: vendorUser })
    .returning();
  return {
    wedding,
    linked: linked.id,
    business: (await businessOf(ctx.server, vendorUser)).id,
    spare: spare!.id,
    photo: photo!.id,
    teamMember: ctx.users.stranger.user.id,
    newMemberEmail: ctx.users.follower.email,
    teamInvite: invite!.id,
  };
}

const theVendor = (status: number) => only('vendor', status);
const vendorBody = { name: 'Bloom & Co', category: 'florist', quoted_price: '1200' };

/** Where a wedding's vendor list lives: `?account=` (and `account` in the body), and the spec's path. */
const listPaths = [
  {
    route: '/api/v1/account-vendors/',
    list: (w: VendorsWorld) => `/api/v1/account-vendors/?account=${w.wedding.slug}`,
    add: {
      url: () => '/api/v1/account-vendors/',
      body: (w: VendorsWorld) => ({ account: w.wedding.id, ...vendorBody }),
    },
  },
  {
    route: '/api/v1/accounts/:id/vendors/',
    list: (w: VendorsWorld) => `/api/v1/accounts/${w.wedding.slug}/vendors/`,
    add: { url: (w: VendorsWorld) => `/api/v1/accounts/${w.wedding.id}/vendors/`, body: () => vendorBody },
  },
];

export default defineArea<VendorsWorld>({
  arrange,
  missing: {
    as: 'vendor',
    world: (w) => ({
      ...w,
      wedding: { ...w.wedding, id: MISSING_ID, slug: 'no-such-wedding' },
      linked: MISSING_ID,
      business: MISSING_ID,
      spare: 'not-a-uuid',
      photo: MISSING_ID,
      teamMember: MISSING_ID,
      teamInvite: MISSING_ID,
    }),
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
      // The stranger is on the spare business's team, so it may invite people too (issue 32: an invitation).
      expected: { ...theVendor(202), stranger: 202 },
    },
    {
      method: 'GET',
      route: '/api/v1/vendor/vendors/team-invites/',
      url: () => '/api/v1/vendor/vendors/team-invites/',
      expected: signedIn(200),
    },
    // Only the person the invitation names answers it; to anyone else it does not exist.
    {
      method: 'POST',
      route: '/api/v1/vendor/vendors/team-invites/:id/accept/',
      url: (w) => `/api/v1/vendor/vendors/team-invites/${w.teamInvite}/accept/`,
      expected: only('requested', 204, 404),
      events: 0,
    },
    {
      method: 'POST',
      route: '/api/v1/vendor/vendors/team-invites/:id/decline/',
      url: (w) => `/api/v1/vendor/vendors/team-invites/${w.teamInvite}/decline/`,
      expected: only('requested', 204, 404),
      events: 0,
    },
    {
      method: 'DELETE',
      route: '/api/v1/vendor/vendors/:id/team/:user/',
      url: (w) => `/api/v1/vendor/vendors/${w.spare}/team/${w.teamMember}/`,
      expected: { ...theVendor(204), stranger: 204 },
      events: 0,
    },
    // The list and its creation at both of their paths, one handler each: the same answer for every role.
    ...listPaths.flatMap(({ route, list, add }) => [
      { method: 'GET' as const, route, url: list, expected: members(200) },
      { method: 'POST' as const, route, url: add.url, body: add.body, expected: coupleOnly(201), events: 1 },
    ]),
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
    {
      method: 'POST',
      route: '/api/v1/account-vendors/:id/expectations/proposal/',
      url: (w) => `/api/v1/account-vendors/${w.linked}/expectations/proposal/`,
      body: () => ({ deliverables: 'Album too', arrival_time: '11:30', day_contacts: 'Rui', note: '' }),
      expected: { ...coupleOnly(201), vendor: 201 },
      events: 2,
    },
    {
      // The arranged change is the vendor's: the couple accepts it; the vendor cannot accept its own.
      method: 'POST',
      route: '/api/v1/account-vendors/:id/expectations/proposal/accept/',
      url: (w) => `/api/v1/account-vendors/${w.linked}/expectations/proposal/accept/`,
      expected: { ...coupleOnly(200), vendor: 409 },
      events: 2,
    },
    {
      method: 'DELETE',
      route: '/api/v1/account-vendors/:id/expectations/proposal/',
      url: (w) => `/api/v1/account-vendors/${w.linked}/expectations/proposal/`,
      expected: { ...coupleOnly(204), vendor: 204 },
      events: 2,
    },
    {
      // Planning tasks are the wedding's: members read the links, the vendor never does.
      method: 'GET',
      route: '/api/v1/account-vendors/:id/tasks/',
      url: (w) => `/api/v1/account-vendors/${w.linked}/tasks/`,
      expected: members(200),
    },
    {
      method: 'PUT',
      route: '/api/v1/account-vendors/:id/tasks/',
      url: (w) => `/api/v1/account-vendors/${w.linked}/tasks/`,
      body: () => ({ tasks: [] }),
      expected: coupleOnly(200),
      events: 1,
    },
    {
      method: 'POST',
      route: '/api/v1/vendor/vendors/:id/photos/',
      url: (w) => `/api/v1/vendor/vendors/${w.spare}/photos/`,
      send: () => multipart([{ field: 'photos', filename: 'p.png', contentType: 'image/png', data: tinyPng() }]),
      expected: { ...theVendor(201), stranger: 201 },
      events: 0,
    },
    {
      method: 'DELETE',
      route: '/api/v1/vendor/vendors/:id/photos/:photo/',
      url: (w) => `/api/v1/vendor/vendors/${w.spare}/photos/${w.photo}/`,
      expected: { ...theVendor(204), stranger: 204 },
      events: 0,
    },
  ],
});
