import type { FastifyPluginAsync } from 'fastify';
import { type FollowResult, followBody } from '../../../../../shared/weddings';
import { offsetPaging } from '../../../../lib/paging';
import { HttpError, parse } from '../../../../lib/problem';
import { isUuid } from '../../../../lib/uuid';
import { answerRequest, FOLLOWERS_PAGE, follow, listFollows, unfollow } from '../../../../services/weddingsFollows';
import { type IdParams, weddingOf } from './access';

type RequestParams = { Params: { id: string; userId: string } };

// Following a wedding (spec: follow payload {account, user}) and the couple's answers to follow requests.
const followers: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  app.get<IdParams>('/:id/followers/', { config: { permission: 'wedding:followers.list' } }, async (request) => {
    const paging = offsetPaging(request, FOLLOWERS_PAGE);
    return paging.envelope(await listFollows(db, weddingOf(request).row.id, 'approved', paging.window));
  });

  app.post<IdParams>('/:id/followers/', { config: { permission: 'wedding:follow' } }, async (request, reply) => {
    const { row } = weddingOf(request);
    const body = parse(followBody, request.body);
    const me = request.user!.id;
    if (body.account !== undefined && body.account !== row.id && body.account.toLowerCase() !== row.slug) {
      throw new HttpError(400, 'This is not the wedding of this address.', {
        account: ['This is not the wedding of this address.'],
      });
    }
    if (body.user !== undefined && body.user !== me) throw new HttpError(403, 'You can only follow for yourself.');
    const result = await db.transaction((tx) => follow(tx, row, me));
    const payload: FollowResult = { account: row.id, user: me, status: result.status };
    return reply.code(result.created ? 201 : 200).send(payload);
  });

  // Unfollowing also withdraws a pending request; doing it twice is harmless.
  app.delete<IdParams>('/:id/unfollow/', { config: { permission: 'wedding:unfollow' } }, async (request, reply) => {
    await db.transaction((tx) => unfollow(tx, weddingOf(request).row.id, request.user!.id));
    return reply.code(204).send();
  });

  app.get<IdParams>(
    '/:id/followers/requests/',
    { config: { permission: 'wedding:followRequests.manage' } },
    async (request) => {
      const paging = offsetPaging(request, FOLLOWERS_PAGE);
      return paging.envelope(await listFollows(db, weddingOf(request).row.id, 'requested', paging.window));
    },
  );

  for (const [verb, approve] of [
    ['approve', true],
    ['decline', false],
  ] as const) {
    app.post<RequestParams>(
      `/:id/followers/requests/:userId/${verb}/`,
      { config: { permission: 'wedding:followRequests.manage' } },
      async (request) => {
        const { row } = weddingOf(request);
        const { userId } = request.params;
        const done = isUuid(userId) && (await db.transaction((tx) => answerRequest(tx, row.id, userId, approve)));
        if (!done) throw new HttpError(404, 'There is no pending request from this person.');
        const payload: FollowResult = {
          account: row.id,
          user: request.params.userId,
          status: approve ? 'following' : 'none',
        };
        return payload;
      },
    );
  }
};

export default followers;
