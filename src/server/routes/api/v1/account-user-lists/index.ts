import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEditBody, listMemberBody, weddingListBody } from '../../../../../shared/searchSchemas';
import { keysetPaging, offsetPaging } from '../../../../lib/paging';
import { listOf, noContent, someObject } from '../../../../lib/routeSchemas';
import { held } from '../../../../lib/versions';
import { accessOf } from '../../../../plugins/access';
import {
  addMember,
  createList,
  deleteList,
  LISTS_PAGE,
  listFeed,
  listMembers,
  listRow,
  removeMember,
  toLists,
  updateList,
  weddingLists,
} from '../../../../services/lists';
import { PEOPLE_PAGE } from '../../../../services/people';
import { FEED_PAGE } from '../../../../services/postFeeds';

// /api/v1/account-user-lists/ (spec section 7): a wedding's own lists of people, kept by its couple, for example
// the people to thank after the day. `?account=` (or `account` in the body) names the wedding of a new list.
const accountUserListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const onWedding = { config: { permission: 'wedding:lists.manage', target: 'accountField' } } as const;
  const onList = { config: { permission: 'wedding:lists.manage', target: 'weddingList' } } as const;
  const rowOf = (request: Parameters<typeof accessOf>[0]) => listRow(db, accessOf(request).target.id!);

  app.get('/', { ...onWedding, schema: { response: { 200: listOf(someObject()) } } }, async (request) => {
    const paging = offsetPaging(request, LISTS_PAGE);
    const member = (request.query as { member?: string }).member;
    return paging.envelope(
      await weddingLists(db, request.user!.id, accessOf(request).wedding.id, paging.window, member),
    );
  });

  app.post(
    '/',
    { ...onWedding, schema: { body: weddingListBody, response: { 201: someObject() } } },
    async (request, reply) => {
      const body = request.body;
      const keeper = { weddingId: accessOf(request).wedding.id };
      const list = await createList(db, request.user!.id, keeper, { ...body, isPrivate: true });
      return reply.code(201).send(list);
    },
  );

  app.get(
    '/:id/',
    { ...onList, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => {
      const [list] = await toLists(db, request.user!.id, [await rowOf(request)], undefined, true);
      return list;
    },
  );

  app.patch(
    '/:id/',
    {
      ...onList,
      schema: { params: z.object({ id: z.string() }), body: listEditBody, response: { 200: someObject() } },
    },
    async (request) => {
      const body = request.body;
      const patch = { name: body.name, description: body.description };
      const row = await rowOf(request);
      return db.transaction(held(request, (tx) => updateList(tx, request.user!.id, row, patch)));
    },
  );

  app.delete(
    '/:id/',
    { ...onList, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      const row = await rowOf(request);
      await db.transaction(held(request, (tx) => deleteList(tx, row, request.user!.id)));
      return reply.code(204).send();
    },
  );

  app.get(
    '/:id/members/',
    { ...onList, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => {
      const paging = offsetPaging(request, PEOPLE_PAGE);
      return paging.envelope(await listMembers(db, request.user!.id, await rowOf(request), paging.window));
    },
  );

  app.post(
    '/:id/members/',
    {
      ...onList,
      schema: { params: z.object({ id: z.string() }), body: listMemberBody, response: { 201: someObject() } },
    },
    async (request, reply) => {
      const person = await addMember(db, request.user!.id, await rowOf(request), request.body.user);
      return reply.code(201).send(person);
    },
  );

  app.delete(
    '/:id/members/:user/',
    { ...onList, schema: { params: z.object({ id: z.string(), user: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      await removeMember(db, await rowOf(request), request.params.user, request.user!.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/:id/feed/',
    { ...onList, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => {
      const paging = keysetPaging(request, FEED_PAGE);
      return paging.envelope(await listFeed(db, request.user!.id, await rowOf(request), paging.window));
    },
  );
};

export default accountUserListsRoutes;
