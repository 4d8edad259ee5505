import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rsvpAnswerBody } from '../../../../../shared/site';
import { someObject } from '../../../../lib/routeSchemas';
import { answerRsvp, rsvpInvitation } from '../../../../services/rsvp';

// /api/v1/rsvp/{token}/: a household's invitation and answer, by its private link alone (no account).
const rsvpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const open = { config: { permission: 'public' as const } };

  // The answer names the household and its guests, like the HTML page: no cache keeps it.
  app.get(
    '/:token/',
    { ...open, schema: { params: z.object({ token: z.string() }), response: { 200: someObject() } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return rsvpInvitation(db, request.params.token);
    },
  );

  app.post(
    '/:token/',
    {
      ...open,
      schema: { params: z.object({ token: z.string() }), body: rsvpAnswerBody, response: { 200: someObject() } },
    },
    async (request) => answerRsvp(db, request.params.token, request.body),
  );
};

export default rsvpRoutes;
