import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expenseTypeUpdateBody } from '../../../../../shared/fundsSchemas';
import { someObject } from '../../../../lib/routeSchemas';
import { held } from '../../../../lib/versions';
import { accessOf } from '../../../../plugins/access';
import { fundsNameConflict, oneExpenseType, updateExpenseType } from '../../../../services/fundsAccounts';

// /api/v1/expense-types/{id}/: one expense type, for the couple alone. The list is /accounts/{id}/expense-types/.
const expenseTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const view = { config: { permission: 'wedding:funds.view', target: 'expenseType' } } as const;
  const edit = { config: { permission: 'wedding:funds.edit', target: 'expenseType' } } as const;

  app.get(
    '/:id/',
    { ...view, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => oneExpenseType(db, accessOf(request).target.id!),
  );
  app.patch(
    '/:id/',
    {
      ...edit,
      schema: { params: z.object({ id: z.string() }), body: expenseTypeUpdateBody, response: { 200: someObject() } },
    },
    async (request) => {
      const { wedding, target } = accessOf(request);
      const body = request.body;
      return db
        .transaction(held(request, (tx) => updateExpenseType(tx, wedding.id, target.id!, request.user!.id, body)))
        .catch(fundsNameConflict);
    },
  );
};

export default expenseTypesRoutes;
