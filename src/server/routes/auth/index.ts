import type { FastifyPluginAsync } from 'fastify';
import { deviceName } from '../../lib/device';
import { passwordSignIn } from '../../services/signIn';
import { issueToken, revokeToken } from '../../services/users';

const auth: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const limits = app.config.limits;

  app.post('/token', { config: { permission: 'public' } }, async (request) => {
    const user = await passwordSignIn(db, limits, request.ip, request.body);
    return db.transaction((tx) => issueToken(tx, user, deviceName(request.headers['user-agent'])));
  });

  app.post('/revoke', { config: { permission: 'authenticated' } }, async (request, reply) => {
    await db.transaction((tx) => revokeToken(tx, request.user!.tokenHash));
    return reply.code(204).send();
  });
};

export default auth;
