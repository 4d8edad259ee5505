import type { FastifyPluginAsync } from 'fastify';
import {
  expenseTypeCreateBody,
  fundsSettingsBody,
  moneyAccountCreateBody,
  paymentCreateBody,
  transactionCreateBody,
  transactionFilterQuery,
} from '../../../../../shared/fundsSchemas';
import { weddingToday } from '../../../../../shared/weddingDay';
import { keysetPaging, wholeList } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import {
  createAccount,
  createExpenseType,
  fundsNameConflict,
  updateSettings,
  weddingAccounts,
  weddingExpenseTypes,
} from '../../../../services/fundsAccounts';
import { ensureFunds } from '../../../../services/fundsCore';
import { paymentsCsv, transactionsCsv } from '../../../../services/fundsCsv';
import { fundsOverview, fundsSummary } from '../../../../services/fundsOverview';
import { createPayment, weddingPayments } from '../../../../services/fundsPayments';
import { createTransaction, transactionsPage } from '../../../../services/fundsTransactions';

type IdParams = { Params: { id: string } };

export const TRANSACTIONS_PAGE = { size: 50, max: 200 } as const;

// A wedding's Funds, for the couple alone: settings, the overview, accounts, expense types, the cash flow and the
// payment schedule, each listed and created under `/accounts/{id}/`.
const funds: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const view = { config: { permission: 'wedding:funds.view', target: 'account' } } as const;
  const edit = { config: { permission: 'wedding:funds.edit', target: 'account' } } as const;
  const today = () => weddingToday();
  const weddingOf = (request: Parameters<typeof accessOf>[0]) => accessOf(request).wedding.id;

  app.get<IdParams>('/:id/funds/', view, async (request) => ensureFunds(db, weddingOf(request)));
  app.patch<IdParams>('/:id/funds/', edit, async (request) => {
    const body = parse(fundsSettingsBody, request.body);
    return db.transaction((tx) => updateSettings(tx, weddingOf(request), request.user!.id, body));
  });
  app.get<IdParams>('/:id/funds/overview/', view, async (request) => fundsOverview(db, weddingOf(request)));
  app.get<IdParams>('/:id/funds/summary/', view, async (request) => fundsSummary(db, weddingOf(request), today()));

  app.get<IdParams>('/:id/money-accounts/', view, async (request) =>
    wholeList(await weddingAccounts(db, weddingOf(request))),
  );
  app.post<IdParams>('/:id/money-accounts/', edit, async (request, reply) => {
    const body = parse(moneyAccountCreateBody, request.body);
    const account = await db
      .transaction((tx) => createAccount(tx, weddingOf(request), request.user!.id, body))
      .catch(fundsNameConflict);
    return reply.code(201).send(account);
  });

  app.get<IdParams>('/:id/expense-types/', view, async (request) =>
    wholeList(await weddingExpenseTypes(db, weddingOf(request))),
  );
  app.post<IdParams>('/:id/expense-types/', edit, async (request, reply) => {
    const body = parse(expenseTypeCreateBody, request.body);
    const type = await db
      .transaction((tx) => createExpenseType(tx, weddingOf(request), request.user!.id, body))
      .catch(fundsNameConflict);
    return reply.code(201).send(type);
  });

  // The cash flow, newest first by cursor, with `totals` per currency over the whole filtered list.
  app.get<IdParams>('/:id/transactions/', view, async (request) => {
    const filter = parse(transactionFilterQuery, request.query);
    const paging = keysetPaging(request, TRANSACTIONS_PAGE);
    const page = await transactionsPage(db, weddingOf(request), filter, paging.window);
    return { ...paging.envelope(page), totals: page.totals };
  });
  app.post<IdParams>('/:id/transactions/', edit, async (request, reply) => {
    const body = parse(transactionCreateBody, request.body);
    const transaction = await db.transaction((tx) => createTransaction(tx, weddingOf(request), request.user!.id, body));
    return reply.code(201).send(transaction);
  });
  app.get<IdParams>('/:id/transactions/export/', view, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="transactions.csv"')
      .send(await transactionsCsv(db, weddingOf(request))),
  );

  app.get<IdParams>('/:id/payments/', view, async (request) =>
    wholeList(await weddingPayments(db, weddingOf(request))),
  );
  app.post<IdParams>('/:id/payments/', edit, async (request, reply) => {
    const body = parse(paymentCreateBody, request.body);
    const payment = await db.transaction((tx) => createPayment(tx, weddingOf(request), request.user!.id, body));
    return reply.code(201).send(payment);
  });
  app.get<IdParams>('/:id/payments/export/', view, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="payments.csv"')
      .send(await paymentsCsv(db, weddingOf(request))),
  );
};

export default funds;
