import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountField,
  planningMessages,
  reorderBody,
  type WeddingDayTask,
  weddingDayTaskCreateBody,
  weddingDayTaskUpdateBody,
} from '../../../../../shared/planning';
import { commentThreadRoutes } from '../../../../lib/commentRoutes';
import { wholeList } from '../../../../lib/paging';
import { fieldRefusal } from '../../../../lib/problem';
import { listOf, noContent, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { once } from '../../../../services/idempotency';
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
      const answer = await once(db, keyOf(request, `POST ${wedding.id}`), async (tx) => ({
        status: 201,
        body: await createWeddingDayTask(tx, wedding.id, request.user!.id, body),
      }));
      return send(reply, answer);
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
    async (request, reply) => {
      const task = await weddingDayTask(db, accessOf(request).target.id);
      return reply.header('etag', etagOf(task.version)).send(task);
    },
  );

  app.patch(
    '/:id/',
    {
      config: edit,
      schema: { params: z.object({ id: z.string() }), body: weddingDayTaskUpdateBody, response: { 200: someObject() } },
    },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      const { version, ...body } = request.body;
      const expected = ifMatch(request.headers['if-match']) ?? version;
      const answer = await once(db, keyOf(request, `PATCH ${target.id}`), async (tx) => ({
        status: 200,
        body: await updateWeddingDayTask(tx, wedding.id, target.id, request.user!.id, body, undefined, expected),
      }));
      return send(reply, answer);
    },
  );

  app.delete(
    '/:id/',
    { config: edit, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      await once(db, keyOf(request, `DELETE ${target.id}`), async (tx) => {
        await deleteWeddingDayTask(tx, wedding.id, target.id, request.user!.id);
        return { status: 204, body: null };
      });
      return reply.code(204).send();
    },
  );
};

const etagOf = (version: number) => `"${version}"`;

/** `If-Match: "3"` (or W/"3", or 3) is version 3; none is no precondition. */
function ifMatch(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  if (!match || Number(match[1]) < 1) throw fieldRefusal('if_match', planningMessages.ifMatchInvalid);
  return Number(match[1]);
}

const keyOf = (request: FastifyRequest, what: string) => {
  const key = request.headers['idempotency-key'];
  return { userId: request.user!.id, key: Array.isArray(key) ? key[0] : key, request: what };
};

/** A run-of-show item's answer carries its version as an ETag; a replayed answer says it is one. */
function send(reply: FastifyReply, answer: { status: number; body: WeddingDayTask; replayed: boolean }) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.status).header('etag', etagOf(answer.body.version)).send(answer.body);
}

export default weddingDayTasksRoutes;
