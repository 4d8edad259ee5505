import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { sectionCreateBody, sectionUpdateBody } from '../../../../../shared/planning';
import { taskSections } from '../../../../db/schema';
import { wholeList } from '../../../../lib/paging';
import { HttpError, parse } from '../../../../lib/problem';
import {
  createSection,
  deleteSection,
  sectionNameConflict,
  toSection,
  updateSection,
  weddingSections,
} from '../../../../services/sections';
import { installPlanningAccess, planningOf } from '../../../../services/tasksAccess';

type IdParams = { Params: { id: string } };

// /api/v1/account-sections/: the named, ordered groups of a wedding's task board.
const accountSectionsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  installPlanningAccess(app);
  const edit = { permission: 'wedding:tasks.edit', planning: 'section' } as const;

  app.get('/', { config: { permission: 'wedding:tasks.view', planning: 'account' } }, async (request) =>
    wholeList(await weddingSections(db, planningOf(request).wedding.id)),
  );

  app.post('/', { config: { permission: 'wedding:tasks.edit', planning: 'account' } }, async (request, reply) => {
    const { wedding } = planningOf(request);
    const { account: _account, ...body } = parse(sectionCreateBody, request.body);
    const section = await db
      .transaction((tx) => createSection(tx, wedding.id, request.user!.id, body))
      .catch(sectionNameConflict);
    return reply.code(201).send(section);
  });

  app.get<IdParams>('/:id/', { config: { permission: 'wedding:tasks.view', planning: 'section' } }, async (request) => {
    const [row] = await db
      .select()
      .from(taskSections)
      .where(eq(taskSections.id, planningOf(request).targetId));
    if (!row) throw new HttpError(404, 'No section has that id.');
    return toSection(row);
  });

  app.patch<IdParams>('/:id/', { config: edit }, async (request) => {
    const { wedding, targetId } = planningOf(request);
    const body = parse(sectionUpdateBody, request.body);
    return db
      .transaction((tx) => updateSection(tx, wedding.id, targetId, request.user!.id, body))
      .catch(sectionNameConflict);
  });

  app.delete<IdParams>(
    '/:id/',
    { config: { permission: 'wedding:sections.delete', planning: 'section' } },
    async (request, reply) => {
      const { wedding, targetId } = planningOf(request);
      await db.transaction((tx) => deleteSection(tx, wedding.id, targetId, request.user!.id));
      return reply.code(204).send();
    },
  );
};

export default accountSectionsRoutes;
