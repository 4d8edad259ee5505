import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountField, accountRef } from '../../../../../shared/planning';
import { runSheetLinkBody } from '../../../../../shared/runSheet';
import { wholeList } from '../../../../lib/paging';
import { listOf, noContent, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { createLink, listLinks, revokeLink } from '../../../../services/runSheet';

// /api/v1/run-sheet-links/: the couple's private links to the run-of-show (issue 37), one per vendor or helper.
// The list is `?account=`; a link is made with `{account, name, vendor?, assignee?}` and turned off by DELETE.
const runSheetLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const onAccount = { permission: 'wedding:runSheet.share', target: 'accountField' } as const;
  const { publicUrl } = app.config;

  app.get(
    '/',
    { config: onAccount, schema: { querystring: accountRef, response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await listLinks(db, accessOf(request).wedding.id, publicUrl)),
  );

  app.post(
    '/',
    {
      config: onAccount,
      schema: { body: runSheetLinkBody.extend({ account: accountField }), response: { 201: someObject() } },
    },
    async (request, reply) => {
      const { wedding } = accessOf(request);
      const { account: _account, ...body } = request.body;
      const link = await db.transaction((tx) => createLink(tx, wedding.id, request.user!.id, body, publicUrl));
      return reply.code(201).send(link);
    },
  );

  app.delete(
    '/:id/',
    {
      config: { permission: 'wedding:runSheet.share', target: 'runSheetLink' },
      schema: { params: z.object({ id: z.string() }), response: { 204: noContent } },
    },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      await db.transaction((tx) => revokeLink(tx, wedding.id, target.id, request.user!.id));
      return reply.code(204).send();
    },
  );
};

export default runSheetLinksRoutes;
