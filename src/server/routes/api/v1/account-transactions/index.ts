import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { transactionFilterQuery, transactionUpdateBody } from '../../../../../shared/fundsSchemas';
import { fundsMessages as fm } from '../../../../../shared/fundsText';
import { socialMessages as sm } from '../../../../../shared/socialTypes';
import { keysetPaging } from '../../../../lib/paging';
import { fieldError } from '../../../../lib/problem';
import {
  accountQuery,
  cursorQuery,
  noContent,
  someObject,
  transactionsPageSchema,
  UPLOAD,
  upload,
} from '../../../../lib/routeSchemas';
import { held } from '../../../../lib/versions';
import { accessOf } from '../../../../plugins/access';
import { removeReceipt, setReceipt } from '../../../../services/fundsReceipts';
import {
  deleteTransaction,
  oneTransaction,
  transactionsPage,
  updateTransaction,
} from '../../../../services/fundsTransactions';
import { TRANSACTIONS_PAGE } from '../accounts/funds';
import { type PhotoUpload, readPhotoUpload } from '../posts/upload';

const RECEIPT_UPLOAD: PhotoUpload = { field: 'receipt', max: 1, tooMany: fm.oneReceipt };

// /api/v1/account-transactions/: one transaction of the cash flow to read, edit or delete (the couple's alone).
const accountTransactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const view = { config: { permission: 'wedding:funds.view', target: 'transaction' } } as const;
  const edit = { config: { permission: 'wedding:funds.edit', target: 'transaction' } } as const;

  // The same cash flow as `/accounts/{id}/transactions/`, named by `?account=`.
  app.get(
    '/',
    {
      config: { permission: 'wedding:funds.view', target: 'accountField' },
      schema: {
        querystring: transactionFilterQuery.extend(cursorQuery.shape).extend(accountQuery.shape),
        response: { 200: transactionsPageSchema },
      },
    },
    async (request) => {
      const { account: _account, cursor: _cursor, page_size: _size, ...filter } = request.query;
      const paging = keysetPaging(request, TRANSACTIONS_PAGE);
      const page = await transactionsPage(db, accessOf(request).wedding.id, filter, paging.window);
      return { ...paging.envelope(page), totals: page.totals };
    },
  );

  app.get(
    '/:id/',
    { ...view, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => oneTransaction(db, accessOf(request).target.id!),
  );

  app.patch(
    '/:id/',
    {
      ...edit,
      schema: { params: z.object({ id: z.string() }), body: transactionUpdateBody, response: { 200: someObject() } },
    },
    async (request) => {
      const { wedding, target } = accessOf(request);
      const body = request.body;
      return db.transaction(
        held(request, (tx) => updateTransaction(tx, wedding.id, target.id!, request.user!.id, body)),
      );
    },
  );

  app.delete(
    '/:id/',
    { ...edit, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      await db.transaction(held(request, (tx) => deleteTransaction(tx, wedding.id, target.id!, request.user!.id)));
      return reply.code(204).send();
    },
  );

  // A receipt photo: multipart, one file `receipt`, read and re-encoded as post photos are; it replaces any other.
  app.put(
    '/:id/receipt/',
    {
      ...edit,
      schema: {
        params: z.object({ id: z.string() }),
        consumes: UPLOAD,
        body: upload({}, { receipt: 'A photo of the receipt.' }),
        response: { 200: someObject() },
      },
    },
    async (request) => {
      const { wedding, target } = accessOf(request);
      if (!request.isMultipart()) throw fieldError('receipt', sm.photoType, 415);
      const { photos } = await readPhotoUpload(request, RECEIPT_UPLOAD);
      if (!photos[0]) throw fieldError('receipt', fm.receiptMissing);
      return db.transaction(
        held(request, (tx) => setReceipt(tx, wedding.id, target.id!, request.user!.id, photos[0]!)),
      );
    },
  );

  app.delete(
    '/:id/receipt/',
    { ...edit, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => {
      const { wedding, target } = accessOf(request);
      return db.transaction(held(request, (tx) => removeReceipt(tx, wedding.id, target.id!, request.user!.id)));
    },
  );
};

export default accountTransactionsRoutes;
