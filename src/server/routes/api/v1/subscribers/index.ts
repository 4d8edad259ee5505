import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscribeBody } from '../../../../../shared/socialSchemas';
import { offsetPaging } from '../../../../lib/paging';
import { hitLimit } from '../../../../lib/rateLimit';
import { listOf, noBody, noContent, someObject } from '../../../../lib/routeSchemas';
import { answerRequest, follow, PEOPLE_PAGE, peopleOf, unfollow } from '../../../../services/people';

// People following people (spec section 7, /subscribers/): follow (`{user}`: an id or handle), unfollow, and the
// requests waiting for the signed-in user's answer when they approve followers.
const subscribersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.post(
    '/',
    { ...signedIn, schema: { body: subscribeBody, response: { 201: someObject() } } },
    async (request, reply) => {
      const { user } = request.body;
      await hitLimit(db, `follow:user:${request.user!.id}`, app.config.limits.followsPerUser, 'follow requests');
      const result = await follow(db, request.user!, user);
      return reply.code(201).send(result);
    },
  );

  app.delete(
    '/:user/',
    { ...signedIn, schema: { params: z.object({ user: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      await unfollow(db, request.user!, request.params.user);
      return reply.code(204).send();
    },
  );

  app.get('/requests/', { ...signedIn, schema: { response: { 200: listOf(someObject()) } } }, async (request) => {
    const paging = offsetPaging(request, PEOPLE_PAGE);
    return paging.envelope(await peopleOf(db, request.user!.id, request.user!.id, 'requests', paging.window));
  });

  app.post(
    '/requests/:user/approve/',
    { ...signedIn, schema: { params: z.object({ user: z.string() }), body: noBody, response: { 200: someObject() } } },
    async (request) => {
      await answerRequest(db, request.user!, request.params.user, true);
      return { user: request.params.user, status: 'approved' };
    },
  );

  app.post(
    '/requests/:user/decline/',
    { ...signedIn, schema: { params: z.object({ user: z.string() }), body: noBody, response: { 200: someObject() } } },
    async (request) => {
      await answerRequest(db, request.user!, request.params.user, false);
      return { user: request.params.user, status: 'declined' };
    },
  );
};

export default subscribersRoutes;
