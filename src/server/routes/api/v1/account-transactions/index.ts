import type { FastifyPluginAsync } from 'fastify';
import { transactionFilterQuery, transactionUpdateBody } from '../../../../../shared/fundsSchemas';
import { keysetPaging } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import {
  deleteTransaction,
  oneTransaction,
  transactionsPage,
  updateTransaction,
} from '../../../../services/fundsTransactions';
import { TRANSACTIONS_PAGE } from '../accounts/funds';

type IdParams = { Params: { id: string } };

// /api/v1/account-transactions/: one transaction of the cash flow to read, edit or delete (the couple's alone).
const accountTransactionsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const view = { config: { permission: 'wedding:funds.view', target: 'transaction' } } as const;
  const edit = { config: { permission: 'wedding:funds.edit', target: 'transaction' } } as const;

  // The same cash flow as `/accounts/{id}/transactions/`, named by `?account=`.
  app.get('/', { config: { permission: 'wedding:funds.view', target: 'accountField' } }, async (request) => {
    const { account: _account, ...query } = (request.query ?? {}) as Record<string, unknown>;
    const filter = parse(transactionFilterQuery, query);
    const paging = keysetPaging(request, TRANSACTIONS_PAGE);
    const page = await transactionsPage(db, accessOf(request).wedding.id, filter, paging.window);
    return { ...paging.envelope(page), totals: page.totals };
  });

  app.get<IdParams>('/:id/', view, async (request) => oneTransaction(db, accessOf(request).target.id!));

  app.patch<IdParams>('/:id/', edit, async (request) => {
    const { wedding, target } = accessOf(request);
    const body = parse(transactionUpdateBody, request.body);
    return db.transaction((tx) => updateTransaction(tx, wedding.id, target.id!, request.user!.id, body));
  });

  app.delete<IdParams>('/:id/', edit, async (request, reply) => {
    const { wedding, target } = accessOf(request);
    await db.transaction((tx) => deleteTransaction(tx, wedding.id, target.id!, request.user!.id));
    return reply.code(204).send();
  });
};

export default accountTransactionsRoutes;
