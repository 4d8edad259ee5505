import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tablePatch } from '../../../../../shared/seating';
import { noContent, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { deleteTable, updateTable } from '../../../../services/seating';

// /api/v1/seating-tables/{id}/: one table of an event's seating plan, the couple's to change, move or remove.
const seatingTablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const manage = { config: { permission: 'wedding:guests.manage' as const, target: 'seatingTable' as const } };
  const params = z.object({ id: z.string() });

  app.patch(
    '/:id/',
    { ...manage, schema: { params, body: tablePatch, response: { 200: someObject() } } },
    async (request) => updateTable(db, accessOf(request).target.id, request.user!.id, request.body),
  );

  app.delete('/:id/', { ...manage, schema: { params, response: { 204: noContent } } }, async (request, reply) => {
    await deleteTable(db, accessOf(request).target.id, request.user!.id);
    return reply.code(204).send();
  });
};

export default seatingTablesRoutes;
