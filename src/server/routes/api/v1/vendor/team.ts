import type { FastifyPluginAsync } from 'fastify';
import { teamMemberBody } from '../../../../../shared/vendorsSchemas';
import { parse } from '../../../../lib/problem';
import { addTeamMember, removeTeamMember, teamBusiness } from '../../../../services/vendorBusinesses';

// The people who act for a business: anyone on the team adds another by the email of their account.
const team: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' } } as const;

  app.post<{ Params: { id: string } }>('/vendors/:id/team/', signedIn, async (request, reply) => {
    const business = await teamBusiness(db, request.params.id, request.user!.id);
    const { email } = parse(teamMemberBody, request.body);
    return reply.code(201).send(await db.transaction((tx) => addTeamMember(tx, business, email)));
  });

  app.delete<{ Params: { id: string; user: string } }>('/vendors/:id/team/:user/', signedIn, async (request, reply) => {
    const business = await teamBusiness(db, request.params.id, request.user!.id);
    await db.transaction((tx) => removeTeamMember(tx, business, request.params.user));
    return reply.code(204).send();
  });
};

export default team;
