import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wholeList } from '../../../../lib/paging';
import { listOf, someObject } from '../../../../lib/routeSchemas';
import { countries } from '../../../../services/fundsReference';

// /api/v1/countries/: reference data (spec section 7) for any signed-in user. The slash is part of the URL.
const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { permission: 'authenticated' },
      schema: { response: { 200: listOf(someObject()) } },
    },
    async () => wholeList(countries()),
  );
};

export default countriesRoutes;
