import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail';
import type { Permission } from './policy';

export interface AuthUser {
  id: string;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Every route names who may call it; a route without one refuses to register. */
    permission?: Permission;
  }
}
