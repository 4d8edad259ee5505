import type { FastifyPluginAsync } from 'fastify';
import { accessOf } from '../../../../plugins/access';
import { removeMember } from '../../../../services/members';

type IdParams = { Params: { id: string } };

// /api/v1/account-members/{id}/: one seat on a wedding's committee, as the people page lists it. The couple removes it.
const accountMembersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  app.delete<IdParams>(
    '/:id/',
    { config: { permission: 'wedding:members.remove', target: 'member' } },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      await removeMember(db, wedding.id, target.id, request.user!.id);
      return reply.code(204).send();
    },
  );
};

export default accountMembersRoutes;
