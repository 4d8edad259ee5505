import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type InvitePreview, roleLabel } from '../../../../../shared/weddings';
import { inviteCodeBody, inviteResponseBody } from '../../../../../shared/weddingsSchemas';
import { weddingInvites, weddings } from '../../../../db/schema';
import { authMessages } from '../../../../lib/messages';
import { offsetPaging } from '../../../../lib/paging';
import { HttpError } from '../../../../lib/problem';
import { hitLimit } from '../../../../lib/rateLimit';
import { listOf, noBody, noContent, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import {
  answerInvite,
  claimByCode,
  INVITES_PAGE,
  inviterName,
  receivedInvites,
  renewInvite,
  toSentInvite,
  usable,
} from '../../../../services/invites';
import { mailInvite } from '../../../../services/invitesSend';
import { cancelInvite } from '../../../../services/members';
import { findById } from '../../../../services/users';

// /api/v1/account-invites/: invitations to a wedding's committee, seen from the invitee's side, plus resending.
const accountInvitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  // Invitations are matched by address only for its verified owner: anyone may sign up with any address.
  const myVerifiedEmail = async (userId: string) => {
    const me = await findById(db, userId);
    if (!me) throw new HttpError(401, authMessages.accountGone);
    return me.emailVerifiedAt ? me.email.toLowerCase() : null;
  };

  app.get('/', { ...signedIn, schema: { response: { 200: listOf(someObject()) } } }, async (request) => {
    const paging = offsetPaging(request, INVITES_PAGE);
    const email = await myVerifiedEmail(request.user!.id);
    return paging.envelope(email ? await receivedInvites(db, email, paging.window) : { count: 0, results: [] });
  });

  // What a link is for, so a signed-out invitee sees the wedding before creating an account. The token is the key.
  app.post(
    '/preview/',
    { config: { permission: 'public' }, schema: { body: inviteCodeBody, response: { 200: someObject() } } },
    async (request) => {
      const { code } = request.body;
      return db.transaction(async (tx) => {
        const invite = await claimByCode(tx, code);
        const [wedding] = await tx.select().from(weddings).where(eq(weddings.id, invite.weddingId));
        const preview: InvitePreview = {
          account_name: wedding!.name,
          account_slug: wedding!.slug,
          role: invite.role,
          role_label: roleLabel(invite.role),
          invited_by: await inviterName(tx, invite.invitedBy),
          email: invite.email,
        };
        return preview;
      });
    },
  );

  // Acceptance by the mailed link: whoever holds the unused, unexpired token joins, once.
  app.post(
    '/accept/',
    { ...signedIn, schema: { body: inviteCodeBody, response: { 200: someObject() } } },
    async (request) => {
      const { code } = request.body;
      return db.transaction(async (tx) => {
        const invite = await claimByCode(tx, code);
        await answerInvite(tx, invite, request.user!.id, true);
        const [wedding] = await tx.select().from(weddings).where(eq(weddings.id, invite.weddingId));
        return { status: 'accepted', account: { id: wedding!.id, slug: wedding!.slug, name: wedding!.name } };
      });
    },
  );

  // The policy lets only the invitee (by verified email) answer, and only the couple resend.
  app.post(
    '/:id/response/',
    {
      config: { permission: 'wedding:invites.respond', target: 'invite' },
      schema: { params: z.object({ id: z.string() }), body: inviteResponseBody, response: { 200: someObject() } },
    },
    async (request) => {
      const { wedding, target } = accessOf(request);
      const { accept } = request.body;
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(weddingInvites).where(eq(weddingInvites.id, target.id)).for('update');
        await answerInvite(tx, usable(locked!), request.user!.id, accept);
        return {
          status: accept ? 'accepted' : 'declined',
          account: { id: wedding.id, slug: wedding.slug, name: wedding.name },
        };
      });
    },
  );

  // The couple takes an invitation back: the mailed link and the invitee's answer stop working at once.
  app.delete(
    '/:id/',
    {
      config: { permission: 'wedding:invites.manage', target: 'invite' },
      schema: { params: z.object({ id: z.string() }), response: { 204: noContent } },
    },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      await cancelInvite(db, wedding.id, target.id, request.user!.id);
      return reply.code(204).send();
    },
  );

  // The new mail carries a new link and the old one stops working.
  app.post(
    '/:id/resend/',
    {
      config: { permission: 'wedding:invites.resend', target: 'invite' },
      schema: { params: z.object({ id: z.string() }), body: noBody, response: { 200: someObject() } },
    },
    async (request) => {
      const { wedding, target } = accessOf(request);
      await hitLimit(db, `invite:user:${request.user!.id}`, app.config.limits.invitesPerUser, 'invitations');
      const { invite, token } = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(weddingInvites).where(eq(weddingInvites.id, target.id)).for('update');
        return renewInvite(tx, locked!);
      });
      await mailInvite(app, wedding, invite, token, await inviterName(db, request.user!.id));
      return toSentInvite(invite);
    },
  );
};

export default accountInvitesRoutes;
