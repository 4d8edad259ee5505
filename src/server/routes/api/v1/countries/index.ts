import type { FastifyPluginAsync } from 'fastify';
import { wholeList } from '../../../../lib/paging';
import { countries } from '../../../../services/fundsReference';

// /api/v1/countries/: reference data (spec section 7) for any signed-in user. The slash is part of the URL.
const countriesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { prefixTrailingSlash: 'slash', config: { permission: 'authenticated' } }, async () =>
    wholeList(countries()),
  );
};

export default countriesRoutes;
