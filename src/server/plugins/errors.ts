import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, problemFor } from '../lib/problem';

// Every error leaves as problem+json; nothing a client sends can turn into a 500 with internals in it.
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
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
