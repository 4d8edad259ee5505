import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { someObject } from '../../../../lib/routeSchemas';
import { personFor, toProfile } from '../../../../services/people';

// Public profile by handle (/{userHandle}) with its counts and the viewer's follow; never carries the email or unread
// counts of someone else. A person on the other side of a block is as unknown as a missing one.
const profiles: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:slug/',
    {
      config: { permission: 'public' },
      schema: { params: z.object({ slug: z.string() }), response: { 200: someObject() } },
    },
    async (request) => {
      const viewer = request.user?.id ?? null;
      const row = await personFor(app.database.db, viewer, request.params.slug);
      return toProfile(app.database.db, viewer, row);
    },
  );
};

export default profiles;
