import type { FastifyPluginAsync } from 'fastify';
import { inviteBody } from '../../../../../shared/weddingsSchemas';
import { offsetPaging } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { hitLimit } from '../../../../lib/rateLimit';
import { accessOf } from '../../../../plugins/access';
import { INVITES_PAGE, sentInvites } from '../../../../services/invites';
import { sendInvite } from '../../../../services/invitesSend';
import { MEMBERS_PAGE, weddingMembersList } from '../../../../services/members';

type IdParams = { Params: { id: string } };

// The people page: members for every member; invitations (with invitees' emails) for the couple only.
const members: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  app.get<IdParams>(
    '/:id/members/',
    { config: { permission: 'wedding:members.list', target: 'account' } },
    async (request) => {
      const paging = offsetPaging(request, MEMBERS_PAGE);
      return paging.envelope(await weddingMembersList(db, accessOf(request).wedding.id, paging.window));
    },
  );

  app.get<IdParams>(
    '/:id/invites/',
    { config: { permission: 'wedding:invites.manage', target: 'account' } },
    async (request) => {
      const paging = offsetPaging(request, INVITES_PAGE);
      return paging.envelope(await sentInvites(db, accessOf(request).wedding.id, paging.window));
    },
  );

  app.post<IdParams>(
    '/:id/invites/',
    { config: { permission: 'wedding:invites.manage', target: 'account' } },
    async (request, reply) => {
      const body = parse(inviteBody, request.body);
      // Each invitation is a mail: sending and resending share one count per user.
      await hitLimit(db, `invite:user:${request.user!.id}`, app.config.limits.invitesPerUser, 'invitations');
      const sent = await sendInvite(db, app, accessOf(request).wedding, { ...body, invitedBy: request.user!.id });
      return reply.code(201).send(sent);
    },
  );
};

export default members;
