import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sectionCreateBody, sectionUpdateBody } from '../../../../../shared/planning';
import { planningMessages } from '../../../../../shared/planningText';
import { taskSections } from '../../../../db/schema';
import { wholeList } from '../../../../lib/paging';
import { HttpError } from '../../../../lib/problem';
import { listOf, noContent, someObject } from '../../../../lib/routeSchemas';
import { held } from '../../../../lib/versions';
import { accessOf } from '../../../../plugins/access';
import {
  createSection,
  deleteSection,
  sectionNameConflict,
  toSection,
  updateSection,
  weddingSections,
} from '../../../../services/sections';

// /api/v1/account-sections/: the named, ordered groups of a wedding's task board.
const accountSectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const edit = { permission: 'wedding:tasks.edit', target: 'section' } as const;

  app.get(
    '/',
    {
      config: { permission: 'wedding:tasks.view', target: 'accountField' },
      schema: { response: { 200: listOf(someObject()) } },
    },
    async (request) => wholeList(await weddingSections(db, accessOf(request).wedding.id)),
  );

  app.post(
    '/',
    {
      config: { permission: 'wedding:tasks.edit', target: 'accountField' },
      schema: { body: sectionCreateBody, response: { 201: someObject() } },
    },
    async (request, reply) => {
      const { wedding } = accessOf(request);
      const { account: _account, ...body } = request.body;
      const section = await db
        .transaction((tx) => createSection(tx, wedding.id, request.user!.id, body))
        .catch(sectionNameConflict);
      return reply.code(201).send(section);
    },
  );

  app.get(
    '/:id/',
    {
      config: { permission: 'wedding:tasks.view', target: 'section' },
      schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(taskSections)
        .where(eq(taskSections.id, accessOf(request).target.id));
      if (!row) throw new HttpError(404, planningMessages.noSection);
      return toSection(row);
    },
  );

  app.patch(
    '/:id/',
    {
      config: edit,
      schema: { params: z.object({ id: z.string() }), body: sectionUpdateBody, response: { 200: someObject() } },
    },
    async (request) => {
      const {
        wedding,
        target: { id: targetId },
      } = accessOf(request);
      const body = request.body;
      return db
        .transaction(held(request, (tx) => updateSection(tx, wedding.id, targetId, request.user!.id, body)))
        .catch(sectionNameConflict);
    },
  );

  app.delete(
    '/:id/',
    {
      config: { permission: 'wedding:sections.delete', target: 'section' },
      schema: { params: z.object({ id: z.string() }), response: { 204: noContent } },
    },
    async (request, reply) => {
      const {
        wedding,
        target: { id: targetId },
      } = accessOf(request);
      await db.transaction(held(request, (tx) => deleteSection(tx, wedding.id, targetId, request.user!.id)));
      return reply.code(204).send();
    },
  );
};

export default accountSectionsRoutes;
