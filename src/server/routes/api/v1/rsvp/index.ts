import type { FastifyPluginAsync } from 'fastify';
import { rsvpAnswerBody } from '../../../../../shared/site';
import { parse } from '../../../../lib/problem';
import { answerRsvp, rsvpInvitation } from '../../../../services/rsvp';

type TokenParams = { Params: { token: string } };

// /api/v1/rsvp/{token}/: a household's invitation and answer, by its private link alone (no account).
const rsvpRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const open = { config: { permission: 'public' as const } };

  app.get<TokenParams>('/:token/', open, async (request) => rsvpInvitation(db, request.params.token));

  app.post<TokenParams>('/:token/', open, async (request) =>
    answerRsvp(db, request.params.token, parse(rsvpAnswerBody, request.body)),
  );
};

export default rsvpRoutes;
