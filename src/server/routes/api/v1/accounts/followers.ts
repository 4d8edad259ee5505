import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FollowResult } from '../../../../../shared/weddings';
import { followBody } from '../../../../../shared/weddingsSchemas';
import { offsetPaging } from '../../../../lib/paging';
import { fieldRefusal, HttpError } from '../../../../lib/problem';
import { hitLimit } from '../../../../lib/rateLimit';
import { listOf, noBody, noContent, someObject } from '../../../../lib/routeSchemas';
import { isUuid } from '../../../../lib/uuid';
import { accessOf } from '../../../../plugins/access';
import {
  answerRequest,
  FOLLOWERS_PAGE,
  follow,
  listFollows,
  removeFollower,
  unfollow,
} from '../../../../services/weddingsFollows';

// Following a wedding (spec: follow payload {account, user}) and the couple's answers to follow requests.
const followers: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const list = { config: { permission: 'wedding:followers.list', target: 'account' } } as const;
  const followAsSelf = { config: { permission: 'wedding:follow', target: 'follow' } } as const;
  const leave = { config: { permission: 'wedding:unfollow', target: 'account' } } as const;
  const manage = { config: { permission: 'wedding:followRequests.manage', target: 'account' } } as const;

  app.get(
    '/:id/followers/',
    { ...list, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => {
      const paging = offsetPaging(request, FOLLOWERS_PAGE);
      return paging.envelope(await listFollows(db, accessOf(request).wedding.id, 'approved', paging.window));
    },
  );

  app.post(
    '/:id/followers/',
    {
      ...followAsSelf,
      schema: {
        params: z.object({ id: z.string() }),
        body: followBody,
        response: { 200: someObject(), 201: someObject() },
      },
    },
    async (request, reply) => {
      const { wedding: row } = accessOf(request);
      const body = request.body;
      const me = request.user!.id;
      if (body.account !== undefined && body.account !== row.id && body.account.toLowerCase() !== row.slug) {
        throw fieldRefusal('account', 'This is not the wedding of this address.');
      }
      // Weddings and people share one count of follows per user.
      await hitLimit(db, `follow:user:${me}`, app.config.limits.followsPerUser, 'follow requests');
      const result = await db.transaction((tx) => follow(tx, row, me));
      const payload: FollowResult = { account: row.id, user: me, status: result.status };
      return reply.code(result.created ? 201 : 200).send(payload);
    },
  );

  // Unfollowing also withdraws a pending request; doing it twice is harmless.
  app.delete(
    '/:id/unfollow/',
    { ...leave, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      await db.transaction((tx) => unfollow(tx, accessOf(request).wedding, request.user!.id));
      return reply.code(204).send();
    },
  );

  app.get(
    '/:id/followers/requests/',
    { ...manage, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => {
      const paging = offsetPaging(request, FOLLOWERS_PAGE);
      return paging.envelope(await listFollows(db, accessOf(request).wedding.id, 'requested', paging.window));
    },
  );

  // The couple removes someone who follows; they may ask again, and the couple answers again.
  app.delete(
    '/:id/followers/:userId/',
    { ...manage, schema: { params: z.object({ id: z.string(), userId: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      const { wedding: row } = accessOf(request);
      const { userId } = request.params;
      const done = isUuid(userId) && (await db.transaction((tx) => removeFollower(tx, row, userId, request.user!.id)));
      if (!done) throw new HttpError(404, 'This person does not follow this wedding.');
      return reply.code(204).send();
    },
  );

  for (const [verb, approve] of [
    ['approve', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/:id/followers/requests/:userId/${verb}/`,
      {
        ...manage,
        schema: {
          params: z.object({ id: z.string(), userId: z.string() }),
          body: noBody,
          response: { 200: someObject() },
        },
      },
      async (request) => {
        const { wedding: row } = accessOf(request);
        const { userId } = request.params;
        const done =
          isUuid(userId) && (await db.transaction((tx) => answerRequest(tx, row, userId, approve, request.user!.id)));
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
