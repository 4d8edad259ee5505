import type { FastifyPluginAsync } from 'fastify';
import { listEditBody, listMemberBody, weddingListBody } from '../../../../../shared/searchSchemas';
import { keysetPaging, offsetPaging } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
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

type IdParams = { Params: { id: string } };

// /api/v1/account-user-lists/ (spec section 7): a wedding's own lists of people, kept by its couple, for example
// the people to thank after the day. `?account=` (or `account` in the body) names the wedding of a new list.
const accountUserListsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const onWedding = { config: { permission: 'wedding:lists.manage', target: 'accountField' } } as const;
  const onList = { config: { permission: 'wedding:lists.manage', target: 'weddingList' } } as const;
  const rowOf = (request: Parameters<typeof accessOf>[0]) => listRow(db, accessOf(request).target.id!);

  app.get('/', onWedding, async (request) => {
    const paging = offsetPaging(request, LISTS_PAGE);
    const member = (request.query as { member?: string }).member;
    return paging.envelope(
      await weddingLists(db, request.user!.id, accessOf(request).wedding.id, paging.window, member),
    );
  });

  app.post('/', onWedding, async (request, reply) => {
    const body = parse(weddingListBody, request.body);
    const keeper = { weddingId: accessOf(request).wedding.id };
    const list = await createList(db, request.user!.id, keeper, { ...body, isPrivate: true });
    return reply.code(201).send(list);
  });

  app.get<IdParams>('/:id/', onList, async (request) => {
    const [list] = await toLists(db, request.user!.id, [await rowOf(request)], undefined, true);
    return list;
  });

  app.patch<IdParams>('/:id/', onList, async (request) => {
    const body = parse(listEditBody, request.body);
    return updateList(db, request.user!.id, await rowOf(request), { name: body.name, description: body.description });
  });

  app.delete<IdParams>('/:id/', onList, async (request, reply) => {
    await deleteList(db, await rowOf(request));
    return reply.code(204).send();
  });

  app.get<IdParams>('/:id/members/', onList, async (request) => {
    const paging = offsetPaging(request, PEOPLE_PAGE);
    return paging.envelope(await listMembers(db, request.user!.id, await rowOf(request), paging.window));
  });

  app.post<IdParams>('/:id/members/', onList, async (request, reply) => {
    const person = await addMember(
      db,
      request.user!.id,
      await rowOf(request),
      parse(listMemberBody, request.body).user,
    );
    return reply.code(201).send(person);
  });

  app.delete<{ Params: { id: string; user: string } }>('/:id/members/:user/', onList, async (request, reply) => {
    await removeMember(db, await rowOf(request), request.params.user);
    return reply.code(204).send();
  });

  app.get<IdParams>('/:id/feed/', onList, async (request) => {
    const paging = keysetPaging(request, FEED_PAGE);
    return paging.envelope(await listFeed(db, request.user!.id, await rowOf(request), paging.window));
  });
};

export default accountUserListsRoutes;
