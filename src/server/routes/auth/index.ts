import type { FastifyPluginAsync } from 'fastify';
import { fieldMessages } from '../../../shared/messages';
import { loginBody } from '../../../shared/schemas';
import { deviceName } from '../../lib/device';
import { HttpError, parse } from '../../lib/problem';
import { hitLimit, refundAttempt } from '../../lib/rateLimit';
import { findByEmail, issueToken, revokeToken, verifyPassword } from '../../services/users';

const auth: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const limits = app.config.limits;

  app.post('/token', { config: { permission: 'public' } }, async (request) => {
    await hitLimit(db, `login:ip:${request.ip}`, limits.loginPerIp);
    const body = parse(loginBody, request.body);
    // Only failures count per email, so a stranger guessing cannot lock the owner out for long. Each attempt is
    // counted (and checked) before the password is, in one atomic step, and a success is taken back off: a burst of
    // parallel guesses gets no more tries than a sequence would.
    const emailKey = `login:email:${body.email.toLowerCase()}`;
    await hitLimit(db, emailKey, limits.loginFailuresPerEmail);
    const user = await findByEmail(db, body.email);
    if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
      throw new HttpError(400, fieldMessages.wrongCredentials, { non_field_errors: [fieldMessages.wrongCredentials] });
    }
    await refundAttempt(db, emailKey);
    return db.transaction((tx) => issueToken(tx, user, deviceName(request.headers['user-agent'])));
  });

  app.post('/revoke', { config: { permission: 'authenticated' } }, async (request, reply) => {
    await db.transaction((tx) => revokeToken(tx, request.user!.tokenHash));
    return reply.code(204).send();
  });
};

export default auth;
