import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offsetPaging } from '../../../../lib/paging';
import { listOf, pageQuery, someObject } from '../../../../lib/routeSchemas';
import { findablePeople } from '../../../../services/search';

const PEOPLE_PAGE = { size: 20, max: 50 };

// GET /api/v1/users/ (spec section 7, "list and create"; creating is the sign-up beside it): the people the caller
// may find, by name with `?s=`, paged like every list. Someone who asked not to be found, or on either side of a block
// with the caller, is not listed.
const directory: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { permission: 'authenticated' },
      schema: {
        querystring: pageQuery.extend({ s: z.string().optional().describe('Part of a name or handle.') }),
        response: { 200: listOf(someObject({ id: z.string(), slug: z.string(), full_name: z.string() })) },
      },
    },
    async (request) => {
      const paging = offsetPaging(request, PEOPLE_PAGE);
      return paging.envelope(
        await findablePeople(app.database, request.user!.id, request.query.s ?? '', paging.window),
      );
    },
  );
};

export default directory;
