import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changedItemsSchema,
  historyEntrySchema,
  historyQuery,
  seenBody,
  sinceLastVisitSchema,
} from '../../../../../shared/historySchemas';
import { isCoupleRole } from '../../../../../shared/weddings';
import { keysetPaging } from '../../../../lib/paging';
import { cursorQuery, listOf, noBody } from '../../../../lib/routeSchemas';
import { type Access, accessOf } from '../../../../plugins/access';
import { can, editActionFor } from '../../../../policy';
import { HISTORY_PAGE, historyPage, type Reader, visitWedding } from '../../../../services/history';
import { seeArea } from '../../../../services/historySeen';

/** The caller as a reader of the wedding's history: what they see, and what they may undo (policy.ts decides). */
export function readerOf(request: FastifyRequest, access: Access): Reader {
  const user = request.user!;
  return {
    userId: user.id,
    couple: isCoupleRole(access.standing.role),
    mayEdit: (entry) => {
      const action = editActionFor(entry.itemType, entry.action);
      return action !== null && can(user, action, { standing: access.standing, authorId: entry.actorId ?? undefined });
    },
  };
}

// A wedding's history (issue 34): the activity page and an item's own history (`?item=`), and "since your last visit".
const activity: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { permission: 'wedding:history.view', target: 'account' } as const;

  app.get(
    '/:id/activity/',
    {
      config,
      schema: {
        summary: 'The wedding’s history, newest first: filtered by area, person, item and dates.',
        params: z.object({ id: z.string() }),
        querystring: historyQuery.extend(cursorQuery.shape),
        response: { 200: listOf(historyEntrySchema) },
      },
    },
    async (request) => {
      const access = accessOf(request);
      const { cursor: _cursor, page_size: _size, ...query } = request.query;
      const paging = keysetPaging(request, HISTORY_PAGE);
      return paging.envelope(await historyPage(db, access.wedding, readerOf(request, access), query, paging.window));
    },
  );

  app.post(
    '/:id/visits/',
    {
      config,
      schema: {
        summary: 'Marks the wedding seen now; answers what changed since the last visit.',
        params: z.object({ id: z.string() }),
        body: noBody.optional(),
        response: { 200: sinceLastVisitSchema },
      },
    },
    async (request) => {
      const access = accessOf(request);
      return visitWedding(db, access.wedding.id, readerOf(request, access));
    },
  );

  app.post(
    '/:id/seen/',
    {
      config,
      schema: {
        summary: 'Marks an area’s page seen now; answers the items others changed there since it was last seen.',
        params: z.object({ id: z.string() }),
        body: seenBody,
        response: { 200: changedItemsSchema },
      },
    },
    async (request) => {
      const access = accessOf(request);
      return seeArea(db, access.wedding.id, readerOf(request, access), request.body.area);
    },
  );
};

export default activity;
