import type { FastifyPluginAsync } from 'fastify';
import {
  accountField,
  commentBody,
  reorderBody,
  weddingDayTaskCreateBody,
  weddingDayTaskUpdateBody,
} from '../../../../../shared/planning';
import { offsetPaging, wholeList } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { addComment, COMMENTS_PAGE, commentsOn } from '../../../../services/comments';
import { installPlanningAccess, planningOf } from '../../../../services/tasksAccess';
import {
  createWeddingDayTask,
  deleteWeddingDayTask,
  reorderWeddingDay,
  updateWeddingDayTask,
  weddingDayTask,
} from '../../../../services/weddingDayTasks';

type IdParams = { Params: { id: string } };

// /api/v1/wedding-day-tasks/: the run-of-show of the day. The list is /accounts/{id}/wedding-day-tasks/.
const weddingDayTasksRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  installPlanningAccess(app);
  const view = { permission: 'wedding:tasks.view', planning: 'weddingDayTask' } as const;
  const edit = { permission: 'wedding:tasks.edit', planning: 'weddingDayTask' } as const;
  const onAccount = { permission: 'wedding:tasks.edit', planning: 'account' } as const;

  app.post('/', { config: onAccount }, async (request, reply) => {
    const { wedding } = planningOf(request);
    const { account: _account, ...body } = parse(weddingDayTaskCreateBody, request.body);
    const task = await db.transaction((tx) => createWeddingDayTask(tx, wedding.id, request.user!.id, body));
    return reply.code(201).send(task);
  });

  // The whole list in a new order: {account, ids}.
  app.post('/reorder/', { config: onAccount }, async (request) => {
    const { wedding } = planningOf(request);
    const { ids } = parse(reorderBody.extend({ account: accountField }), request.body);
    return wholeList(await db.transaction((tx) => reorderWeddingDay(tx, wedding.id, ids, request.user!.id)));
  });

  app.get<IdParams>('/:id/', { config: view }, async (request) => weddingDayTask(db, planningOf(request).targetId));

  app.patch<IdParams>('/:id/', { config: edit }, async (request) => {
    const { wedding, targetId } = planningOf(request);
    const body = parse(weddingDayTaskUpdateBody, request.body);
    return db.transaction((tx) => updateWeddingDayTask(tx, wedding.id, targetId, request.user!.id, body));
  });

  app.delete<IdParams>('/:id/', { config: edit }, async (request, reply) => {
    const { wedding, targetId } = planningOf(request);
    await db.transaction((tx) => deleteWeddingDayTask(tx, wedding.id, targetId, request.user!.id));
    return reply.code(204).send();
  });

  app.get<IdParams>('/:id/comments/', { config: view }, async (request) => {
    const paging = offsetPaging(request, COMMENTS_PAGE);
    return paging.envelope(await commentsOn(db, 'weddingDayTask', planningOf(request).targetId, paging.window));
  });

  app.post<IdParams>(
    '/:id/comments/',
    { config: { permission: 'wedding:comments.write', planning: 'weddingDayTask' } },
    async (request, reply) => {
      const { wedding, targetId } = planningOf(request);
      const { text } = parse(commentBody, request.body);
      const comment = await db.transaction((tx) =>
        addComment(tx, wedding.id, 'weddingDayTask', targetId, request.user!.id, text),
      );
      return reply.code(201).send(comment);
    },
  );
};

export default weddingDayTasksRoutes;
