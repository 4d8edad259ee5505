import type { FastifyPluginAsync } from 'fastify';
import {
  accountField,
  reorderBody,
  weddingDayTaskCreateBody,
  weddingDayTaskUpdateBody,
} from '../../../../../shared/planning';
import { commentThreadRoutes } from '../../../../lib/commentRoutes';
import { wholeList } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import {
  createWeddingDayTask,
  deleteWeddingDayTask,
  reorderWeddingDay,
  updateWeddingDayTask,
  weddingDayTask,
} from '../../../../services/weddingDayTasks';

type IdParams = { Params: { id: string } };

// /api/v1/wedding-day-tasks/: the run-of-show of the day. The list is /accounts/{id}/wedding-day-tasks/; an item's
// comments are /wedding-day-tasks/{id}/comments/, and one of them is /wedding-day-task-comments/{id}/.
const weddingDayTasksRoutes: FastifyPluginAsync = async (app) => {
  await app.register(commentThreadRoutes, { kind: 'weddingDayTask' });
  const { db } = app.database;
  const view = { permission: 'wedding:tasks.view', target: 'weddingDayTask' } as const;
  const edit = { permission: 'wedding:tasks.edit', target: 'weddingDayTask' } as const;
  const onAccount = { permission: 'wedding:tasks.edit', target: 'accountField' } as const;

  app.post('/', { config: onAccount }, async (request, reply) => {
    const { wedding } = accessOf(request);
    const { account: _account, ...body } = parse(weddingDayTaskCreateBody, request.body);
    const task = await db.transaction((tx) => createWeddingDayTask(tx, wedding.id, request.user!.id, body));
    return reply.code(201).send(task);
  });

  // The whole list in a new order: {account, ids}.
  app.post('/reorder/', { config: onAccount }, async (request) => {
    const { wedding } = accessOf(request);
    const { ids } = parse(reorderBody.extend({ account: accountField }), request.body);
    return wholeList(await db.transaction((tx) => reorderWeddingDay(tx, wedding.id, ids, request.user!.id)));
  });

  app.get<IdParams>('/:id/', { config: view }, async (request) => weddingDayTask(db, accessOf(request).target.id));

  app.patch<IdParams>('/:id/', { config: edit }, async (request) => {
    const { wedding, target } = accessOf(request);
    const body = parse(weddingDayTaskUpdateBody, request.body);
    return db.transaction((tx) => updateWeddingDayTask(tx, wedding.id, target.id, request.user!.id, body));
  });

  app.delete<IdParams>('/:id/', { config: edit }, async (request, reply) => {
    const { wedding, target } = accessOf(request);
    await db.transaction((tx) => deleteWeddingDayTask(tx, wedding.id, target.id, request.user!.id));
    return reply.code(204).send();
  });
};

export default weddingDayTasksRoutes;
