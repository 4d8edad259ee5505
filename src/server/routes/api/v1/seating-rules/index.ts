import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { deleteRule } from '../../../../services/seating';

// /api/v1/seating-rules/{id}/: one seating rule, the couple's to remove.
const seatingRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.delete(
    '/:id/',
    {
      config: { permission: 'wedding:guests.manage', target: 'seatingRule' },
      schema: { params: z.object({ id: z.string() }), response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteRule(db, accessOf(request).target.id, request.user!.id);
      return reply.code(204).send();
    },
  );
};

export default seatingRulesRoutes;
