import type { FastifyPluginAsync } from 'fastify';
import { accessOf } from '../../../../plugins/access';

type IdParams = { Params: { id: string } };

// What followers get beyond the page itself. Posts and guest information are written by later features; until
// then these answer honestly with nothing, behind the same permission they will keep.
const content: FastifyPluginAsync = async (app) => {
  const feed = { config: { permission: 'wedding:feed.view', target: 'account' } } as const;
  const guestInfo = { config: { permission: 'wedding:guestInfo.view', target: 'account' } } as const;
  app.get<IdParams>('/:id/feed/', feed, async (request) => {
    accessOf(request);
    return { count: 0, next: null, previous: null, results: [] };
  });

  app.get<IdParams>('/:id/guest-info/', guestInfo, async (request) => {
    const { wedding: row } = accessOf(request);
    return { account: row.id, sections: [] };
  });
};

export default content;
