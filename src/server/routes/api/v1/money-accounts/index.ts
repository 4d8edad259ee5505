import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moneyAccountUpdateBody } from '../../../../../shared/fundsSchemas';
import { noContent, someObject } from '../../../../lib/routeSchemas';
import { held } from '../../../../lib/versions';
import { accessOf } from '../../../../plugins/access';
import { deleteAccount, fundsNameConflict, oneAccount, updateAccount } from '../../../../services/fundsAccounts';

// /api/v1/money-accounts/{id}/: one money account, for the couple alone. The list is /accounts/{id}/money-accounts/.
const moneyAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const view = { config: { permission: 'wedding:funds.view', target: 'moneyAccount' } } as const;
  const edit = { config: { permission: 'wedding:funds.edit', target: 'moneyAccount' } } as const;

  app.get(
    '/:id/',
    { ...view, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => {
      const { wedding, target } = accessOf(request);
      return oneAccount(db, wedding.id, target.id!);
    },
  );
  app.patch(
    '/:id/',
    {
      ...edit,
      schema: { params: z.object({ id: z.string() }), body: moneyAccountUpdateBody, response: { 200: someObject() } },
    },
    async (request) => {
      const { wedding, target } = accessOf(request);
      const body = request.body;
      return db
        .transaction(held(request, (tx) => updateAccount(tx, wedding.id, target.id!, request.user!.id, body)))
        .catch(fundsNameConflict);
    },
  );
  app.delete(
    '/:id/',
    { ...edit, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      await db.transaction(held(request, (tx) => deleteAccount(tx, wedding.id, target.id!, request.user!.id)));
      return reply.code(204).send();
    },
  );
};

export default moneyAccountsRoutes;
