import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { likeBody } from '../../../../../shared/socialSchemas';
import { someObject } from '../../../../lib/routeSchemas';
import { setLike } from '../../../../services/likes';

// Likes (spec section 7, /likes/post): POST likes and DELETE (`?post=`) unlikes, each idempotent.
const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.post('/post', { ...signedIn, schema: { body: likeBody, response: { 200: someObject() } } }, async (request) =>
    setLike(db, request.user!, request.body.post, true),
  );
  app.delete(
    '/post',
    { ...signedIn, schema: { querystring: likeBody, response: { 200: someObject() } } },
    async (request) => setLike(db, request.user!, request.query.post, false),
  );
};

export default likesRoutes;
