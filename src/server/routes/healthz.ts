import type { FastifyPluginAsync } from 'fastify';

const healthz: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { config: { permission: 'public' } }, async (_request, reply) => {
    try {
      await app.database.pool.query('SELECT 1');
      return { status: 'ok', database: 'reachable' };
    } catch {
      return reply.code(503).send({ status: 'degraded', database: 'unreachable' });
    }
  });
};

export default healthz;
