import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailBody,
  forgotPasswordBody,
  profileBody,
  resetPasswordBody,
  resetTokenBody,
  setPasswordBody,
  signUpBody,
  slugBody,
} from '../../../../../shared/schemas';
import { slugify } from '../../../../../shared/slug';
import { users } from '../../../../db/schema';
import { refuseCommonPassword } from '../../../../lib/commonPasswords';
import { deviceName } from '../../../../lib/device';
import { authMessages } from '../../../../lib/messages';
import { HttpError } from '../../../../lib/problem';
import { hitLimit } from '../../../../lib/rateLimit';
import { someObject } from '../../../../lib/routeSchemas';
import { uniqueSlug } from '../../../../lib/slug';
import { mailVerification } from '../../../../services/emailVerification';
import { changePassword, checkResetToken, requestPasswordReset, resetPassword } from '../../../../services/passwords';
import { createUser, findByEmail, findMe, issueToken, slugTaken, toUser } from '../../../../services/users';
import account from './account';
import accountData from './accountData';
import connections from './connections';
import directory from './directory';
import historyDigest from './historyDigest';
import photo from './photo';
import profiles from './profiles';
import social from './social';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const publicRoute = { config: { permission: 'public' as const } };
  const signedIn = { config: { permission: 'authenticated' as const } };

  const me = async (id: string) => {
    const row = await findMe(db, id);
    if (!row) throw new HttpError(401, authMessages.accountGone);
    return row;
  };

  // Sign up returns a token too, so a new user lands signed in.
  app.post(
    '/',
    { ...publicRoute, schema: { body: signUpBody, response: { 201: someObject() } } },
    async (request, reply) => {
      const body = request.body;
      // Counted before the password is hashed: a flood of sign-ups from one address cannot buy argon2 work.
      await hitLimit(db, `signup:ip:${request.ip}`, app.config.limits.signUpPerIp, 'sign-ups');
      refuseCommonPassword(body.password, 'password');
      const row = await createUser(db, body);
      // The account works at once; a mail that cannot go out now can be asked for again from the top menu.
      await mailVerification(db, app, row).catch((error) =>
        request.log.error({ err: error }, 'verification mail failed'),
      );
      const token = await db.transaction((tx) => issueToken(tx, row, deviceName(request.headers['user-agent'])));
      return reply.code(201).send(token);
    },
  );

  // The spec's route stays, counted per address like sign-up, so it cannot sweep a list of addresses for accounts.
  app.post(
    '/exists/',
    { ...publicRoute, schema: { body: emailBody, response: { 200: someObject() } } },
    async (request) => {
      await hitLimit(db, `exists:ip:${request.ip}`, app.config.limits.existsPerIp, 'lookups');
      const { email } = request.body;
      return { exists: (await findByEmail(db, email)) !== undefined };
    },
  );

  app.post(
    '/slug-exists/',
    { ...publicRoute, schema: { body: slugBody, response: { 200: someObject() } } },
    async (request) => {
      const { slug } = request.body;
      const wanted = slugify(slug);
      const taken = !wanted || (await slugTaken(db, wanted));
      return {
        is_available: !taken,
        slug: taken ? await uniqueSlug(wanted || 'user', (s) => slugTaken(db, s)) : wanted,
      };
    },
  );

  app.get('/me/', { ...signedIn, schema: { response: { 200: someObject() } } }, async (request) =>
    toUser(await me(request.user!.id), true),
  );

  app.patch(
    '/me/profile/',
    { ...signedIn, schema: { body: profileBody, response: { 200: someObject() } } },
    async (request) => {
      const body = request.body;
      const [row] = await db.transaction((tx) =>
        tx
          .update(users)
          .set({
            ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
            ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
          })
          .where(eq(users.id, request.user!.id))
          .returning(),
      );
      if (!row) throw new HttpError(401, authMessages.accountGone);
      return toUser(row, true);
    },
  );

  app.post(
    '/me/set-password/',
    { ...signedIn, schema: { body: setPasswordBody, response: { 200: someObject() } } },
    async (request) => {
      refuseCommonPassword(request.body.new_password, 'new_password');
      await changePassword(db, request.user!, request.body);
      return { detail: 'Your password has been changed.' };
    },
  );

  // Always 200, whether or not the email has an account, so the answer reveals nothing.
  app.post(
    '/forgot-password/',
    { ...publicRoute, schema: { body: forgotPasswordBody, response: { 200: someObject() } } },
    async (request) => {
      await hitLimit(db, `forgot:ip:${request.ip}`, app.config.limits.forgotPerIp);
      const { email } = request.body;
      await hitLimit(db, `forgot:email:${email}`, app.config.limits.forgotPerEmail);
      await requestPasswordReset(db, app, email);
      return { detail: 'If an account exists for that email, we sent a link to reset its password.' };
    },
  );

  // The reset page asks this when it opens: a spent or expired link is refused before a password is typed.
  app.post(
    '/reset-password/check/',
    { ...publicRoute, schema: { body: resetTokenBody, response: { 200: someObject() } } },
    async (request) => {
      await hitLimit(db, `reset:ip:${request.ip}`, app.config.limits.resetPerIp, 'password reset attempts');
      await checkResetToken(db, request.body.token);
      return { detail: 'This reset link works.' };
    },
  );

  app.post(
    '/reset-password/',
    { ...publicRoute, schema: { body: resetPasswordBody, response: { 200: someObject() } } },
    async (request) => {
      await hitLimit(db, `reset:ip:${request.ip}`, app.config.limits.resetPerIp, 'password reset attempts');
      refuseCommonPassword(request.body.password, 'password');
      await resetPassword(db, request.body);
      return { detail: 'Your password has been reset. You can sign in now.' };
    },
  );

  await app.register(photo);
  await app.register(social);
  await app.register(account);
  await app.register(accountData);
  await app.register(historyDigest);
  await app.register(profiles);
  await app.register(connections);
  await app.register(directory);
};

export default usersRoutes;
