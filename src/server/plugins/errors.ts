import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, OUTAGE_MESSAGE, outageTracker, RETRY_AFTER_SECONDS } from '../lib/outage';
import { HttpError, problemFor } from '../lib/problem';

// Every error leaves as problem+json; nothing a client sends can turn into a 500 with internals in it.
export default fp(async (app) => {
  const outage = outageTracker(app.log);
  // A new connection is the first sign the database is back.
  app.database.pool.on('connect', () => outage.recovered());

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      outage.failed();
      return reply
        .code(503)
        .type('application/problem+json')
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(problemFor(503, OUTAGE_MESSAGE));
    }
    if (error instanceof HttpError) {
      return reply.code(error.status).type('application/problem+json').headers(error.headers).send(error.toProblem());
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    const detail =
      status === 413
        ? 'The request is too large.'
        : status === 500
          ? 'Something went wrong on our side. Please try again.'
          : error.message;
    return reply.code(status).type('application/problem+json').send(problemFor(status, detail));
  });
});
