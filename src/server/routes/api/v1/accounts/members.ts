import type { FastifyPluginAsync } from 'fastify';
import { inviteBody } from '../../../../../shared/weddings';
import { offsetPaging } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { INVITES_PAGE, sentInvites } from '../../../../services/invites';
import { sendInvite } from '../../../../services/invitesSend';
import { MEMBERS_PAGE, weddingMembersList } from '../../../../services/members';
import { type IdParams, weddingOf } from './access';

// The people page: members for every member; invitations (with invitees' emails) for the couple only.
const members: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  app.get<IdParams>('/:id/members/', { config: { permission: 'wedding:members.list' } }, async (request) => {
    const paging = offsetPaging(request, MEMBERS_PAGE);
    return paging.envelope(await weddingMembersList(db, weddingOf(request).row.id, paging.window));
  });

  app.get<IdParams>('/:id/invites/', { config: { permission: 'wedding:invites.manage' } }, async (request) => {
    const paging = offsetPaging(request, INVITES_PAGE);
    return paging.envelope(await sentInvites(db, weddingOf(request).row.id, paging.window));
  });

  app.post<IdParams>('/:id/invites/', { config: { permission: 'wedding:invites.manage' } }, async (request, reply) => {
    const body = parse(inviteBody, request.body);
    const sent = await sendInvite(db, app, weddingOf(request).row, { ...body, invitedBy: request.user!.id });
    return reply.code(201).send(sent);
  });
};

export default members;
