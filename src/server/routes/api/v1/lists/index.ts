import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listBody, listEditBody, listMemberBody } from '../../../../../shared/searchSchemas';
import { keysetPaging, offsetPaging } from '../../../../lib/paging';
import { listOf, noContent, someObject } from '../../../../lib/routeSchemas';
import { holdRow, tagged } from '../../../../lib/versions';
import {
  addMember,
  createList,
  deleteList,
  listFeed,
  listMembers,
  ownListFor,
  personalListFor,
  removeMember,
  toLists,
  updateList,
} from '../../../../services/lists';
import { PEOPLE_PAGE } from '../../../../services/people';
import { FEED_PAGE } from '../../../../services/postFeeds';

// /api/v1/lists/: a user's own lists of people. The owner changes them; anyone signed in reads a public one; a
// private one is a 404 to everyone else, as a missing one is.
const listsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.post(
    '/',
    { ...signedIn, schema: { body: listBody, response: { 201: someObject() } } },
    async (request, reply) => {
      const body = request.body;
      const me = request.user!.id;
      const list = await createList(db, me, { ownerId: me }, { ...body, isPrivate: body.is_private });
      return reply.code(201).send(list);
    },
  );

  app.get(
    '/:id/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request, reply) => {
      const me = request.user!.id;
      const [list] = await toLists(db, me, [await personalListFor(db, me, request.params.id)]);
      return tagged(reply, list!);
    },
  );

  app.patch(
    '/:id/',
    {
      ...signedIn,
      schema: { params: z.object({ id: z.string() }), body: listEditBody, response: { 200: someObject() } },
    },
    async (request, reply) => {
      const me = request.user!.id;
      const row = await ownListFor(db, me, request.params.id);
      const body = request.body;
      const patch = { name: body.name, description: body.description, isPrivate: body.is_private };
      const saved = await db.transaction(async (tx) => {
        await holdRow(tx, request, 'people_lists', row.id);
        return updateList(tx, me, row, patch);
      });
      return tagged(reply, saved);
    },
  );

  app.delete(
    '/:id/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      const row = await ownListFor(db, request.user!.id, request.params.id);
      await db.transaction(async (tx) => {
        await holdRow(tx, request, 'people_lists', row.id);
        await deleteList(tx, row);
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/:id/members/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => {
      const me = request.user!.id;
      const row = await personalListFor(db, me, request.params.id);
      const paging = offsetPaging(request, PEOPLE_PAGE);
      return paging.envelope(await listMembers(db, me, row, paging.window));
    },
  );

  app.post(
    '/:id/members/',
    {
      ...signedIn,
      schema: { params: z.object({ id: z.string() }), body: listMemberBody, response: { 201: someObject() } },
    },
    async (request, reply) => {
      const me = request.user!.id;
      const row = await ownListFor(db, me, request.params.id);
      return reply.code(201).send(await addMember(db, me, row, request.body.user));
    },
  );

  app.delete(
    '/:id/members/:user/',
    { ...signedIn, schema: { params: z.object({ id: z.string(), user: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      const row = await ownListFor(db, request.user!.id, request.params.id);
      await removeMember(db, row, request.params.user);
      return reply.code(204).send();
    },
  );

  app.get(
    '/:id/feed/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => {
      const me = request.user!.id;
      const row = await personalListFor(db, me, request.params.id);
      const paging = keysetPaging(request, FEED_PAGE);
      return paging.envelope(await listFeed(db, me, row, paging.window));
    },
  );
};

export default listsRoutes;
