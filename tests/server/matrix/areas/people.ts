import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { weddingInvites, weddingMembers } from '../../../../src/server/db/schema';
import { hashToken } from '../../../../src/server/lib/tokens';
import type { Wedding } from '../../../../src/shared/weddings';
import { uniqueEmail } from '../../api';
import { defineArea, type MatrixContext, MISSING_ID } from '../area';
import { anyone, coupleOnly, members, only, signedIn } from '../roles';

// The people page and committee invitations: members see who is on the committee; the couple invites and resends;
// an invitation is answered by whoever it is addressed to, and its mailed link works for whoever holds it.

interface World {
  wedding: Wedding;
  /** An invitation to the stranger's email, and its link's code. */
  invite: string;
  code: string;
  /** The committee member's seat, for the couple to remove. */
  seat: string;
}

async function invitation(ctx: MatrixContext, wedding: Wedding, email: string) {
  const code = randomBytes(16).toString('hex');
  const [row] = await ctx.server.database.db
    .insert(weddingInvites)
    .values({
      weddingId: wedding.id,
      email,
      role: 'friend',
      tokenHash: hashToken(code),
      invitedBy: ctx.users.couple.user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: weddingInvites.id });
  return { invite: row!.id, code };
}

export default defineArea<World>({
  async arrange(ctx) {
    const wedding = await ctx.wedding();
    const [seat] = await ctx.server.database.db
      .select({ id: weddingMembers.id })
      .from(weddingMembers)
      .where(and(eq(weddingMembers.weddingId, wedding.id), eq(weddingMembers.userId, ctx.users.member.user.id)));
    return { wedding, seat: seat!.id, ...(await invitation(ctx, wedding, ctx.users.stranger.email)) };
  },
  missing: {
    as: 'couple',
    world: (w) => ({
      ...w,
      wedding: { ...w.wedding, id: MISSING_ID, slug: 'no-such' },
      invite: MISSING_ID,
      seat: MISSING_ID,
    }),
  },
  rows: [
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/members/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/members/`,
      expected: members(200),
    },
    {
      method: 'GET',
      route: '/api/v1/accounts/:id/invites/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/invites/`,
      expected: coupleOnly(200),
    },
    {
      method: 'POST',
      route: '/api/v1/accounts/:id/invites/',
      url: (w) => `/api/v1/accounts/${w.wedding.id}/invites/`,
      body: () => ({ email: uniqueEmail('matrix'), role: 'friend' }),
      expected: coupleOnly(201),
    },
    {
      method: 'GET',
      route: '/api/v1/account-invites/',
      url: () => '/api/v1/account-invites/',
      expected: signedIn(200),
    },
    {
      method: 'POST',
      route: '/api/v1/account-invites/preview/',
      url: () => '/api/v1/account-invites/preview/',
      body: (w) => ({ code: w.code }),
      expected: anyone(200),
    },
    {
      method: 'POST',
      route: '/api/v1/account-invites/accept/',
      url: () => '/api/v1/account-invites/accept/',
      body: (w) => ({ code: w.code }),
      expected: signedIn(200),
    },
    {
      method: 'POST',
      route: '/api/v1/account-invites/:id/response/',
      url: (w) => `/api/v1/account-invites/${w.invite}/response/`,
      body: () => ({ accept: true }),
      expected: only('stranger', 200),
    },
    {
      method: 'POST',
      route: '/api/v1/account-invites/:id/resend/',
      url: (w) => `/api/v1/account-invites/${w.invite}/resend/`,
      expected: coupleOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/v1/account-invites/:id/',
      url: (w) => `/api/v1/account-invites/${w.invite}/`,
      expected: coupleOnly(204),
      events: 0,
    },
    {
      method: 'DELETE',
      route: '/api/v1/account-members/:id/',
      url: (w) => `/api/v1/account-members/${w.seat}/`,
      expected: coupleOnly(204),
      // The removed member's notification, and its unread count.
      events: 2,
    },
  ],
});
