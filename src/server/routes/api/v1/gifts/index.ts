import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { giftPatch } from '../../../../../shared/site';
import { noContent, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { deleteGift, updateGift } from '../../../../services/gifts';

// /api/v1/gifts/{id}/: one line of the thank-you tracker, the couple's to change.
const giftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const manage = { config: { permission: 'wedding:guests.manage' as const, target: 'gift' as const } };

  app.patch(
    '/:id/',
    { ...manage, schema: { params: z.object({ id: z.string() }), body: giftPatch, response: { 200: someObject() } } },
    async (request) => updateGift(db, accessOf(request).target.id, request.user!.id, request.body),
  );

  app.delete(
    '/:id/',
    { ...manage, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      await deleteGift(db, accessOf(request).target.id, request.user!.id);
      return reply.code(204).send();
    },
  );
};

export default giftsRoutes;
