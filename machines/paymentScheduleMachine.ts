import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { missingAction, missingActor } from './notProvided';

export type PaymentStanding = 'planned' | 'dueSoon' | 'overdue' | 'paid';

export interface PaymentScheduleInput {
  /** The payment's due date (ISO). */
  dueDate: string;
  /** Today in the wedding's zone (ISO): the page says when it changes. */
  today: string;
  /** The couple's reminder lead: a payment is "due soon" from that many days before its due date. */
  reminderDays: number;
  /** Whether a transaction already paid it. */
  paid: boolean;
}

export interface PaymentScheduleContext extends PaymentScheduleInput {
  /** Why the last "mark paid" was refused, for the row to show; null once it is paid or the facts change. */
  payError: unknown;
}

export type PaymentScheduleEvent =
  | { type: 'day.changed'; today: string }
  /** The payment as the server now has it (a new due date, the reminder lead, or its transaction deleted). */
  | { type: 'payment.changed'; dueDate: string; reminderDays: number; paid: boolean }
  | { type: 'pay.requested'; moneyAccount: string };

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;

/** Days from `today` to `dueDate` (negative once it has passed), by calendar day, whatever the clock's zone. */
export const daysUntil = (dueDate: string, today: string) => dayNumber(dueDate) - dayNumber(today);

/** Where an unpaid payment stands on `today`: overdue after its due date, due soon within the reminder lead. */
export function dueStanding(dueDate: string, today: string, reminderDays: number): Exclude<PaymentStanding, 'paid'> {
  const left = daysUntil(dueDate, today);
  if (left < 0) return 'overdue';
  return left <= reminderDays ? 'dueSoon' : 'planned';
}

/**
 * One planned payment on the schedule: planned, due soon or overdue by its due date against today in the wedding's
 * zone, until "mark paid" (`pay`, which writes its transaction) succeeds. A refused payment keeps its standing in
 * `failed` with the reason shown and can be tried again; deleting the paying transaction makes it due again.
 */
export const paymentScheduleMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: {
    context: {} as PaymentScheduleContext,
    events: {} as PaymentScheduleEvent,
    input: {} as PaymentScheduleInput,
  },
  actions: {
    storeDay: assign((_, params: { today: string }) => ({ today: params.today })),
    storePayment: assign((_, params: { dueDate: string; reminderDays: number; paid: boolean }) => ({ ...params })),
    storePayError: assign((_, params: { error: unknown }) => ({ payError: params.error })),
    clearPayError: assign({ payError: null }),
    paid: missingAction('paid'),
  },
  actors: {
    pay: missingActor<unknown, { moneyAccount: string }>('pay'),
  },
  guards: {
    isPaid: ({ context }) => context.paid,
    isOverdue: ({ context }) => dueStanding(context.dueDate, context.today, context.reminderDays) === 'overdue',
    isDueSoon: ({ context }) => dueStanding(context.dueDate, context.today, context.reminderDays) === 'dueSoon',
  },
}).createMachine({
  id: 'paymentSchedule',
  context: ({ input }) => ({ ...input, payError: null }),
  initial: 'judging',
  on: {
    'day.changed': {
      target: '.judging',
      actions: { type: 'storeDay', params: ({ event }) => ({ today: event.today }) },
    },
    'payment.changed': {
      target: '.judging',
      actions: [
        'clearPayError',
        {
          type: 'storePayment',
          params: ({ event }) => ({ dueDate: event.dueDate, reminderDays: event.reminderDays, paid: event.paid }),
        },
      ],
    },
  },
  states: {
    /** Transient: reads the facts and settles in one standing. */
    judging: {
      always: [
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isOverdue', target: 'overdue' },
        { guard: 'isDueSoon', target: 'dueSoon' },
        { target: 'planned' },
      ],
    },
    planned: { on: { 'pay.requested': 'saving' } },
    dueSoon: { on: { 'pay.requested': 'saving' } },
    overdue: { on: { 'pay.requested': 'saving' } },
    saving: {
      // The answer decides: a new day or a partner's refetch while the call runs must not reopen the button.
      on: {
        'day.changed': { actions: { type: 'storeDay', params: ({ event }) => ({ today: event.today }) } },
        'payment.changed': {
          actions: {
            type: 'storePayment',
            params: ({ event }) => ({ dueDate: event.dueDate, reminderDays: event.reminderDays, paid: event.paid }),
          },
        },
      },
      invoke: {
        src: 'pay',
        // Only "mark paid" enters `saving`; any other way in is a bug that must fail loudly, not pay from ''.
        input: ({ event }) => {
          assertEvent(event, 'pay.requested');
          return { moneyAccount: event.moneyAccount };
        },
        onDone: { target: 'paid', actions: ['clearPayError', assign({ paid: true }), 'paid'] },
        onError: {
          target: 'failed',
          actions: { type: 'storePayError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { 'pay.requested': 'saving' } },
    paid: {},
  },
});

export type PaymentScheduleSnapshot = SnapshotFrom<typeof paymentScheduleMachine>;

/** What the row shows: its standing (kept while saving or refused), and whether "mark paid" waits or was refused. */
export function paymentView(snapshot: PaymentScheduleSnapshot) {
  const { dueDate, today, reminderDays, paid, payError } = snapshot.context;
  const standing: PaymentStanding =
    snapshot.matches('paid') || paid ? 'paid' : dueStanding(dueDate, today, reminderDays);
  return { standing, saving: snapshot.matches('saving'), failed: snapshot.matches('failed') ? payError : null };
}
