import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountField,
  reorderBody,
  weddingDayTaskCreateBody,
  weddingDayTaskUpdateBody,
} from '../../../../../shared/planning';
import { commentThreadRoutes } from '../../../../lib/commentRoutes';
import { wholeList } from '../../../../lib/paging';
import { listOf, noContent, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import {
  createWeddingDayTask,
  deleteWeddingDayTask,
  reorderWeddingDay,
  updateWeddingDayTask,
  weddingDayTask,
} from '../../../../services/weddingDayTasks';

// /api/v1/wedding-day-tasks/: the run-of-show of the day. The list is /accounts/{id}/wedding-day-tasks/; an item's
// comments are /wedding-day-tasks/{id}/comments/, and one of them is /wedding-day-task-comments/{id}/.
const weddingDayTasksRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(commentThreadRoutes, { kind: 'weddingDayTask' });
  const { db } = app.database;
  const view = { permission: 'wedding:tasks.view', target: 'weddingDayTask' } as const;
  const edit = { permission: 'wedding:tasks.edit', target: 'weddingDayTask' } as const;
  const onAccount = { permission: 'wedding:tasks.edit', target: 'accountField' } as const;

  app.post(
    '/',
    { config: onAccount, schema: { body: weddingDayTaskCreateBody, response: { 201: someObject() } } },
    async (request, reply) => {
      const { wedding } = accessOf(request);
      const { account: _account, ...body } = request.body;
      const task = await db.transaction((tx) => createWeddingDayTask(tx, wedding.id, request.user!.id, body));
      return reply.code(201).send(task);
    },
  );

  // The whole list in a new order: {account, ids}.
  app.post(
    '/reorder/',
    {
      config: onAccount,
      schema: { body: reorderBody.extend({ account: accountField }), response: { 200: listOf(someObject()) } },
    },
    async (request) => {
      const { wedding } = accessOf(request);
      const { ids } = request.body;
      return wholeList(await db.transaction((tx) => reorderWeddingDay(tx, wedding.id, ids, request.user!.id)));
    },
  );

  app.get(
    '/:id/',
    { config: view, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => weddingDayTask(db, accessOf(request).target.id),
  );

  app.patch(
    '/:id/',
    {
      config: edit,
      schema: { params: z.object({ id: z.string() }), body: weddingDayTaskUpdateBody, response: { 200: someObject() } },
    },
    async (request) => {
      const { wedding, target } = accessOf(request);
      const body = request.body;
      return db.transaction((tx) => updateWeddingDayTask(tx, wedding.id, target.id, request.user!.id, body));
    },
  );

  app.delete(
    '/:id/',
    { config: edit, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      await db.transaction((tx) => deleteWeddingDayTask(tx, wedding.id, target.id, request.user!.id));
      return reply.code(204).send();
    },
  );
};

export default weddingDayTasksRoutes;
