import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  expenseTypeCreateBody,
  fundsSettingsBody,
  moneyAccountCreateBody,
  paymentCreateBody,
  transactionCreateBody,
  transactionFilterQuery,
} from '../../../../../shared/fundsSchemas';
import { todayIn } from '../../../../../shared/weddingClock';
import '../../../../lib/zones';
import { keysetPaging, wholeList } from '../../../../lib/paging';
import { cursorQuery, fileAnswer, listOf, someObject, transactionsPageSchema } from '../../../../lib/routeSchemas';
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

export const TRANSACTIONS_PAGE = { size: 50, max: 200 } as const;

// A wedding's Funds, for the couple alone: settings, the overview, accounts, expense types, the cash flow and the
// payment schedule, each listed and created under `/accounts/{id}/`.
const funds: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const view = { config: { permission: 'wedding:funds.view', target: 'account' } } as const;
  const edit = { config: { permission: 'wedding:funds.edit', target: 'account' } } as const;
  // "Today" on the wedding's own clock (issue 37): its zone, GMT+3 for the weddings made before zones.
  const today = (request: Parameters<typeof accessOf>[0]) => todayIn(accessOf(request).wedding.timeZone);
  const weddingOf = (request: Parameters<typeof accessOf>[0]) => accessOf(request).wedding.id;

  app.get(
    '/:id/funds/',
    { ...view, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => ensureFunds(db, weddingOf(request)),
  );
  app.patch(
    '/:id/funds/',
    {
      ...edit,
      schema: { params: z.object({ id: z.string() }), body: fundsSettingsBody, response: { 200: someObject() } },
    },
    async (request) => {
      const body = request.body;
      return db.transaction((tx) => updateSettings(tx, weddingOf(request), request.user!.id, body));
    },
  );
  app.get(
    '/:id/funds/overview/',
    { ...view, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => fundsOverview(db, weddingOf(request)),
  );
  app.get(
    '/:id/funds/summary/',
    { ...view, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => fundsSummary(db, weddingOf(request), today(request)),
  );

  app.get(
    '/:id/money-accounts/',
    { ...view, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await weddingAccounts(db, weddingOf(request))),
  );
  app.post(
    '/:id/money-accounts/',
    {
      ...edit,
      schema: { params: z.object({ id: z.string() }), body: moneyAccountCreateBody, response: { 201: someObject() } },
    },
    async (request, reply) => {
      const body = request.body;
      const account = await db
        .transaction((tx) => createAccount(tx, weddingOf(request), request.user!.id, body))
        .catch(fundsNameConflict);
      return reply.code(201).send(account);
    },
  );

  app.get(
    '/:id/expense-types/',
    { ...view, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await weddingExpenseTypes(db, weddingOf(request))),
  );
  app.post(
    '/:id/expense-types/',
    {
      ...edit,
      schema: { params: z.object({ id: z.string() }), body: expenseTypeCreateBody, response: { 201: someObject() } },
    },
    async (request, reply) => {
      const body = request.body;
      const type = await db
        .transaction((tx) => createExpenseType(tx, weddingOf(request), request.user!.id, body))
        .catch(fundsNameConflict);
      return reply.code(201).send(type);
    },
  );

  // The cash flow, newest first by cursor, with `totals` per currency over the whole filtered list.
  app.get(
    '/:id/transactions/',
    {
      ...view,
      schema: {
        params: z.object({ id: z.string() }),
        querystring: transactionFilterQuery.extend(cursorQuery.shape),
        response: { 200: transactionsPageSchema },
      },
    },
    async (request) => {
      const { cursor: _cursor, page_size: _size, ...filter } = request.query;
      const paging = keysetPaging(request, TRANSACTIONS_PAGE);
      const page = await transactionsPage(db, weddingOf(request), filter, paging.window);
      return { ...paging.envelope(page), totals: page.totals };
    },
  );
  app.post(
    '/:id/transactions/',
    {
      ...edit,
      schema: { params: z.object({ id: z.string() }), body: transactionCreateBody, response: { 201: someObject() } },
    },
    async (request, reply) => {
      const body = request.body;
      const transaction = await db.transaction((tx) =>
        createTransaction(tx, weddingOf(request), request.user!.id, body),
      );
      return reply.code(201).send(transaction);
    },
  );
  app.get(
    '/:id/transactions/export/',
    {
      ...view,
      schema: { params: z.object({ id: z.string() }), response: { 200: fileAnswer('The cash flow as CSV.') } },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="transactions.csv"')
        .send(await transactionsCsv(db, weddingOf(request))),
  );

  app.get(
    '/:id/payments/',
    { ...view, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await weddingPayments(db, weddingOf(request))),
  );
  app.post(
    '/:id/payments/',
    {
      ...edit,
      schema: { params: z.object({ id: z.string() }), body: paymentCreateBody, response: { 201: someObject() } },
    },
    async (request, reply) => {
      const body = request.body;
      const payment = await db.transaction((tx) => createPayment(tx, weddingOf(request), request.user!.id, body));
      return reply.code(201).send(payment);
    },
  );
  app.get(
    '/:id/payments/export/',
    {
      ...view,
      schema: { params: z.object({ id: z.string() }), response: { 200: fileAnswer('The payments as CSV.') } },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payments.csv"')
        .send(await paymentsCsv(db, weddingOf(request))),
  );
};

export default funds;
