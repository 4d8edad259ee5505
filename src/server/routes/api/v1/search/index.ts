import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEARCH_KINDS, SEARCH_LIMITS, type SearchKind, type SearchResults } from '../../../../../shared/searchTypes';
import { offsetPaging } from '../../../../lib/paging';
import { HttpError } from '../../../../lib/problem';
import { listOf, someObject } from '../../../../lib/routeSchemas';
import { searchAll, searchKind, toQuery } from '../../../../services/search';

const KIND_PAGE = { size: 20, max: 50 };
const GROUP_PAGE = { size: SEARCH_LIMITS.grouped, max: 10 };

const textOf = (request: { query: unknown }) => {
  const s = (request.query as { s?: unknown } | undefined)?.s;
  return typeof s === 'string' ? s : '';
};

// /api/v1/search/ (spec section 7's `/search`): `?s=` the text. The base path answers the first few of each kind,
// ranked, for the top menu's box and the results page; `/{kind}/` pages through one kind. Empty text finds nothing.
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get(
    '/',
    { ...signedIn, schema: { response: { 200: someObject() } } },
    async (request): Promise<SearchResults> => {
      const q = toQuery(textOf(request));
      const { size } = offsetPaging(request, GROUP_PAGE);
      if (!q) {
        const none = { count: 0, results: [] };
        return { query: '', people: none, weddings: none, posts: none };
      }
      return searchAll(app.database, request.user!.id, q, size);
    },
  );

  app.get(
    '/:kind/',
    {
      ...signedIn,
      schema: {
        params: z.object({ kind: z.string() }),
        response: { 200: listOf(z.unknown().describe('A person, a wedding or a post: the kind asked for.')) },
      },
    },
    async (request) => {
      const kind = request.params.kind as SearchKind;
      if (!SEARCH_KINDS.includes(kind)) throw new HttpError(404, 'Search people, weddings or posts.');
      const paging = offsetPaging(request, KIND_PAGE);
      const q = toQuery(textOf(request));
      if (!q) return paging.envelope({ count: 0, results: [] });
      return paging.envelope(await searchKind(app.database, request.user!.id, kind, q, paging.window));
    },
  );
};

export default searchRoutes;
