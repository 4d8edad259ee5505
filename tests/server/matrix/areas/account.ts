import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accessTokens, dataExports, emailChanges, emailVerifications, users } from '../../../../src/server/db/schema';
import { hashToken } from '../../../../src/server/lib/tokens';
import { PASSWORD, type SignedUp, signUp, uniqueEmail } from '../../api';
import { defineArea, MISSING_ID } from '../area';
import { anyone, type Expected, only, signedIn } from '../roles';

// The account area: /account (email, devices), /account-weddings, /update-settings, and "your data".

interface World {
  /** Another device of the couple's user, to sign out. */
  sessionId: string;
  weddingId: string;
  /** A ready data download of the couple's user. */
  exportId: string;
  /** A live email-change link of a spare account. */
  confirmToken: string;
  /** A live verification link of the spare account's address. */
  verifyToken: string;
}

let spare: Promise<SignedUp> | undefined;

/** Leaving: the committee member may; the couple's only member may not; the rest belong to nothing to leave. */
const leaving: Expected = { ...signedIn(404), member: 204, couple: 409 };

export default defineArea<World>({
  async arrange(ctx) {
    spare ??= signUp(ctx.server, { first_name: 'Spare' });
    const db = ctx.server.database.db;
    const [device] = await db
      .insert(accessTokens)
      .values({
        tokenHash: hashToken(randomBytes(16).toString('hex')),
        userId: ctx.users.couple.user.id,
        expiresAt: new Date(Date.now() + 3_600_000),
        device: 'Firefox on Linux',
      })
      .returning({ id: accessTokens.id });
    const [ready] = await db
      .insert(dataExports)
      .values({ userId: ctx.users.couple.user.id, status: 'ready', bytes: Buffer.from('PK'), readyAt: new Date() })
      .returning({ id: dataExports.id });
    const confirmToken = randomBytes(16).toString('hex');
    await db.insert(emailChanges).values({
      tokenHash: hashToken(confirmToken),
      userId: (await spare).user.id,
      newEmail: uniqueEmail('moved'),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const verifyToken = randomBytes(16).toString('hex');
    // The spare's address as it is now: the email-change row moves it.
    const [current] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, (await spare).user.id));
    await db.insert(emailVerifications).values({
      tokenHash: hashToken(verifyToken),
      userId: (await spare).user.id,
      email: current!.email,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return {
      sessionId: device!.id,
      weddingId: (await ctx.wedding()).id,
      exportId: ready!.id,
      confirmToken,
      verifyToken,
    };
  },
  missing: {
    as: 'couple',
    world: (w) => ({ ...w, sessionId: MISSING_ID, weddingId: MISSING_ID, exportId: MISSING_ID }),
  },
  rows: [
    { method: 'GET', route: '/api/v1/client-config/', url: () => '/api/v1/client-config/', expected: anyone(200) },
    {
      method: 'GET',
      route: '/api/v1/users/me/account/',
      url: () => '/api/v1/users/me/account/',
      expected: signedIn(200),
    },
    {
      method: 'POST',
      route: '/api/v1/users/me/email/',
      url: () => '/api/v1/users/me/email/',
      body: () => ({ email: uniqueEmail('new'), password: PASSWORD }),
      expected: signedIn(202),
      events: 0,
    },
    {
      method: 'POST',
      route: '/api/v1/users/email/confirm/',
      url: () => '/api/v1/users/email/confirm/',
      body: (w) => ({ token: w.confirmToken }),
      expected: anyone(200),
      events: 0,
    },
    // Every role of the matrix has verified its address, so asking for another link is a conflict.
    {
      method: 'POST',
      route: '/api/v1/users/me/verify-email/',
      url: () => '/api/v1/users/me/verify-email/',
      expected: signedIn(409),
      events: 0,
    },
    {
      method: 'POST',
      route: '/api/v1/users/verify-email/',
      url: () => '/api/v1/users/verify-email/',
      body: (w) => ({ token: w.verifyToken }),
      expected: anyone(200),
      events: 0,
    },
    {
      method: 'GET',
      route: '/api/v1/users/me/sessions/',
      url: () => '/api/v1/users/me/sessions/',
      expected: signedIn(200),
    },
    // "Sign out everywhere else": the caller's own device stays signed in.
    {
      method: 'DELETE',
      route: '/api/v1/users/me/sessions/',
      url: () => '/api/v1/users/me/sessions/',
      expected: signedIn(204),
      events: 0,
    },
    {
      method: 'DELETE',
      route: '/api/v1/users/me/sessions/:id/',
      url: (w) => `/api/v1/users/me/sessions/${w.sessionId}/`,
      expected: only('couple', 204, 404),
      events: 0,
    },
    {
      method: 'GET',
      route: '/api/v1/users/me/weddings/',
      url: () => '/api/v1/users/me/weddings/',
      expected: signedIn(200),
    },
    {
      method: 'POST',
      route: '/api/v1/users/me/weddings/:id/leave/',
      url: (w) => `/api/v1/users/me/weddings/${w.weddingId}/leave/`,
      expected: leaving,
      // The couple's notification that they left, and its unread count.
      events: { member: 2 },
    },
    {
      method: 'GET',
      route: '/api/v1/users/me/settings/',
      url: () => '/api/v1/users/me/settings/',
      expected: signedIn(200),
    },
    {
      method: 'PUT',
      route: '/api/v1/users/me/settings/',
      url: () => '/api/v1/users/me/settings/',
      body: () => ({ prefs: { likes: { app: true, mail: false } }, digest: false }),
      expected: signedIn(200),
      events: 0,
    },
    {
      method: 'POST',
      route: '/api/v1/users/me/export/',
      url: () => '/api/v1/users/me/export/',
      expected: signedIn(202),
      events: 0,
    },
    {
      method: 'GET',
      route: '/api/v1/users/me/export/',
      url: () => '/api/v1/users/me/export/',
      expected: signedIn(200),
    },
    {
      method: 'GET',
      route: '/api/v1/users/me/export/:id/download/',
      url: (w) => `/api/v1/users/me/export/${w.exportId}/download/`,
      expected: only('couple', 200, 404),
    },
    // Deleting is tried with a wrong password: every signed-in role reaches the check, and no role's account goes.
    {
      method: 'DELETE',
      route: '/api/v1/users/me/',
      url: () => '/api/v1/users/me/',
      body: () => ({ password: 'not the password' }),
      expected: signedIn(400),
    },
  ],
});
