import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { householdBody } from '../../../../../shared/site';
import { noContent, someObject } from '../../../../lib/routeSchemas';
import { held } from '../../../../lib/versions';
import { accessOf } from '../../../../plugins/access';
import { deleteHouseholdIn, updateHousehold } from '../../../../services/guests';

// /api/v1/households/{id}/: one household of the guest list, the couple's to change.
const householdsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const manage = { config: { permission: 'wedding:guests.manage' as const, target: 'household' as const } };

  app.patch(
    '/:id/',
    {
      ...manage,
      schema: { params: z.object({ id: z.string() }), body: householdBody, response: { 200: someObject() } },
    },
    async (request) => {
      const { target } = accessOf(request);
      const by = request.user!.id;
      return db.transaction(
        held(request, (tx) => updateHousehold(tx, target.id, by, request.body, app.config.publicUrl)),
      );
    },
  );

  app.delete(
    '/:id/',
    { ...manage, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      const { target } = accessOf(request);
      await db.transaction(held(request, (tx) => deleteHouseholdIn(tx, target.id, request.user!.id)));
      return reply.code(204).send();
    },
  );
};

export default householdsRoutes;
