import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { citiesQuery } from '../../../../../shared/fundsSchemas';
import { wholeList } from '../../../../lib/paging';
import { listOf, someObject } from '../../../../lib/routeSchemas';
import { searchCities } from '../../../../services/fundsReference';

const CITIES_LIMIT = 20;

// /api/v1/cities/?q=prefix: reference data (spec section 7) for any signed-in user. The slash is part of the URL.
const citiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { permission: 'authenticated' },
      schema: { querystring: citiesQuery, response: { 200: listOf(someObject()) } },
    },
    async (request) => {
      const { q, country } = request.query;
      return wholeList(searchCities(q, country, CITIES_LIMIT));
    },
  );
};

export default citiesRoutes;
