import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { historyQuery } from '../../../../../shared/historySchemas';
import { isCoupleRole } from '../../../../../shared/weddings';
import { keysetPaging } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { type Access, accessOf } from '../../../../plugins/access';
import { can, editActionFor } from '../../../../policy';
import { HISTORY_PAGE, historyPage, type Reader, visitWedding } from '../../../../services/history';

type IdParams = { Params: { id: string } };

/** The caller as a reader of the wedding's history: what they see, and what they may undo (policy.ts decides). */
export function readerOf(request: FastifyRequest, access: Access): Reader {
  const user = request.user!;
  return {
    userId: user.id,
    couple: isCoupleRole(access.standing.role),
    mayEdit: (entry) => {
      const action = editActionFor(entry.itemType, entry.action);
      return action !== null && can(user, action, { standing: access.standing });
    },
  };
}

// A wedding's history (issue 34): the activity page and an item's own history (`?item=`), and "since your last visit".
const activity: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const config = { permission: 'wedding:history.view', target: 'account' } as const;

  app.get<IdParams>('/:id/activity/', { config }, async (request) => {
    const access = accessOf(request);
    const { cursor: _cursor, page_size: _size, ...filters } = (request.query ?? {}) as Record<string, unknown>;
    const query = parse(historyQuery, filters);
    const paging = keysetPaging(request, HISTORY_PAGE);
    return paging.envelope(await historyPage(db, access.wedding, readerOf(request, access), query, paging.window));
  });

  app.post<IdParams>('/:id/visits/', { config }, async (request) => {
    const access = accessOf(request);
    return visitWedding(db, access.wedding.id, readerOf(request, access));
  });
};

export default activity;
