import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taskCreateBody, taskSchema, taskStatusBody, taskUpdateBody } from '../../../../../shared/planning';
import { commentThreadRoutes } from '../../../../lib/commentRoutes';
import { noContent } from '../../../../lib/routeSchemas';
import { held } from '../../../../lib/versions';
import { accessOf } from '../../../../plugins/access';
import { createTask, deleteTask, taskById, taskJson, updateTask } from '../../../../services/tasks';

// /api/v1/tasks/: one task of the board and its status. The board itself is /accounts/{id}/tasks/; a task's
// comments are /tasks/{id}/comments/, and one of them is /task-comments/{id}/.
const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(commentThreadRoutes, { kind: 'task' });
  const { db } = app.database;
  const view = { permission: 'wedding:tasks.view', target: 'task' } as const;
  const edit = { permission: 'wedding:tasks.edit', target: 'task' } as const;

  app.post(
    '/',
    {
      config: { permission: 'wedding:tasks.edit', target: 'accountField' },
      schema: { body: taskCreateBody, response: { 201: taskSchema } },
    },
    async (request, reply) => {
      const { wedding } = accessOf(request);
      const { account: _account, ...body } = request.body;
      const task = await db.transaction((tx) => createTask(tx, wedding.id, request.user!.id, body));
      return reply.code(201).send(task);
    },
  );

  app.get(
    '/:id/',
    { config: view, schema: { params: z.object({ id: z.string() }), response: { 200: taskSchema } } },
    async (request) => taskJson(db, await taskById(db, accessOf(request).target.id)),
  );

  app.patch(
    '/:id/',
    {
      config: edit,
      schema: { params: z.object({ id: z.string() }), body: taskUpdateBody, response: { 200: taskSchema } },
    },
    async (request) => {
      const { wedding, target } = accessOf(request);
      const body = request.body;
      return db.transaction(held(request, (tx) => updateTask(tx, wedding.id, target.id, request.user!.id, body)));
    },
  );

  app.delete(
    '/:id/',
    { config: edit, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      await db.transaction(held(request, (tx) => deleteTask(tx, wedding.id, target.id, request.user!.id)));
      return reply.code(204).send();
    },
  );

  app.post(
    '/:id/update-status/',
    {
      config: edit,
      schema: { params: z.object({ id: z.string() }), body: taskStatusBody, response: { 200: taskSchema } },
    },
    async (request) => {
      const { wedding, target } = accessOf(request);
      const { status } = request.body;
      return db.transaction(held(request, (tx) => updateTask(tx, wedding.id, target.id, request.user!.id, { status })));
    },
  );
};

export default tasksRoutes;
