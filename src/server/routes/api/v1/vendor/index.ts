import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VENDOR_CATEGORIES } from '../../../../../shared/vendors';
import { businessCreateBody, businessUpdateBody, directoryQuery } from '../../../../../shared/vendorsSchemas';
import { offsetPaging, wholeList } from '../../../../lib/paging';
import { businessAnswer, listOf, pageQuery, someObject } from '../../../../lib/routeSchemas';
import {
  businessById,
  createBusiness,
  DIRECTORY_PAGE,
  searchDirectory,
  teamBusiness,
  toBusiness,
  updateBusiness,
  vendorArea,
} from '../../../../services/vendorBusinesses';
import { vendorClients } from '../../../../services/vendorExpectations';
import { photosOf } from '../../../../services/vendorPhotos';
import photos from './photos';
import team from './team';

// /api/v1/vendor/: the categories, the directory of vendor businesses, and a business's own area. A business is not
// a wedding, so its team check is the policy's `teamRefusal`, asked by `teamBusiness`.
const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' } } as const;

  app.get(
    '/vendor-categories/',
    { config: { permission: 'public' }, schema: { response: { 200: listOf(someObject()) } } },
    async () => wholeList([...VENDOR_CATEGORIES]),
  );

  app.get(
    '/vendors/',
    {
      ...signedIn,
      schema: { querystring: directoryQuery.extend(pageQuery.shape), response: { 200: listOf(businessAnswer) } },
    },
    async (request) => {
      const paging = offsetPaging(request, DIRECTORY_PAGE);
      return paging.envelope(await searchDirectory(db, request.query, paging.window));
    },
  );

  app.post(
    '/vendors/',
    { ...signedIn, schema: { body: businessCreateBody, response: { 201: businessAnswer } } },
    async (request, reply) => {
      const body = request.body;
      const business = await db.transaction((tx) => createBusiness(tx, request.user!.id, body));
      return reply.code(201).send(business);
    },
  );

  /** The businesses the caller acts for, and whether they see the ops pages. */
  app.get('/vendors/mine/', { ...signedIn, schema: { response: { 200: someObject() } } }, async (request) =>
    vendorArea(db, request.user!.id, app.config.opsHandles),
  );

  // The public page of a business: what the directory shows, for anyone.
  app.get(
    '/vendors/:id/',
    {
      config: { permission: 'public' },
      schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } },
    },
    async (request) => {
      const business = await businessById(db, request.params.id);
      return toBusiness(business, (await photosOf(db, [business.id])).get(business.id));
    },
  );

  app.patch(
    '/vendors/:id/',
    {
      ...signedIn,
      schema: { params: z.object({ id: z.string() }), body: businessUpdateBody, response: { 200: businessAnswer } },
    },
    async (request) => {
      const business = await teamBusiness(db, request.params.id, request.user!.id);
      const body = request.body;
      return db.transaction((tx) => updateBusiness(tx, business, body));
    },
  );

  /** The weddings that linked the business, with only what concerns it. */
  app.get(
    '/vendors/:id/clients/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => {
      const business = await teamBusiness(db, request.params.id, request.user!.id);
      return wholeList(await vendorClients(db, business.id));
    },
  );

  await app.register(team);
  await app.register(photos);
};

export default vendorRoutes;
