import type { FastifyPluginAsync } from 'fastify';
import { citiesQuery } from '../../../../../shared/fundsSchemas';
import { wholeList } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { countries, currencies, searchCities } from '../../../../services/fundsReference';

const CITIES_LIMIT = 20;

// Reference data (spec section 7): /currencies/, /countries/ and /cities/?q=prefix, for any signed-in user.
const referenceRoutes: FastifyPluginAsync = async (app) => {
  const signedIn = { config: { permission: 'authenticated' } } as const;
  app.get('/currencies/', signedIn, async () => wholeList(currencies()));
  app.get('/countries/', signedIn, async () => wholeList(countries()));
  app.get('/cities/', signedIn, async (request) => {
    const { q, country } = parse(citiesQuery, request.query);
    return wholeList(searchCities(q, country, CITIES_LIMIT));
  });
};

export default referenceRoutes;
