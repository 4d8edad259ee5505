import type { FastifyPluginAsync } from 'fastify';
import { paymentPayBody, paymentUpdateBody } from '../../../../../shared/fundsSchemas';
import { weddingToday } from '../../../../../shared/weddingDay';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import { deletePayment, onePayment, payPayment, updatePayment } from '../../../../services/fundsPayments';

type IdParams = { Params: { id: string } };

// /api/v1/account-payments/{id}/: one planned payment, and /pay/ to mark it paid, for the couple alone. The list is
// /accounts/{id}/payments/.
const accountPaymentsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const view = { config: { permission: 'wedding:funds.view', target: 'payment' } } as const;
  const edit = { config: { permission: 'wedding:funds.edit', target: 'payment' } } as const;

  app.get<IdParams>('/:id/', view, async (request) => onePayment(db, accessOf(request).target.id!));
  app.patch<IdParams>('/:id/', edit, async (request) => {
    const { wedding, target } = accessOf(request);
    const body = parse(paymentUpdateBody, request.body);
    return db.transaction((tx) => updatePayment(tx, wedding.id, target.id!, request.user!.id, body));
  });
  app.delete<IdParams>('/:id/', edit, async (request, reply) => {
    const { wedding, target } = accessOf(request);
    await db.transaction((tx) => deletePayment(tx, wedding.id, target.id!, request.user!.id));
    return reply.code(204).send();
  });
  app.post<IdParams>('/:id/pay/', edit, async (request) => {
    const { wedding, target } = accessOf(request);
    const body = parse(paymentPayBody, request.body);
    const today = weddingToday();
    return db.transaction((tx) => payPayment(tx, wedding.id, target.id!, request.user!.id, body, today));
  });
};

export default accountPaymentsRoutes;
