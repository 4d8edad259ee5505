import { randomBytes } from 'node:crypto';
import { passwordResets } from '../../../../src/server/db/schema';
import { hashToken } from '../../../../src/server/lib/tokens';
import { PASSWORD, type SignedUp, signUp, uniqueEmail } from '../../api';
import { defineArea } from '../area';
import { anyone, signedIn } from '../roles';

// Sessions and passwords: signing in and out, changing a password, and the forgotten-password mail and link.

interface World {
  /** An unused password-reset token, of an account no role uses (a reset signs that account out everywhere). */
  resetToken: string;
  /** That account's email, to sign in with. */
  spareEmail: string;
}

let spare: Promise<SignedUp> | undefined;

export default defineArea<World>({
  async arrange(ctx) {
    spare ??= signUp(ctx.server, { first_name: 'Spare' });
    const resetToken = randomBytes(16).toString('hex');
    await ctx.server.database.db.insert(passwordResets).values({
      tokenHash: hashToken(resetToken),
      userId: (await spare).user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return { resetToken, spareEmail: (await spare).email };
  },
  rows: [
    {
      method: 'POST',
      route: '/api/v1/users/me/set-password/',
      url: () => '/api/v1/users/me/set-password/',
      body: () => ({ old_password: PASSWORD, new_password: PASSWORD }),
      expected: signedIn(200),
      endsSession: true,
    },
    {
      method: 'POST',
      route: '/api/v1/users/forgot-password/',
      url: () => '/api/v1/users/forgot-password/',
      body: () => ({ email: uniqueEmail('forgot') }),
      expected: anyone(200),
    },
    // The reset page's check when it opens: a live link works for anyone who holds it, and writes nothing.
    {
      method: 'POST',
      route: '/api/v1/users/reset-password/check/',
      url: () => '/api/v1/users/reset-password/check/',
      body: (w) => ({ token: w.resetToken }),
      expected: anyone(200),
      events: 0,
    },
    {
      method: 'POST',
      route: '/api/v1/users/reset-password/',
      url: () => '/api/v1/users/reset-password/',
      body: (w) => ({ token: w.resetToken, password: PASSWORD }),
      expected: anyone(200),
    },
    {
      method: 'POST',
      route: '/auth/token',
      url: () => '/auth/token',
      body: (w) => ({ email: w.spareEmail, password: PASSWORD }),
      expected: anyone(200),
    },
    { method: 'POST', route: '/auth/revoke', url: () => '/auth/revoke', expected: signedIn(204), endsSession: true },
  ],
});
