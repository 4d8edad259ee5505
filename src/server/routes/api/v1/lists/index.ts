import type { FastifyPluginAsync } from 'fastify';
import { listBody, listEditBody, listMemberBody } from '../../../../../shared/searchSchemas';
import { keysetPaging, offsetPaging } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
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

type IdParams = { Params: { id: string } };

// /api/v1/lists/: a user's own lists of people. The owner changes them; anyone signed in reads a public one; a
// private one is a 404 to everyone else, as a missing one is.
const listsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.post('/', signedIn, async (request, reply) => {
    const body = parse(listBody, request.body);
    const me = request.user!.id;
    const list = await createList(db, me, { ownerId: me }, { ...body, isPrivate: body.is_private });
    return reply.code(201).send(list);
  });

  app.get<IdParams>('/:id/', signedIn, async (request) => {
    const me = request.user!.id;
    const [list] = await toLists(db, me, [await personalListFor(db, me, request.params.id)]);
    return list;
  });

  app.patch<IdParams>('/:id/', signedIn, async (request) => {
    const me = request.user!.id;
    const row = await ownListFor(db, me, request.params.id);
    const body = parse(listEditBody, request.body);
    return updateList(db, me, row, { name: body.name, description: body.description, isPrivate: body.is_private });
  });

  app.delete<IdParams>('/:id/', signedIn, async (request, reply) => {
    await deleteList(db, await ownListFor(db, request.user!.id, request.params.id));
    return reply.code(204).send();
  });

  app.get<IdParams>('/:id/members/', signedIn, async (request) => {
    const me = request.user!.id;
    const row = await personalListFor(db, me, request.params.id);
    const paging = offsetPaging(request, PEOPLE_PAGE);
    return paging.envelope(await listMembers(db, me, row, paging.window));
  });

  app.post<IdParams>('/:id/members/', signedIn, async (request, reply) => {
    const me = request.user!.id;
    const row = await ownListFor(db, me, request.params.id);
    return reply.code(201).send(await addMember(db, me, row, parse(listMemberBody, request.body).user));
  });

  app.delete<{ Params: { id: string; user: string } }>('/:id/members/:user/', signedIn, async (request, reply) => {
    const row = await ownListFor(db, request.user!.id, request.params.id);
    await removeMember(db, row, request.params.user);
    return reply.code(204).send();
  });

  app.get<IdParams>('/:id/feed/', signedIn, async (request) => {
    const me = request.user!.id;
    const row = await personalListFor(db, me, request.params.id);
    const paging = keysetPaging(request, FEED_PAGE);
    return paging.envelope(await listFeed(db, me, row, paging.window));
  });
};

export default listsRoutes;
