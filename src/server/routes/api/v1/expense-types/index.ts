import type { FastifyPluginAsync } from 'fastify';
import { expenseTypeUpdateBody } from '../../../../../shared/fundsSchemas';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import { fundsNameConflict, oneExpenseType, updateExpenseType } from '../../../../services/fundsAccounts';

type IdParams = { Params: { id: string } };

// /api/v1/expense-types/{id}/: one expense type, for the couple alone. The list is /accounts/{id}/expense-types/.
const expenseTypesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const view = { config: { permission: 'wedding:funds.view', target: 'expenseType' } } as const;
  const edit = { config: { permission: 'wedding:funds.edit', target: 'expenseType' } } as const;

  app.get<IdParams>('/:id/', view, async (request) => oneExpenseType(db, accessOf(request).target.id!));
  app.patch<IdParams>('/:id/', edit, async (request) => {
    const { wedding, target } = accessOf(request);
    const body = parse(expenseTypeUpdateBody, request.body);
    return db
      .transaction((tx) => updateExpenseType(tx, wedding.id, target.id!, request.user!.id, body))
      .catch(fundsNameConflict);
  });
};

export default expenseTypesRoutes;
