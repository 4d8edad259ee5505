import type { FastifyPluginAsync } from 'fastify';
import { teamMemberBody } from '../../../../../shared/vendorsSchemas';
import { wholeList } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { removeTeamMember, teamBusiness } from '../../../../services/vendorBusinesses';
import { answerTeamInvite, inviteToTeam, myTeamInvites } from '../../../../services/vendorTeamInvites';

// The people who act for a business: anyone on the team invites another by email, and the person accepts (or not).
const team: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' } } as const;

  // The same answer whether or not the address has an account: the team learns nothing of who is registered.
  app.post<{ Params: { id: string } }>('/vendors/:id/team/', signedIn, async (request, reply) => {
    const business = await teamBusiness(db, request.params.id, request.user!.id);
    const { email } = parse(teamMemberBody, request.body);
    return reply.code(202).send(await inviteToTeam(db, app, business, request.user!, email));
  });

  app.delete<{ Params: { id: string; user: string } }>('/vendors/:id/team/:user/', signedIn, async (request, reply) => {
    const business = await teamBusiness(db, request.params.id, request.user!.id);
    await db.transaction((tx) => removeTeamMember(tx, business, request.params.user));
    return reply.code(204).send();
  });

  app.get('/vendors/team-invites/', signedIn, async (request) => wholeList(await myTeamInvites(db, request.user!)));

  app.post<{ Params: { id: string } }>('/vendors/team-invites/:id/accept/', signedIn, async (request, reply) => {
    await answerTeamInvite(db, request.user!, request.params.id, true);
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/vendors/team-invites/:id/decline/', signedIn, async (request, reply) => {
    await answerTeamInvite(db, request.user!, request.params.id, false);
    return reply.code(204).send();
  });
};

export default team;
