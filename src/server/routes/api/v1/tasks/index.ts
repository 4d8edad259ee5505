import type { FastifyPluginAsync } from 'fastify';
import { taskCreateBody, taskStatusBody, taskUpdateBody } from '../../../../../shared/planning';
import { commentThreadRoutes } from '../../../../lib/commentRoutes';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import { createTask, deleteTask, taskById, taskJson, updateTask } from '../../../../services/tasks';

type IdParams = { Params: { id: string } };

// /api/v1/tasks/: one task of the board and its status. The board itself is /accounts/{id}/tasks/; a task's
// comments are /tasks/{id}/comments/, and one of them is /task-comments/{id}/.
const tasksRoutes: FastifyPluginAsync = async (app) => {
  await app.register(commentThreadRoutes, { kind: 'task' });
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
