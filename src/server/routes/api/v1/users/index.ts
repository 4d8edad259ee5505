import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { RESET_TOKEN_TTL_S } from '../../../../../shared/constants';
import { fieldMessages } from '../../../../../shared/messages';
import {
  emailBody,
  forgotPasswordBody,
  profileBody,
  resetPasswordBody,
  setPasswordBody,
  signUpBody,
  slugBody,
} from '../../../../../shared/schemas';
import { slugify } from '../../../../../shared/slug';
import type { Tx } from '../../../../db/client';
import { passwordResets, users } from '../../../../db/schema';
import { HttpError, parse } from '../../../../lib/problem';
import { hitLimit } from '../../../../lib/rateLimit';
import { uniqueSlug } from '../../../../lib/slug';
import { hashToken, newToken } from '../../../../lib/tokens';
import {
  createUser,
  findByEmail,
  findById,
  hashPassword,
  issueToken,
  revokeOtherTokens,
  slugTaken,
  toUser,
  verifyPassword,
} from '../../../../services/users';
import photo from './photo';
import profiles from './profiles';

// A changed password ends every reset link still out, so an older mail cannot undo the change.
const expireResetLinks = (tx: Tx, userId: string) =>
  tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));

const usersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const publicRoute = { config: { permission: 'public' as const } };
  const signedIn = { config: { permission: 'authenticated' as const } };

  const me = async (id: string) => {
    const row = await findById(db, id);
    if (!row) throw new HttpError(401, 'Your account no longer exists.');
    return row;
  };

  // Sign up returns a token too, so a new user lands signed in.
  app.post('/', publicRoute, async (request, reply) => {
    const body = parse(signUpBody, request.body);
    const row = await createUser(db, body);
    const token = await db.transaction((tx) => issueToken(tx, row));
    return reply.code(201).send(token);
  });

  app.post('/exists/', publicRoute, async (request) => {
    const { email } = parse(emailBody, request.body);
    return { exists: (await findByEmail(db, email)) !== undefined };
  });

  app.post('/slug-exists/', publicRoute, async (request) => {
    const { slug } = parse(slugBody, request.body);
    const wanted = slugify(slug);
    const taken = !wanted || (await slugTaken(db, wanted));
    return {
      is_available: !taken,
      slug: taken ? await uniqueSlug(wanted || 'user', (s) => slugTaken(db, s)) : wanted,
    };
  });

  app.get('/me/', signedIn, async (request) => toUser(await me(request.user!.id), true));

  app.patch('/me/profile/', signedIn, async (request) => {
    const body = parse(profileBody, request.body);
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
    if (!row) throw new HttpError(401, 'Your account no longer exists.');
    return toUser(row, true);
  });

  app.post('/me/set-password/', signedIn, async (request) => {
    const body = parse(setPasswordBody, request.body);
    const row = await me(request.user!.id);
    if (!(await verifyPassword(row.passwordHash, body.old_password))) {
      throw new HttpError(400, fieldMessages.wrongOldPassword, { old_password: [fieldMessages.wrongOldPassword] });
    }
    const passwordHash = await hashPassword(body.new_password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, row.id));
      await revokeOtherTokens(tx, row.id, request.user!.tokenHash);
      await expireResetLinks(tx, row.id);
    });
    return { detail: 'Your password has been changed.' };
  });

  // Always 200, whether or not the email has an account, so the answer reveals nothing.
  app.post('/forgot-password/', publicRoute, async (request) => {
    await hitLimit(db, `forgot:ip:${request.ip}`, app.config.limits.forgotPerIp);
    const { email } = parse(forgotPasswordBody, request.body);
    await hitLimit(db, `forgot:email:${email}`, app.config.limits.forgotPerEmail);
    const row = await findByEmail(db, email);
    if (row) {
      const token = newToken();
      await db.transaction((tx) =>
        tx.insert(passwordResets).values({
          tokenHash: hashToken(token),
          userId: row.id,
          expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_S * 1000),
        }),
      );
      const link = `${app.config.publicUrl}/set-password?token=${encodeURIComponent(token)}`;
      await app.mailer.send({
        to: row.email,
        subject: `Reset your ${app.config.productName} password`,
        text: `Hello ${row.firstName},\n\nSomeone asked to reset the password of your ${app.config.productName} account.\nChoose a new password here (the link works once, for one hour):\n\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.\n`,
        link,
      });
    }
    return { detail: 'If an account exists for that email, we sent a link to reset its password.' };
  });

  app.post('/reset-password/', publicRoute, async (request) => {
    const body = parse(resetPasswordBody, request.body);
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      // Claiming the token and changing the password commit together, so a token works exactly once.
      const [claimed] = await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(body.token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!claimed) {
        throw new HttpError(400, fieldMessages.resetTokenInvalid, { token: [fieldMessages.resetTokenInvalid] });
      }
      await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
      await revokeOtherTokens(tx, claimed.userId);
      await expireResetLinks(tx, claimed.userId);
    });
    return { detail: 'Your password has been reset. You can sign in now.' };
  });

  await app.register(photo);
  await app.register(profiles);
};

export default usersRoutes;
