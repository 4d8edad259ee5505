import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { removeMember } from '../../../../services/members';

// /api/v1/account-members/{id}/: one seat on a wedding's committee, as the people page lists it. The couple removes it.
const accountMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.delete(
    '/:id/',
    {
      config: { permission: 'wedding:members.remove', target: 'member' },
      schema: { params: z.object({ id: z.string() }), response: { 204: noContent } },
    },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      await removeMember(db, wedding.id, target.id, request.user!.id);
      return reply.code(204).send();
    },
  );
};

export default accountMembersRoutes;
