import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail';
import type { Media } from './media/staging';

export interface AuthUser {
  id: string;
  /** As stored: invitations are addressed to it (see `invites.respond` in policy.ts). */
  email: string;
  /** The owner proved the address (services/emailVerification.ts); invitations by email need it. */
  emailVerified: boolean;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    media: Media;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
