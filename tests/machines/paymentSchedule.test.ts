import { describe, expect, test } from 'vitest';
import { createActor, toPromise } from 'xstate';
import {
  daysUntil,
  dueStanding,
  type PaymentScheduleInput,
  paymentScheduleMachine,
  paymentView,
} from '../../machines/paymentScheduleMachine';
import { paymentScheduleModel } from '../../models/paymentScheduleModel';
import { ApiError } from '../../src/shared/apiError';
import { createFakeServer } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

// Due 1 April with a 7-day reminder lead: planned on 1 March, due soon from 25 March, overdue from 2 April.
const DUE = '2031-04-01';
const DAYS = ['2031-03-01', '2031-03-28', '2031-04-02'];
const refusal = new ApiError(409, {
  type: 'about:blank',
  title: 'Conflict',
  status: 409,
  detail: 'This payment is already paid.',
});

function startSchedule(input: Partial<PaymentScheduleInput> = {}) {
  const server = createFakeServer();
  const effects: string[] = [];
  const actor = createActor(
    paymentScheduleMachine.provide({
      actors: { pay: server.actor('pay') },
      actions: { paid: () => effects.push('paid') },
    }),
    { input: { dueDate: DUE, today: DAYS[0]!, reminderDays: 7, paid: false, ...input } },
  ).start();
  return { actor, server, effects, view: () => paymentView(actor.getSnapshot()) };
}

testModelPaths(paymentScheduleModel, () => {
  const { actor, server, effects, view } = startSchedule();
  let day = 0;
  let requests = 0;
  const expectStanding = (standing: string) => {
    expect(view().standing).toBe(standing);
    expect(actor.getSnapshot().value).toBe(standing);
    expect(view().saving).toBe(false);
  };
  return {
    events: {
      DAYS_PASS: () => {
        day += 1;
        actor.send({ type: 'day.changed', today: DAYS[day]! });
      },
      PAY: () => {
        requests += 1;
        actor.send({ type: 'pay.requested', moneyAccount: `account-${requests}` });
      },
      SERVER_OK: () => server.succeed(),
      SERVER_FAILS: () => server.fail(refusal),
    },
    states: {
      planned: () => expectStanding('planned'),
      dueSoon: () => expectStanding('dueSoon'),
      overdue: () => expectStanding('overdue'),
      saving: () => {
        expect(view().saving).toBe(true);
        expect(view().failed).toBeNull();
        // The row keeps showing where the payment stands while its answer is awaited.
        expect(view().standing).toBe(dueStanding(DUE, DAYS[day]!, 7));
        expect(server.inputs('pay').at(-1)).toEqual({ moneyAccount: `account-${requests}` });
        expect(server.requests).toHaveLength(requests);
      },
      failed: () => {
        expect(view().failed).toBe(refusal);
        expect(view().standing).toBe(dueStanding(DUE, DAYS[day]!, 7));
      },
      paid: () => {
        expect(view()).toEqual({ standing: 'paid', saving: false, failed: null });
        expect(effects).toEqual(['paid']);
        // Paid in context too: a new day (which judges again) must not make it due again.
        expect(actor.getSnapshot().context).toMatchObject({ paid: true, payError: null });
      },
    },
    stop: () => actor.stop(),
  };
});

describe('payment schedule beyond the model', () => {
  test('standing is by calendar day against the reminder lead', () => {
    expect(daysUntil('2031-04-01', '2031-03-25')).toBe(7);
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysUntil('2031-01-01', '2030-12-31')).toBe(1);
    expect(dueStanding(DUE, '2031-03-24', 7)).toBe('planned');
    expect(dueStanding(DUE, '2031-03-25', 7)).toBe('dueSoon');
    expect(dueStanding(DUE, DUE, 0)).toBe('dueSoon');
    expect(dueStanding(DUE, '2031-03-31', 0)).toBe('planned');
    expect(dueStanding(DUE, '2031-04-02', 7)).toBe('overdue');
  });

  test('a paid payment starts paid, and is due again when its transaction is deleted', () => {
    const { actor } = startSchedule({ paid: true, today: DAYS[2] });
    expect(actor.getSnapshot().value).toBe('paid');
    actor.send({ type: 'payment.changed', dueDate: DUE, reminderDays: 7, paid: false });
    expect(actor.getSnapshot().value).toBe('overdue');
  });

  test('a new due date or reminder lead from the server moves the standing and clears a refusal', async () => {
    const { actor, server, view } = startSchedule({ today: DAYS[1] });
    actor.send({ type: 'pay.requested', moneyAccount: 'a' });
    await server.fail(refusal);
    actor.send({ type: 'payment.changed', dueDate: '2031-06-01', reminderDays: 7, paid: false });
    expect(view()).toEqual({ standing: 'planned', saving: false, failed: null });
    expect(actor.getSnapshot().context.payError).toBeNull();
    actor.send({ type: 'payment.changed', dueDate: '2031-06-01', reminderDays: 90, paid: false });
    expect(actor.getSnapshot().value).toBe('dueSoon');
  });

  test('while saving, a new day or a refetch does not reopen the button; the answer decides, on both', async () => {
    const { actor, server } = startSchedule();
    actor.send({ type: 'pay.requested', moneyAccount: 'a' });
    actor.send({ type: 'day.changed', today: DAYS[2]! });
    // Due 5 April: due soon on 2 April (without the new day: planned; without the new date: overdue).
    actor.send({ type: 'payment.changed', dueDate: '2031-04-05', reminderDays: 7, paid: false });
    actor.send({ type: 'pay.requested', moneyAccount: 'b' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(server.requests).toHaveLength(1);
    await server.fail(refusal);
    expect(paymentView(actor.getSnapshot()).standing).toBe('dueSoon');
  });

  test('paid by a partner while the answer is awaited: the row says paid at once', async () => {
    const { actor, server, view } = startSchedule();
    actor.send({ type: 'pay.requested', moneyAccount: 'a' });
    actor.send({ type: 'payment.changed', dueDate: DUE, reminderDays: 7, paid: true });
    expect(view()).toEqual({ standing: 'paid', saving: true, failed: null });
    await server.fail(refusal);
    expect(view()).toEqual({ standing: 'paid', saving: false, failed: refusal });
  });

  test('paid after a refusal: the refusal is forgotten, and a new day keeps it paid', async () => {
    const { actor, server, view, effects } = startSchedule();
    actor.send({ type: 'pay.requested', moneyAccount: 'a' });
    await server.fail(refusal);
    actor.send({ type: 'pay.requested', moneyAccount: 'b' });
    await server.succeed();
    expect(actor.getSnapshot().context.payError).toBeNull();
    actor.send({ type: 'day.changed', today: DAYS[2]! });
    expect(actor.getSnapshot().value).toBe('paid');
    expect(view()).toEqual({ standing: 'paid', saving: false, failed: null });
    expect(effects).toEqual(['paid']);
  });
});

describe('payment schedule side effects the app must provide', () => {
  test('action paid throws until provided', () => {
    const action = (paymentScheduleMachine.implementations.actions as Record<string, unknown>).paid as () => void;
    expect(action).toThrow('paid not provided');
  });

  test('actor pay rejects until provided', async () => {
    const logic = (paymentScheduleMachine.implementations.actors as Record<string, Parameters<typeof createActor>[0]>)
      .pay!;
    const actor = createActor(logic, { input: { moneyAccount: 'a' } });
    const done = toPromise(actor);
    actor.start();
    await expect(done).rejects.toThrow('pay not provided');
  });
});
