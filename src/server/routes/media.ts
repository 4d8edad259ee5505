import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../lib/problem';
import { someObject } from '../lib/routeSchemas';
import { isUuid } from '../lib/uuid';

const noImage = () => new HttpError(404, 'No such image.');
const YEAR = 'max-age=31536000, immutable';

// Media ids are unguessable and never reused, so a served image may be cached for good: by anyone when it is shown
// to everyone, by the browser alone (`private`) when it is a receipt, a photo of a post not shown to everyone, or a
// guests' album photo's full-size file or a copy not approved, so
// that no shared cache (a proxy, a CDN) keeps a copy to hand out.
//
// The bytes are in the media store; rows from before it keep theirs in the database until `npm run media:migrate`
// has moved them, and are served from there meanwhile. With MEDIA_PUBLIC_URL (a CDN in front of the bucket), a public
// image is a redirect there; a private one is always streamed through the app, so only the browser keeps it.
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:id',
    {
      config: { permission: 'public' },
      schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } },
    },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw noImage();
      const id = request.params.id.toLowerCase();
      const variant = JSON.stringify([{ id }]);
      const { rows } = await app.database.db.execute<{
        content_type: string;
        bytes: Buffer | null;
        private: boolean;
      }>(sql`
      SELECT m.content_type, m.bytes,
        EXISTS (SELECT 1 FROM fund_transactions t WHERE t.receipt @> ${JSON.stringify({ variants: [{ id }] })}::jsonb)
        OR EXISTS (SELECT 1 FROM post_photos pp JOIN posts p ON p.id = pp.post_id
          WHERE pp.variants @> ${variant}::jsonb AND (p.audience <> 'public' OR (p.wedding_id IS NULL AND coalesce(
            (SELECT v.posts_visibility FROM user_privacy v WHERE v.user_id = p.author_id), 'everyone') <> 'everyone')))
        OR EXISTS (SELECT 1 FROM album_photos a WHERE a.original_id = ${id})
        OR EXISTS (SELECT 1 FROM album_photos a WHERE a.variants @> ${variant}::jsonb AND a.status <> 'approved')
        AS private
      FROM media m WHERE m.id = ${id}`);
      const row = rows[0];
      if (!row) throw noImage();
      const cacheControl = `${row.private ? 'private' : 'public'}, ${YEAR}`;
      reply.header('x-content-type-options', 'nosniff');
      if (row.bytes)
        return reply.header('content-type', row.content_type).header('cache-control', cacheControl).send(row.bytes);

      const publicUrl = row.private ? undefined : app.media.store.publicUrl(id);
      // A day, not a year: the redirect follows MEDIA_PUBLIC_URL, which may move; the image behind it is cached for good.
      if (publicUrl) return reply.header('cache-control', 'public, max-age=86400').redirect(publicUrl, 302);
      const stored = await app.media.store.get(id).catch((error: unknown) => {
        request.log.error({ err: error }, 'the media store could not be read');
        throw new HttpError(503, 'This image cannot be read right now. Please try again in a moment.');
      });
      if (!stored) throw noImage();
      if (stored.length !== undefined) reply.header('content-length', stored.length);
      return reply.header('content-type', row.content_type).header('cache-control', cacheControl).send(stored.body);
    },
  );
};

export default mediaRoutes;
