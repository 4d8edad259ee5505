import type { FastifyPluginAsync } from 'fastify';
import { fieldMessages } from '../../../shared/messages';
import { loginBody } from '../../../shared/schemas';
import { deviceName } from '../../lib/device';
import { HttpError, parse } from '../../lib/problem';
import { checkLimit, hitLimit, recordFailure } from '../../lib/rateLimit';
import { findByEmail, issueToken, revokeToken, verifyPassword } from '../../services/users';

const auth: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const limits = app.config.limits;

  app.post('/token', { config: { permission: 'public' } }, async (request) => {
    await hitLimit(db, `login:ip:${request.ip}`, limits.loginPerIp);
    const body = parse(loginBody, request.body);
    // Only failures count per email, so a stranger guessing cannot lock the owner out for long.
    const emailKey = `login:email:${body.email}`;
    await checkLimit(db, emailKey, limits.loginFailuresPerEmail);
    const user = await findByEmail(db, body.email);
    if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
      await recordFailure(db, emailKey, limits.loginFailuresPerEmail);
      throw new HttpError(400, fieldMessages.wrongCredentials, { non_field_errors: [fieldMessages.wrongCredentials] });
    }
    return db.transaction((tx) => issueToken(tx, user, deviceName(request.headers['user-agent'])));
  });

  app.post('/revoke', { config: { permission: 'authenticated' } }, async (request, reply) => {
    await db.transaction((tx) => revokeToken(tx, request.user!.tokenHash));
    return reply.code(204).send();
  });
};

export default auth;
