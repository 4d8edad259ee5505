import type { FastifyPluginAsync } from 'fastify';
import { keysetPaging } from '../../../../lib/paging';
import { accessOf } from '../../../../plugins/access';
import { FEED_PAGE, weddingPosts } from '../../../../services/postFeeds';

type IdParams = { Params: { id: string } };

// What followers get beyond the page itself: the wedding's posts, each post's audience applied. Guest info lives
// with the website (site.ts).
const content: FastifyPluginAsync = async (app) => {
  app.get<IdParams>(
    '/:id/feed/',
    { config: { permission: 'wedding:feed.view', target: 'account' } },
    async (request) => {
      const { wedding } = accessOf(request);
      const paging = keysetPaging(request, FEED_PAGE);
      return paging.envelope(await weddingPosts(app.database.db, request.user!.id, wedding.id, paging.window));
    },
  );
};

export default content;
