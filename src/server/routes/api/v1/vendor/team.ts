import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamMemberBody } from '../../../../../shared/vendorsSchemas';
import { wholeList } from '../../../../lib/paging';
import { listOf, noBody, noContent, someObject } from '../../../../lib/routeSchemas';
import { removeTeamMember, teamBusiness } from '../../../../services/vendorBusinesses';
import { answerTeamInvite, inviteToTeam, myTeamInvites } from '../../../../services/vendorTeamInvites';

// The people who act for a business: anyone on the team invites another by email, and the person accepts (or not).
const team: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' } } as const;

  // The same answer whether or not the address has an account: the team learns nothing of who is registered.
  app.post(
    '/vendors/:id/team/',
    {
      ...signedIn,
      schema: { params: z.object({ id: z.string() }), body: teamMemberBody, response: { 202: someObject() } },
    },
    async (request, reply) => {
      const business = await teamBusiness(db, request.params.id, request.user!.id);
      const { email } = request.body;
      return reply.code(202).send(await inviteToTeam(db, app, business, request.user!, email));
    },
  );

  app.delete(
    '/vendors/:id/team/:user/',
    { ...signedIn, schema: { params: z.object({ id: z.string(), user: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      const business = await teamBusiness(db, request.params.id, request.user!.id);
      await db.transaction((tx) => removeTeamMember(tx, business, request.params.user));
      return reply.code(204).send();
    },
  );

  app.get(
    '/vendors/team-invites/',
    { ...signedIn, schema: { response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await myTeamInvites(db, request.user!)),
  );

  app.post(
    '/vendors/team-invites/:id/accept/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), body: noBody, response: { 204: noContent } } },
    async (request, reply) => {
      await answerTeamInvite(db, request.user!, request.params.id, true);
      return reply.code(204).send();
    },
  );

  app.post(
    '/vendors/team-invites/:id/decline/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), body: noBody, response: { 204: noContent } } },
    async (request, reply) => {
      await answerTeamInvite(db, request.user!, request.params.id, false);
      return reply.code(204).send();
    },
  );
};

export default team;
