import type { FastifyPluginAsync } from 'fastify';
import { citiesQuery } from '../../../../../shared/fundsSchemas';
import { wholeList } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { searchCities } from '../../../../services/fundsReference';

const CITIES_LIMIT = 20;

// /api/v1/cities/?q=prefix: reference data (spec section 7) for any signed-in user. The slash is part of the URL.
const citiesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { prefixTrailingSlash: 'slash', config: { permission: 'authenticated' } }, async (request) => {
    const { q, country } = parse(citiesQuery, request.query);
    return wholeList(searchCities(q, country, CITIES_LIMIT));
  });
};

export default citiesRoutes;
