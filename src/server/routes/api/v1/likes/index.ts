import type { FastifyPluginAsync } from 'fastify';
import { likeBody } from '../../../../../shared/socialSchemas';
import { parse } from '../../../../lib/problem';
import { setLike } from '../../../../services/likes';

// Likes (spec section 7, /likes/post): POST likes and DELETE (`?post=`) unlikes, each idempotent.
const likesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.post('/post', signedIn, async (request) => setLike(db, request.user!, parse(likeBody, request.body).post, true));
  app.delete('/post', signedIn, async (request) =>
    setLike(db, request.user!, parse(likeBody, request.query).post, false),
  );
};

export default likesRoutes;
