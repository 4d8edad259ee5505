import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentPayBody, paymentUpdateBody } from '../../../../../shared/fundsSchemas';
import { todayIn } from '../../../../../shared/weddingClock';
import '../../../../lib/zones';
import { noContent, someObject } from '../../../../lib/routeSchemas';
import { held } from '../../../../lib/versions';
import { accessOf } from '../../../../plugins/access';
import { deletePayment, onePayment, payPayment, updatePayment } from '../../../../services/fundsPayments';

// /api/v1/account-payments/{id}/: one planned payment, and /pay/ to mark it paid, for the couple alone. The list is
// /accounts/{id}/payments/.
const accountPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const view = { config: { permission: 'wedding:funds.view', target: 'payment' } } as const;
  const edit = { config: { permission: 'wedding:funds.edit', target: 'payment' } } as const;

  app.get(
    '/:id/',
    { ...view, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => onePayment(db, accessOf(request).target.id!),
  );
  app.patch(
    '/:id/',
    {
      ...edit,
      schema: { params: z.object({ id: z.string() }), body: paymentUpdateBody, response: { 200: someObject() } },
    },
    async (request) => {
      const { wedding, target } = accessOf(request);
      const body = request.body;
      return db.transaction(held(request, (tx) => updatePayment(tx, wedding.id, target.id!, request.user!.id, body)));
    },
  );
  app.delete(
    '/:id/',
    { ...edit, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      await db.transaction(held(request, (tx) => deletePayment(tx, wedding.id, target.id!, request.user!.id)));
      return reply.code(204).send();
    },
  );
  app.post(
    '/:id/pay/',
    {
      ...edit,
      schema: { params: z.object({ id: z.string() }), body: paymentPayBody, response: { 200: someObject() } },
    },
    async (request) => {
      const { wedding, target } = accessOf(request);
      const body = request.body;
      const today = todayIn(wedding.timeZone);
      return db.transaction(
        held(request, (tx) => payPayment(tx, wedding.id, target.id!, request.user!.id, body, today)),
      );
    },
  );
};

export default accountPaymentsRoutes;
