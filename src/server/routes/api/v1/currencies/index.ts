import type { FastifyPluginAsync } from 'fastify';
import { wholeList } from '../../../../lib/paging';
import { currencies } from '../../../../services/fundsReference';

// /api/v1/currencies/: reference data (spec section 7) for any signed-in user. The slash is part of the URL.
const currenciesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { prefixTrailingSlash: 'slash', config: { permission: 'authenticated' } }, async () =>
    wholeList(currencies()),
  );
};

export default currenciesRoutes;
