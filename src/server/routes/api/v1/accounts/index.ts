import type { FastifyPluginAsync } from 'fastify';
import { slugify } from '../../../../../shared/slug';
import { WEDDING_ROLES } from '../../../../../shared/weddings';
import { slugCheckBody, weddingSetUpBody, weddingUpdateBody } from '../../../../../shared/weddingsSchemas';
import { offsetPaging, wholeList } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { hitLimit } from '../../../../lib/rateLimit';
import { accessOf } from '../../../../plugins/access';
import {
  MY_WEDDINGS_PAGE,
  myWeddings,
  suggestWeddingSlug,
  toWedding,
  weddingSlugTaken,
} from '../../../../services/weddings';
import { setUpWedding, updateWedding } from '../../../../services/weddingsWrite';
import activity from './activity';
import content from './content';
import cover from './cover';
import followers from './followers';
import funds from './funds';

import guests from './guests';
import members from './members';
import planning from './planning';
import site from './site';

type IdParams = { Params: { id: string } };

// /api/v1/accounts/: weddings (the spec's "account"). Routes on one wedding name a `wedding:<action>` permission.
const accountsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get('/roles/', { config: { permission: 'public' } }, async () => wholeList([...WEDDING_ROLES]));

  app.post('/slug-exists/', signedIn, async (request) => {
    const { slug } = parse(slugCheckBody, request.body);
    const wanted = slugify(slug);
    const free = wanted.length >= 3 && !(await weddingSlugTaken(db, wanted));
    return { is_available: free, slug: free ? wanted : await suggestWeddingSlug(db, wanted) };
  });

  app.get('/', signedIn, async (request) => {
    const paging = offsetPaging(request, MY_WEDDINGS_PAGE);
    return paging.envelope(await myWeddings(db, request.user!.id, paging.window));
  });

  app.post('/set-up/', signedIn, async (request, reply) => {
    const body = parse(weddingSetUpBody, request.body);
    await hitLimit(db, `wedding:user:${request.user!.id}`, app.config.limits.weddingsPerUser, 'new weddings');
    return reply.code(201).send(await setUpWedding(db, app, request.user!.id, body));
  });

  // One statement: the access check reads the page's couple and counts with the wedding (`withFacts`).
  const viewConfig = { permission: 'wedding:view', target: 'account', withFacts: true } as const;
  app.get<IdParams>('/:id/', { config: viewConfig }, async (request) => {
    const { wedding: row, standing, weddingFacts } = accessOf(request);
    return toWedding(db, row, standing, weddingFacts);
  });

  app.patch<IdParams>('/:id/', { config: { permission: 'wedding:update', target: 'account' } }, async (request) => {
    const { wedding: row, standing } = accessOf(request);
    return updateWedding(db, row, standing, parse(weddingUpdateBody, request.body), request.user!.id);
  });

  await app.register(followers);
  await app.register(members);
  await app.register(cover);
  await app.register(content);
  await app.register(site);
  await app.register(guests);
  await app.register(planning);
  await app.register(funds);
  await app.register(activity);
};

export default accountsRoutes;
