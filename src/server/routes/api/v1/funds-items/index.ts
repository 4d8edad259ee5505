import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  expenseTypeUpdateBody,
  moneyAccountUpdateBody,
  paymentPayBody,
  paymentUpdateBody,
} from '../../../../../shared/fundsSchemas';
import { weddingToday } from '../../../../../shared/weddingDay';
import { expenseTypes } from '../../../../db/schema';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import {
  deleteAccount,
  fundsNameConflict,
  oneAccount,
  updateAccount,
  updateExpenseType,
} from '../../../../services/fundsAccounts';
import { toExpenseType } from '../../../../services/fundsCore';
import { deletePayment, onePayment, payPayment, updatePayment } from '../../../../services/fundsPayments';

type IdParams = { Params: { id: string } };

// One money account (/money-accounts/{id}/), expense type (/expense-types/{id}/) or planned payment
// (/account-payments/{id}/, and /pay/ to mark it paid), for the couple alone.
const fundsItemsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const config = (action: 'view' | 'edit', target: 'moneyAccount' | 'expenseType' | 'payment') =>
    ({ config: { permission: `wedding:funds.${action}`, target } }) as const;

  app.get<IdParams>('/money-accounts/:id/', config('view', 'moneyAccount'), async (request) => {
    const { wedding, target } = accessOf(request);
    return oneAccount(db, wedding.id, target.id!);
  });
  app.patch<IdParams>('/money-accounts/:id/', config('edit', 'moneyAccount'), async (request) => {
    const { wedding, target } = accessOf(request);
    const body = parse(moneyAccountUpdateBody, request.body);
    return db
      .transaction((tx) => updateAccount(tx, wedding.id, target.id!, request.user!.id, body))
      .catch(fundsNameConflict);
  });
  app.delete<IdParams>('/money-accounts/:id/', config('edit', 'moneyAccount'), async (request, reply) => {
    const { wedding, target } = accessOf(request);
    await db.transaction((tx) => deleteAccount(tx, wedding.id, target.id!, request.user!.id));
    return reply.code(204).send();
  });

  app.get<IdParams>('/expense-types/:id/', config('view', 'expenseType'), async (request) => {
    const [row] = await db
      .select()
      .from(expenseTypes)
      .where(eq(expenseTypes.id, accessOf(request).target.id!));
    return toExpenseType(row!);
  });
  app.patch<IdParams>('/expense-types/:id/', config('edit', 'expenseType'), async (request) => {
    const { wedding, target } = accessOf(request);
    const body = parse(expenseTypeUpdateBody, request.body);
    return db
      .transaction((tx) => updateExpenseType(tx, wedding.id, target.id!, request.user!.id, body))
      .catch(fundsNameConflict);
  });

  app.get<IdParams>('/account-payments/:id/', config('view', 'payment'), async (request) =>
    onePayment(db, accessOf(request).target.id!),
  );
  app.patch<IdParams>('/account-payments/:id/', config('edit', 'payment'), async (request) => {
    const { wedding, target } = accessOf(request);
    const body = parse(paymentUpdateBody, request.body);
    return db.transaction((tx) => updatePayment(tx, wedding.id, target.id!, request.user!.id, body));
  });
  app.delete<IdParams>('/account-payments/:id/', config('edit', 'payment'), async (request, reply) => {
    const { wedding, target } = accessOf(request);
    await db.transaction((tx) => deletePayment(tx, wedding.id, target.id!, request.user!.id));
    return reply.code(204).send();
  });
  app.post<IdParams>('/account-payments/:id/pay/', config('edit', 'payment'), async (request) => {
    const { wedding, target } = accessOf(request);
    const body = parse(paymentPayBody, request.body);
    const today = weddingToday();
    return db.transaction((tx) => payPayment(tx, wedding.id, target.id!, request.user!.id, body, today));
  });
};

export default fundsItemsRoutes;
