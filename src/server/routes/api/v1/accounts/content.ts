import type { FastifyPluginAsync } from 'fastify';
import { wholeList } from '../../../../lib/paging';
import { accessOf } from '../../../../plugins/access';

type IdParams = { Params: { id: string } };

// What followers get beyond the page itself. Posts and guest information are written by later features; until
// then these answer honestly with nothing, behind the same permission they will keep.
const content: FastifyPluginAsync = async (app) => {
  app.get<IdParams>(
    '/:id/feed/',
    { config: { permission: 'wedding:feed.view', target: 'account' } },
    async (request) => {
      accessOf(request);
      return wholeList([]);
    },
  );

  app.get<IdParams>(
    '/:id/guest-info/',
    { config: { permission: 'wedding:guestInfo.view', target: 'account' } },
    async (request) => {
      const { wedding: row } = accessOf(request);
      return { account: row.id, sections: [] };
    },
  );
};

export default content;
