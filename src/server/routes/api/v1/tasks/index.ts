import type { FastifyPluginAsync } from 'fastify';
import { commentBody, taskCreateBody, taskStatusBody, taskUpdateBody } from '../../../../../shared/planning';
import { offsetPaging } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { addComment, COMMENTS_PAGE, commentsOn } from '../../../../services/comments';
import { createTask, deleteTask, taskById, taskJson, updateTask } from '../../../../services/tasks';
import { installPlanningAccess, planningOf } from '../../../../services/tasksAccess';

type IdParams = { Params: { id: string } };

// /api/v1/tasks/: one task of the board, its status and its comments. The board itself is /accounts/{id}/tasks/.
const tasksRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  installPlanningAccess(app);
  const view = { permission: 'wedding:tasks.view', planning: 'task' } as const;
  const edit = { permission: 'wedding:tasks.edit', planning: 'task' } as const;

  app.post('/', { config: { permission: 'wedding:tasks.edit', planning: 'account' } }, async (request, reply) => {
    const { wedding } = planningOf(request);
    const { account: _account, ...body } = parse(taskCreateBody, request.body);
    const task = await db.transaction((tx) => createTask(tx, wedding.id, request.user!.id, body));
    return reply.code(201).send(task);
  });

  app.get<IdParams>('/:id/', { config: view }, async (request) =>
    taskJson(db, await taskById(db, planningOf(request).targetId)),
  );

  app.patch<IdParams>('/:id/', { config: edit }, async (request) => {
    const { wedding, targetId } = planningOf(request);
    const body = parse(taskUpdateBody, request.body);
    return db.transaction((tx) => updateTask(tx, wedding.id, targetId, request.user!.id, body));
  });

  app.delete<IdParams>('/:id/', { config: edit }, async (request, reply) => {
    const { wedding, targetId } = planningOf(request);
    await db.transaction((tx) => deleteTask(tx, wedding.id, targetId, request.user!.id));
    return reply.code(204).send();
  });

  app.post<IdParams>('/:id/update-status/', { config: edit }, async (request) => {
    const { wedding, targetId } = planningOf(request);
    const { status } = parse(taskStatusBody, request.body);
    return db.transaction((tx) => updateTask(tx, wedding.id, targetId, request.user!.id, { status }));
  });

  app.get<IdParams>('/:id/comments/', { config: view }, async (request) => {
    const paging = offsetPaging(request, COMMENTS_PAGE);
    return paging.envelope(await commentsOn(db, 'task', planningOf(request).targetId, paging.window));
  });

  app.post<IdParams>(
    '/:id/comments/',
    { config: { permission: 'wedding:comments.write', planning: 'task' } },
    async (request, reply) => {
      const { wedding, targetId } = planningOf(request);
      const { text } = parse(commentBody, request.body);
      const comment = await db.transaction((tx) =>
        addComment(tx, wedding.id, 'task', targetId, request.user!.id, text),
      );
      return reply.code(201).send(comment);
    },
  );
};

export default tasksRoutes;
