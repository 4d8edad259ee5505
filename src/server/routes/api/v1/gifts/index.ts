import type { FastifyPluginAsync } from 'fastify';
import { giftPatch } from '../../../../../shared/site';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import { deleteGift, updateGift } from '../../../../services/gifts';

type IdParams = { Params: { id: string } };

// /api/v1/gifts/{id}/: one line of the thank-you tracker, the couple's to change.
const giftsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const manage = { config: { permission: 'wedding:guests.manage' as const, target: 'gift' as const } };

  app.patch<IdParams>('/:id/', manage, async (request) =>
    updateGift(db, accessOf(request).target.id, request.user!.id, parse(giftPatch, request.body)),
  );

  app.delete<IdParams>('/:id/', manage, async (request, reply) => {
    await deleteGift(db, accessOf(request).target.id, request.user!.id);
    return reply.code(204).send();
  });
};

export default giftsRoutes;
