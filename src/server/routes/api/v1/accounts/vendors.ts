import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountVendorCreateBody } from '../../../../../shared/vendorsSchemas';
import { listOf, weddingVendorAnswer } from '../../../../lib/routeSchemas';
import { addVendor, listVendors } from '../account-vendors/index';

// The spec's path for a wedding's vendor list (section 7): `/accounts/{id}/vendors/`, served by the handlers of
// `/account-vendors/?account={id}` with the same permissions; only where the wedding is named differs.
const vendors: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const params = z.object({ id: z.string() });

  app.get(
    '/:id/vendors/',
    {
      config: { permission: 'wedding:vendors.view', target: 'account' },
      schema: { params, response: { 200: listOf(weddingVendorAnswer) } },
    },
    listVendors(db),
  );

  app.post(
    '/:id/vendors/',
    {
      config: { permission: 'wedding:vendors.edit', target: 'account' },
      schema: { params, body: accountVendorCreateBody, response: { 201: weddingVendorAnswer } },
    },
    addVendor(db),
  );
};

export default vendors;
