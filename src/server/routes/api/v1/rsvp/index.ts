import type { FastifyPluginAsync } from 'fastify';
import { rsvpAnswerBody } from '../../../../../shared/site';
import { parse } from '../../../../lib/problem';
import { answerRsvp, rsvpInvitation } from '../../../../services/rsvp';

type TokenParams = { Params: { token: string } };

// /api/v1/rsvp/{token}/: a household's invitation and answer, by its private link alone (no account).
const rsvpRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const open = { config: { permission: 'public' as const } };

  // The answer names the household and its guests, like the HTML page: no cache keeps it.
  app.get<TokenParams>('/:token/', open, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return rsvpInvitation(db, request.params.token);
  });

  app.post<TokenParams>('/:token/', open, async (request) =>
    answerRsvp(db, request.params.token, parse(rsvpAnswerBody, request.body)),
  );
};

export default rsvpRoutes;
