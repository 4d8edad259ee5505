import { fieldMessages } from '../../shared/messages';
import { loginBody } from '../../shared/schemas';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { users } from '../db/schema';
import { HttpError, parse } from '../lib/problem';
import { hitLimit, refundAttempt } from '../lib/rateLimit';
import { findByEmail, verifyPassword } from './users';

// The one password check: POST /auth/token and the embedded OpenID provider's sign-in page both go through it, so
// both count the same attempts per address and per email.

export async function passwordSignIn(
  db: Db,
  limits: Config['limits'],
  ip: string,
  body: unknown,
): Promise<typeof users.$inferSelect> {
  await hitLimit(db, `login:ip:${ip}`, limits.loginPerIp);
  const credentials = parse(loginBody, body);
  // Only failures count per email, so a stranger guessing cannot lock the owner out for long. Each attempt is
  // counted (and checked) before the password is, in one atomic step, and a success is taken back off: a burst of
  // parallel guesses gets no more tries than a sequence would.
  const emailKey = `login:email:${credentials.email.toLowerCase()}`;
  await hitLimit(db, emailKey, limits.loginFailuresPerEmail);
  const user = await findByEmail(db, credentials.email);
  if (!(await verifyPassword(user?.passwordHash, credentials.password)) || !user || user.deletedAt) {
    throw new HttpError(400, fieldMessages.wrongCredentials, { non_field_errors: [fieldMessages.wrongCredentials] });
  }
  await refundAttempt(db, emailKey);
  return user;
}
