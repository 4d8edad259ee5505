import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsDone } from '../db/client';
import { problemFor } from '../lib/problem';
import { problemSchema, someObject } from '../lib/routeSchemas';

export interface Readiness {
  database: 'reachable' | 'unreachable';
  migrations: 'done' | 'pending' | 'unknown';
  draining: boolean;
}

/** What keeps an instance from taking traffic, in words, or null when it is ready. */
function notReady(checks: Readiness): string | null {
  const reasons = [
    checks.database === 'unreachable' ? 'the database is unreachable' : null,
    checks.migrations === 'pending' ? 'database migrations are pending' : null,
    checks.draining ? 'the instance is draining (shutting down)' : null,
  ].filter(Boolean);
  return reasons.length ? `Not ready: ${reasons.join('; ')}.` : null;
}

// GET /readyz: may a load balancer send this instance traffic? /healthz says the process is alive; this says it can
// serve: the database answers, every migration this build ships is applied, and the instance is not draining.
const readyz: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/readyz',
    {
      config: { permission: 'public' },
      schema: { response: { 200: someObject({ status: z.string() }), 503: problemSchema } },
    },
    async (_request, reply) => {
      const checks: Readiness = { database: 'reachable', migrations: 'unknown', draining: app.lifecycle.draining };
      try {
        checks.migrations = (await migrationsDone(app.database)) ? 'done' : 'pending';
      } catch {
        checks.database = 'unreachable';
      }
      // Checked again after the query: a SIGTERM may have come while it ran.
      checks.draining = app.lifecycle.draining;
      reply.header('cache-control', 'no-store');
      const reason = notReady(checks);
      if (!reason) return { status: 'ready', ...checks };
      return reply
        .code(503)
        .type('application/problem+json')
        .send({ ...problemFor(503, reason), checks });
    },
  );
};

export default readyz;
