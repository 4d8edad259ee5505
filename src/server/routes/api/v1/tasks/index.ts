import type { FastifyPluginAsync } from 'fastify';
import { taskCreateBody, taskStatusBody, taskUpdateBody } from '../../../../../shared/planning';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import { createTask, deleteTask, taskById, taskJson, updateTask } from '../../../../services/tasks';

type IdParams = { Params: { id: string } };

// /api/v1/tasks/: one task of the board and its status. The board itself is /accounts/{id}/tasks/; comments are
// routes/api/v1/comments/.
const tasksRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const view = { permission: 'wedding:tasks.view', target: 'task' } as const;
  const edit = { permission: 'wedding:tasks.edit', target: 'task' } as const;

  app.post('/', { config: { permission: 'wedding:tasks.edit', target: 'accountField' } }, async (request, reply) => {
    const { wedding } = accessOf(request);
    const { account: _account, ...body } = parse(taskCreateBody, request.body);
    const task = await db.transaction((tx) => createTask(tx, wedding.id, request.user!.id, body));
    return reply.code(201).send(task);
  });

  app.get<IdParams>('/:id/', { config: view }, async (request) =>
    taskJson(db, await taskById(db, accessOf(request).target.id)),
  );

  app.patch<IdParams>('/:id/', { config: edit }, async (request) => {
    const { wedding, target } = accessOf(request);
    const body = parse(taskUpdateBody, request.body);
    return db.transaction((tx) => updateTask(tx, wedding.id, target.id, request.user!.id, body));
  });

  app.delete<IdParams>('/:id/', { config: edit }, async (request, reply) => {
    const { wedding, target } = accessOf(request);
    await db.transaction((tx) => deleteTask(tx, wedding.id, target.id, request.user!.id));
    return reply.code(204).send();
  });

  app.post<IdParams>('/:id/update-status/', { config: edit }, async (request) => {
    const { wedding, target } = accessOf(request);
    const { status } = parse(taskStatusBody, request.body);
    return db.transaction((tx) => updateTask(tx, wedding.id, target.id, request.user!.id, { status }));
  });
};

export default tasksRoutes;
