import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { media } from '../db/schema';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';

// Media ids are unguessable and never reused, so a served image may be cached for good.
const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/media/:id', { config: { permission: 'public' } }, async (request, reply) => {
    if (!isUuid(request.params.id)) throw new HttpError(404, 'No such image.');
    const [row] = await app.database.db.select().from(media).where(eq(media.id, request.params.id)).limit(1);
    if (!row) throw new HttpError(404, 'No such image.');
    return reply
      .header('content-type', row.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(row.bytes);
  });
};

export default mediaRoutes;
