import type { FastifyPluginAsync } from 'fastify';
import { wholeList } from '../../../../lib/paging';
import { accessOf } from '../../../../plugins/access';

type IdParams = { Params: { id: string } };

// What followers get beyond the page itself. Posts are written by a later feature; until then the feed answers
// honestly with nothing, behind the same permission it will keep. Guest info lives with the website (site.ts).
const content: FastifyPluginAsync = async (app) => {
  app.get<IdParams>(
    '/:id/feed/',
    { config: { permission: 'wedding:feed.view', target: 'account' } },
    async (request) => {
      accessOf(request);
      return wholeList([]);
    },
  );
};

export default content;
