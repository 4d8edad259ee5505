import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugify } from '../../../../../shared/slug';
import { WEDDING_ROLES } from '../../../../../shared/weddings';
import {
  slugCheckBody,
  weddingSchema,
  weddingSetUpBody,
  weddingUpdateBody,
} from '../../../../../shared/weddingsSchemas';
import { offsetPaging, wholeList } from '../../../../lib/paging';
import { hitLimit } from '../../../../lib/rateLimit';
import { exact, listOf, someObject } from '../../../../lib/routeSchemas';
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
import album from './album';
import content from './content';
import cover from './cover';
import followers from './followers';
import funds from './funds';

import guestEvents from './guestEvents';
import guests from './guests';
import invitations from './invitations';
import members from './members';
import planning from './planning';
import site from './site';
import vendors from './vendors';

// /api/v1/accounts/: weddings (the spec's "account"). Routes on one wedding name a `wedding:<action>` permission.
const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get(
    '/roles/',
    { config: { permission: 'public' }, schema: { response: { 200: listOf(someObject()) } } },
    async () => wholeList([...WEDDING_ROLES]),
  );

  app.post(
    '/slug-exists/',
    { ...signedIn, schema: { body: slugCheckBody, response: { 200: someObject() } } },
    async (request) => {
      const { slug } = request.body;
      const wanted = slugify(slug);
      const free = wanted.length >= 3 && !(await weddingSlugTaken(db, wanted));
      return { is_available: free, slug: free ? wanted : await suggestWeddingSlug(db, wanted) };
    },
  );

  app.get('/', { ...signedIn, schema: { response: { 200: listOf(someObject()) } } }, async (request) => {
    const paging = offsetPaging(request, MY_WEDDINGS_PAGE);
    return paging.envelope(await myWeddings(db, request.user!.id, paging.window));
  });

  app.post(
    '/set-up/',
    { ...signedIn, schema: { body: weddingSetUpBody, response: { 201: someObject() } } },
    async (request, reply) => {
      const body = request.body;
      await hitLimit(db, `wedding:user:${request.user!.id}`, app.config.limits.weddingsPerUser, 'new weddings');
      return reply.code(201).send(await setUpWedding(db, app, request.user!.id, body));
    },
  );

  // One statement: the access check reads the page's couple and counts with the wedding (`withFacts`).
  // The hot path: the wedding page's first request, serialized by its schema.
  const weddingAnswer = exact(weddingSchema);
  const viewConfig = { permission: 'wedding:view', target: 'account', withFacts: true } as const;
  app.get(
    '/:id/',
    {
      config: viewConfig,
      schema: {
        summary: 'One wedding, by id or slug, with the caller’s role and follow status and the page’s counts.',
        params: z.object({ id: z.string().describe('The wedding’s id or slug.') }),
        response: { 200: weddingAnswer },
      },
    },
    async (request) => {
      const { wedding: row, standing, weddingFacts } = accessOf(request);
      return toWedding(db, row, standing, weddingFacts);
    },
  );

  app.patch(
    '/:id/',
    {
      config: { permission: 'wedding:update', target: 'account' },
      schema: { params: z.object({ id: z.string() }), body: weddingUpdateBody, response: { 200: weddingSchema } },
    },
    async (request) => {
      const { wedding: row, standing } = accessOf(request);
      return updateWedding(db, row, standing, request.body, request.user!.id);
    },
  );

  await app.register(followers);
  await app.register(members);
  await app.register(cover);
  await app.register(content);
  await app.register(site);
  await app.register(album);
  await app.register(guests);
  await app.register(invitations);
  await app.register(guestEvents);
  await app.register(planning);
  await app.register(funds);
  await app.register(activity);
  await app.register(vendors);
};

export default accountsRoutes;
