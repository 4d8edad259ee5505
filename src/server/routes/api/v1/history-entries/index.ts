import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyMessages as hm } from '../../../../../shared/history';
import { HttpError } from '../../../../lib/problem';
import { noBody, noContent } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { editActionFor, refusal } from '../../../../policy';
import { entryFor } from '../../../../services/history';
import { undoEntry } from '../../../../services/historyUndo';
import { readerOf } from '../accounts/activity';

// /api/v1/history-entries/{id}/undo/: undoes the change an entry records, as a new change (issue 34).
const historyEntriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/:id/undo/',
    {
      config: { permission: 'wedding:history.view', target: 'historyEntry' },
      schema: {
        summary: 'Undoes the change an entry records, as a new change; 409 if the item changed since.',
        params: z.object({ id: z.string() }),
        body: noBody.optional(),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const access = accessOf(request);
      // An entry the caller may not read is as unknown as a missing one.
      const entry = await entryFor(db, access.target.id, readerOf(request, access));
      if (!entry) throw new HttpError(404, hm.noEntry);
      const action = editActionFor(entry.itemType, entry.action);
      if (!action) throw new HttpError(409, hm.cannotUndo);
      const refused = refusal(request.user!, action, {
        standing: access.standing,
        authorId: entry.actorId ?? undefined,
      });
      if (refused) throw new HttpError(403, refused);
      await db.transaction((tx) => undoEntry(tx, entry, request.user!.id));
      return reply.code(204).send();
    },
  );
};

export default historyEntriesRoutes;
