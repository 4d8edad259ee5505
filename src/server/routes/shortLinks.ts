import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteMessages } from '../../shared/site';
import { HttpError } from '../lib/problem';
import { hitLimit } from '../lib/rateLimit';
import { noContent } from '../lib/routeSchemas';
import { tokenOfShortCode } from '../services/invitationSends';

// Issue 35: the short link printed on a paper invitation's insert, /r/{code}, leads to the household's RSVP page.
// A code is ten characters: misses are counted per address, so nobody walks the codes to find a household.
const MISSES = { max: 30, windowSeconds: 3600 };

const shortLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/r/:code',
    {
      config: { permission: 'public' },
      schema: { params: z.object({ code: z.string() }), response: { 302: noContent } },
    },
    async (request, reply) => {
      const token = await tokenOfShortCode(db, request.params.code.toLowerCase());
      if (!token) {
        await hitLimit(db, `short-link:ip:${request.ip}`, MISSES, 'tries');
        throw new HttpError(404, siteMessages.rsvpLinkInvalid);
      }
      return reply.header('cache-control', 'no-store').redirect(`/rsvp/${token}`, 302);
    },
  );
};

export default shortLinkRoutes;
