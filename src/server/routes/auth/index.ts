import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody } from '../../../shared/schemas';
import { deviceName } from '../../lib/device';
import { noBody, noContent, someObject } from '../../lib/routeSchemas';
import { passwordSignIn } from '../../services/signIn';
import { issueToken, revokeToken } from '../../services/users';

const auth: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const limits = app.config.limits;

  app.post(
    '/token',
    { config: { permission: 'public' }, schema: { body: loginBody, response: { 200: someObject() } } },
    async (request) => {
      const user = await passwordSignIn(db, limits, request.ip, request.body);
      return db.transaction((tx) => issueToken(tx, user, deviceName(request.headers['user-agent'])));
    },
  );

  app.post(
    '/revoke',
    { config: { permission: 'authenticated' }, schema: { body: noBody, response: { 204: noContent } } },
    async (request, reply) => {
      await db.transaction((tx) => revokeToken(tx, request.user!.tokenHash));
      return reply.code(204).send();
    },
  );
};

export default auth;
