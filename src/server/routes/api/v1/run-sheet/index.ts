import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runSheetTokenParams } from '../../../../../shared/runSheet';
import { noContent, someObject } from '../../../../lib/routeSchemas';
import { linkByToken, runSheetOf } from '../../../../services/runSheet';

// /api/v1/run-sheet/{token}/: the run-of-show a couple shared by private link (issue 37), no account needed. The
// page polls it with If-None-Match: an unchanged sheet is a 304 of a few bytes.
const runSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/:token/',
    {
      config: { permission: 'public' },
      schema: { params: runSheetTokenParams, response: { 200: someObject(), 304: noContent } },
    },
    async (request, reply) => {
      const sheet = await runSheetOf(db, await linkByToken(db, request.params.token));
      const etag = `"${createHash('sha256').update(JSON.stringify(sheet)).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'no-store').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return sheet;
    },
  );
};

export default runSheetRoutes;
