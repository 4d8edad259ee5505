import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inviteBody } from '../../../../../shared/weddingsSchemas';
import { offsetPaging } from '../../../../lib/paging';
import { hitLimit } from '../../../../lib/rateLimit';
import { listOf, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { INVITES_PAGE, sentInvites } from '../../../../services/invites';
import { sendInvite } from '../../../../services/invitesSend';
import { MEMBERS_PAGE, weddingMembersList } from '../../../../services/members';

// The people page: members for every member; invitations (with invitees' emails) for the couple only.
const members: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/:id/members/',
    {
      config: { permission: 'wedding:members.list', target: 'account' },
      schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } },
    },
    async (request) => {
      const paging = offsetPaging(request, MEMBERS_PAGE);
      return paging.envelope(await weddingMembersList(db, accessOf(request).wedding.id, paging.window));
    },
  );

  app.get(
    '/:id/invites/',
    {
      config: { permission: 'wedding:invites.manage', target: 'account' },
      schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } },
    },
    async (request) => {
      const paging = offsetPaging(request, INVITES_PAGE);
      return paging.envelope(await sentInvites(db, accessOf(request).wedding.id, paging.window));
    },
  );

  app.post(
    '/:id/invites/',
    {
      config: { permission: 'wedding:invites.manage', target: 'account' },
      schema: { params: z.object({ id: z.string() }), body: inviteBody, response: { 201: someObject() } },
    },
    async (request, reply) => {
      const body = request.body;
      // Each invitation is a mail: sending and resending share one count per user.
      await hitLimit(db, `invite:user:${request.user!.id}`, app.config.limits.invitesPerUser, 'invitations');
      const sent = await sendInvite(db, app, accessOf(request).wedding, { ...body, invitedBy: request.user!.id });
      return reply.code(201).send(sent);
    },
  );
};

export default members;
