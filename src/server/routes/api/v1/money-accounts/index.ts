import type { FastifyPluginAsync } from 'fastify';
import { moneyAccountUpdateBody } from '../../../../../shared/fundsSchemas';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import { deleteAccount, fundsNameConflict, oneAccount, updateAccount } from '../../../../services/fundsAccounts';

type IdParams = { Params: { id: string } };

// /api/v1/money-accounts/{id}/: one money account, for the couple alone. The list is /accounts/{id}/money-accounts/.
const moneyAccountsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const view = { config: { permission: 'wedding:funds.view', target: 'moneyAccount' } } as const;
  const edit = { config: { permission: 'wedding:funds.edit', target: 'moneyAccount' } } as const;

  app.get<IdParams>('/:id/', view, async (request) => {
    const { wedding, target } = accessOf(request);
    return oneAccount(db, wedding.id, target.id!);
  });
  app.patch<IdParams>('/:id/', edit, async (request) => {
    const { wedding, target } = accessOf(request);
    const body = parse(moneyAccountUpdateBody, request.body);
    return db
      .transaction((tx) => updateAccount(tx, wedding.id, target.id!, request.user!.id, body))
      .catch(fundsNameConflict);
  });
  app.delete<IdParams>('/:id/', edit, async (request, reply) => {
    const { wedding, target } = accessOf(request);
    await db.transaction((tx) => deleteAccount(tx, wedding.id, target.id!, request.user!.id));
    return reply.code(204).send();
  });
};

export default moneyAccountsRoutes;
