import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMessages } from '../lib/messages';
import { HttpError } from '../lib/problem';
import { someObject } from '../lib/routeSchemas';
import { bearerToken, userForToken } from '../plugins/auth';
import { findById, toUser } from '../services/users';

// GET /v1/profile/me?token={token} (spec, section 7): the auth host's token check. The token comes in the query
// (request logs blank it, lib/redact.ts) or as a bearer header; a live one answers the profile, anything else 401.

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get<{ Querystring: { token?: unknown } }>(
    '/v1/profile/me',
    { config: { permission: 'public' }, schema: { response: { 200: someObject() } } },
    async (request, reply) => {
      const query = typeof request.query.token === 'string' ? request.query.token : undefined;
      const token = query || bearerToken(request);
      reply.header('cache-control', 'no-store');
      const user = await userForToken(app, token);
      if (!user) throw new HttpError(401, token ? authMessages.sessionExpired : authMessages.signInNeeded);
      const row = await findById(app.database.db, user.id);
      if (!row || row.deletedAt) throw new HttpError(401, authMessages.accountGone);
      return toUser(row, true);
    },
  );
};

export default profileRoutes;
