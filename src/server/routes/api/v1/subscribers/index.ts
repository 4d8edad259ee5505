import type { FastifyPluginAsync } from 'fastify';
import { subscribeBody } from '../../../../../shared/socialSchemas';
import { offsetPaging } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { hitLimit } from '../../../../lib/rateLimit';
import { answerRequest, follow, PEOPLE_PAGE, peopleOf, unfollow } from '../../../../services/people';

type UserParams = { Params: { user: string } };

// People following people (spec section 7, /subscribers/): follow (`{user}`: an id or handle), unfollow, and the
// requests waiting for the signed-in user's answer when they approve followers.
const subscribersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.post('/', signedIn, async (request, reply) => {
    const { user } = parse(subscribeBody, request.body);
    await hitLimit(db, `follow:user:${request.user!.id}`, app.config.limits.followsPerUser, 'follow requests');
    const result = await follow(db, request.user!, user);
    return reply.code(201).send(result);
  });

  app.delete<UserParams>('/:user/', signedIn, async (request, reply) => {
    await unfollow(db, request.user!, request.params.user);
    return reply.code(204).send();
  });

  app.get('/requests/', signedIn, async (request) => {
    const paging = offsetPaging(request, PEOPLE_PAGE);
    return paging.envelope(await peopleOf(db, request.user!.id, request.user!.id, 'requests', paging.window));
  });

  app.post<UserParams>('/requests/:user/approve/', signedIn, async (request) => {
    await answerRequest(db, request.user!, request.params.user, true);
    return { user: request.params.user, status: 'approved' };
  });

  app.post<UserParams>('/requests/:user/decline/', signedIn, async (request) => {
    await answerRequest(db, request.user!, request.params.user, false);
    return { user: request.params.user, status: 'declined' };
  });
};

export default subscribersRoutes;
