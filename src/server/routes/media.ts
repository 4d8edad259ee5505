import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../lib/problem';
import { someObject } from '../lib/routeSchemas';
import { isUuid } from '../lib/uuid';

const noImage = () => new HttpError(404, 'No such image.');

// Media ids are unguessable and never reused, so a served image may be cached for good: by anyone when it is shown
// to everyone, by the browser alone (`private`) when it is a receipt or a photo of a post not shown to everyone, so
// that no shared cache (a proxy, a CDN) keeps a copy to hand out.
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:id',
    {
      config: { permission: 'public' },
      schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } },
    },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw noImage();
      const id = request.params.id;
      const variant = JSON.stringify([{ id }]);
      const { rows } = await app.database.db.execute<{ content_type: string; bytes: Buffer; private: boolean }>(sql`
      SELECT m.content_type, m.bytes,
        EXISTS (SELECT 1 FROM fund_transactions t WHERE t.receipt @> ${JSON.stringify({ variants: [{ id }] })}::jsonb)
        OR EXISTS (SELECT 1 FROM post_photos pp JOIN posts p ON p.id = pp.post_id
          WHERE pp.variants @> ${variant}::jsonb AND (p.audience <> 'public' OR (p.wedding_id IS NULL AND coalesce(
            (SELECT v.posts_visibility FROM user_privacy v WHERE v.user_id = p.author_id), 'everyone') <> 'everyone')))
        AS private
      FROM media m WHERE m.id = ${id}`);
      const row = rows[0];
      if (!row) throw noImage();
      return reply
        .header('content-type', row.content_type)
        .header('cache-control', `${row.private ? 'private' : 'public'}, max-age=31536000, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(row.bytes);
    },
  );
};

export default mediaRoutes;
