import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type accountVendorCreateBody,
  expectationsBody,
  weddingVendorCreateBody,
  weddingVendorUpdateBody,
} from '../../../../../shared/vendorsSchemas';
import { isCoupleRole } from '../../../../../shared/weddings';
import type { Db } from '../../../../db/client';
import { wholeList } from '../../../../lib/paging';
import { accountQuery, listOf, noBody, noContent, someObject, weddingVendorAnswer } from '../../../../lib/routeSchemas';
import { held } from '../../../../lib/versions';
import { accessOf } from '../../../../plugins/access';
import { confirmExpectations, setExpectations } from '../../../../services/vendorExpectations';
import {
  createWeddingVendor,
  deleteWeddingVendor,
  updateWeddingVendor,
  vendorById,
  vendorJson,
  weddingVendorsList,
} from '../../../../services/weddingVendors';
import changes from './changes';

/**
 * The wedding's vendor list, for `GET /account-vendors/?account={id}` and the spec's `GET /accounts/{id}/vendors/`
 * alike: the access plugin has found the wedding from either, so one handler serves both.
 */
export const listVendors = (db: Db) => async (request: FastifyRequest) => {
  const { wedding, standing } = accessOf(request);
  return wholeList(await weddingVendorsList(db, wedding.id, isCoupleRole(standing.role)));
};

type VendorCreate = z.output<typeof accountVendorCreateBody> & { account?: string };

/** Adding a vendor, for `POST /account-vendors/` (`account` in the body) and `POST /accounts/{id}/vendors/`. */
export const addVendor = (db: Db) => async (request: FastifyRequest<{ Body: VendorCreate }>, reply: FastifyReply) => {
  const { wedding } = accessOf(request);
  const { account: _account, ...body } = request.body;
  const vendor = await db.transaction((tx) => createWeddingVendor(tx, wedding.id, request.user!.id, body));
  return reply.code(201).send(vendor);
};

// /api/v1/account-vendors/: the vendors on a wedding's list. Members read it (prices only for the couple); the
// couple keeps it and writes the expectations; the linked vendor reads and confirms them.
const accountVendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const edit = { config: { permission: 'wedding:vendors.edit', target: 'weddingVendor' } } as const;

  app.get(
    '/',
    {
      config: { permission: 'wedding:vendors.view', target: 'accountField' },
      schema: { querystring: accountQuery, response: { 200: listOf(weddingVendorAnswer) } },
    },
    listVendors(db),
  );

  app.post(
    '/',
    {
      config: { permission: 'wedding:vendors.edit', target: 'accountField' },
      schema: { body: weddingVendorCreateBody, response: { 201: weddingVendorAnswer } },
    },
    addVendor(db),
  );

  app.get(
    '/:id/',
    {
      config: { permission: 'wedding:vendors.view', target: 'weddingVendor' },
      schema: { params: z.object({ id: z.string() }), response: { 200: weddingVendorAnswer } },
    },
    async (request) => {
      const { target, standing } = accessOf(request);
      return vendorJson(db, await vendorById(db, target.id), isCoupleRole(standing.role));
    },
  );

  app.patch(
    '/:id/',
    {
      ...edit,
      schema: {
        params: z.object({ id: z.string() }),
        body: weddingVendorUpdateBody,
        response: { 200: weddingVendorAnswer },
      },
    },
    async (request) => {
      const body = request.body;
      return db.transaction(
        held(request, (tx) => updateWeddingVendor(tx, accessOf(request).target.id, request.user!.id, body)),
      );
    },
  );

  app.delete(
    '/:id/',
    { ...edit, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      await db.transaction(
        held(request, (tx) => deleteWeddingVendor(tx, accessOf(request).target.id, request.user!.id)),
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/:id/expectations/',
    {
      config: { permission: 'wedding:vendors.expectations.view', target: 'weddingVendor' },
      schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } },
    },
    async (request) => (await vendorJson(db, await vendorById(db, accessOf(request).target.id), false)).expectations,
  );

  app.put(
    '/:id/expectations/',
    {
      ...edit,
      schema: { params: z.object({ id: z.string() }), body: expectationsBody, response: { 200: someObject() } },
    },
    async (request) => {
      const body = request.body;
      return db.transaction(
        held(request, (tx) => setExpectations(tx, accessOf(request).target.id, request.user!.id, body)),
      );
    },
  );

  app.post(
    '/:id/expectations/confirm/',
    {
      config: { permission: 'wedding:vendors.expectations.confirm', target: 'weddingVendor' },
      schema: { params: z.object({ id: z.string() }), body: noBody, response: { 204: noContent } },
    },
    async (request, reply) => {
      await db.transaction(
        held(request, (tx) => confirmExpectations(tx, accessOf(request).target.id, request.user!.id)),
      );
      return reply.code(204).send();
    },
  );

  await app.register(changes);
};

export default accountVendorsRoutes;
