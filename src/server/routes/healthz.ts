import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { someObject } from '../lib/routeSchemas';

const healthz: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { permission: 'public' },
      schema: { response: { 200: someObject({ status: z.string() }), 503: someObject({ status: z.string() }) } },
    },
    async (_request, reply) => {
      try {
        await app.database.pool.query('SELECT 1');
        return { status: 'ok', database: 'reachable' };
      } catch {
        return reply.code(503).send({ status: 'degraded', database: 'unreachable' });
      }
    },
  );
};

export default healthz;
