import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keysetPaging } from '../../../../lib/paging';
import { listOf, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { FEED_PAGE, weddingPosts } from '../../../../services/postFeeds';

// What followers get beyond the page itself: the wedding's posts, each post's audience applied. Guest info lives
// with the website (site.ts).
const content: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/feed/',
    {
      config: { permission: 'wedding:feed.view', target: 'account' },
      schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } },
    },
    async (request) => {
      const { wedding } = accessOf(request);
      const paging = keysetPaging(request, FEED_PAGE);
      return paging.envelope(await weddingPosts(app.database.db, request.user!.id, wedding.id, paging.window));
    },
  );
};

export default content;
