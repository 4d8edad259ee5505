import type { FastifyPluginAsync } from 'fastify';
import { householdBody } from '../../../../../shared/site';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import { deleteHousehold, updateHousehold } from '../../../../services/guests';

type IdParams = { Params: { id: string } };

// /api/v1/households/{id}/: one household of the guest list, the couple's to change.
const householdsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const manage = { config: { permission: 'wedding:guests.manage' as const, target: 'household' as const } };

  app.patch<IdParams>('/:id/', manage, async (request) => {
    const { target } = accessOf(request);
    return updateHousehold(db, target.id, request.user!.id, parse(householdBody, request.body), app.config.publicUrl);
  });

  app.delete<IdParams>('/:id/', manage, async (request, reply) => {
    await deleteHousehold(db, accessOf(request).target.id, request.user!.id);
    return reply.code(204).send();
  });
};

export default householdsRoutes;
