import type { FastifyPluginAsync } from 'fastify';
import { VENDOR_CATEGORIES } from '../../../../../shared/vendors';
import { businessCreateBody, businessUpdateBody, directoryQuery } from '../../../../../shared/vendorsSchemas';
import { offsetPaging, wholeList } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
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

type IdParams = { Params: { id: string } };

// /api/v1/vendor/: the categories, the directory of vendor businesses, and a business's own area. A business is not
// a wedding, so its team check is the policy's `teamRefusal`, asked by `teamBusiness`.
const vendorRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' } } as const;

  app.get('/vendor-categories/', { config: { permission: 'public' } }, async () => wholeList([...VENDOR_CATEGORIES]));

  app.get('/vendors/', signedIn, async (request) => {
    const paging = offsetPaging(request, DIRECTORY_PAGE);
    return paging.envelope(await searchDirectory(db, parse(directoryQuery, request.query), paging.window));
  });

  app.post('/vendors/', signedIn, async (request, reply) => {
    const body = parse(businessCreateBody, request.body);
    const business = await db.transaction((tx) => createBusiness(tx, request.user!.id, body));
    return reply.code(201).send(business);
  });

  /** The businesses the caller acts for, and whether they see the ops pages. */
  app.get('/vendors/mine/', signedIn, async (request) => vendorArea(db, request.user!.id, app.config.opsHandles));

  // The public page of a business: what the directory shows, for anyone.
  app.get<IdParams>('/vendors/:id/', { config: { permission: 'public' } }, async (request) => {
    const business = await businessById(db, request.params.id);
    return toBusiness(business, (await photosOf(db, [business.id])).get(business.id));
  });

  app.patch<IdParams>('/vendors/:id/', signedIn, async (request) => {
    const business = await teamBusiness(db, request.params.id, request.user!.id);
    const body = parse(businessUpdateBody, request.body);
    return db.transaction((tx) => updateBusiness(tx, business, body));
  });

  /** The weddings that linked the business, with only what concerns it. */
  app.get<IdParams>('/vendors/:id/clients/', signedIn, async (request) => {
    const business = await teamBusiness(db, request.params.id, request.user!.id);
    return wholeList(await vendorClients(db, business.id));
  });

  await app.register(team);
  await app.register(photos);
};

export default vendorRoutes;
