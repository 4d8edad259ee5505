import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inviteCodeBody, inviteResponseBody } from '../../../../../shared/weddingsSchemas';
import { offsetPaging } from '../../../../lib/paging';
import { hitLimit } from '../../../../lib/rateLimit';
import { listOf, noBody, noContent, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import {
  acceptByCode,
  previewInvite,
  renewInviteById,
  respondToInvite,
  verifiedEmailOf,
} from '../../../../services/inviteAnswers';
import { INVITES_PAGE, inviterName, receivedInvites, toSentInvite } from '../../../../services/invites';
import { mailInvite } from '../../../../services/invitesSend';
import { cancelInvite } from '../../../../services/members';

// /api/v1/account-invites/: invitations to a wedding's committee, seen from the invitee's side, plus resending.
const accountInvitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get('/', { ...signedIn, schema: { response: { 200: listOf(someObject()) } } }, async (request) => {
    const paging = offsetPaging(request, INVITES_PAGE);
    const email = await verifiedEmailOf(db, request.user!.id);
    return paging.envelope(email ? await receivedInvites(db, email, paging.window) : { count: 0, results: [] });
  });

  // What a link is for, so a signed-out invitee sees the wedding before creating an account. The token is the key.
  app.post(
    '/preview/',
    { config: { permission: 'public' }, schema: { body: inviteCodeBody, response: { 200: someObject() } } },
    async (request) => previewInvite(db, request.body.code),
  );

  // Acceptance by the mailed link: whoever holds the unused, unexpired token joins, once.
  app.post(
    '/accept/',
    { ...signedIn, schema: { body: inviteCodeBody, response: { 200: someObject() } } },
    async (request) => acceptByCode(db, request.body.code, request.user!.id),
  );

  // The policy lets only the invitee (by verified email) answer, and only the couple resend.
  app.post(
    '/:id/response/',
    {
      config: { permission: 'wedding:invites.respond', target: 'invite' },
      schema: { params: z.object({ id: z.string() }), body: inviteResponseBody, response: { 200: someObject() } },
    },
    async (request) => respondToInvite(db, accessOf(request).target.id, request.user!.id, request.body.accept),
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
      const { invite, token } = await renewInviteById(db, target.id);
      await mailInvite(app, wedding, invite, token, await inviterName(db, request.user!.id));
      return toSentInvite(invite);
    },
  );
};

export default accountInvitesRoutes;
