import { setup } from 'xstate';

// What a user can observe of one planned payment on the schedule. DAYS_PASS moves today on to the next standing
// (planned → due soon → overdue); PAY is "Mark paid"; the server answers SERVER_OK or SERVER_FAILS.
export const paymentScheduleModel = setup({
  types: {
    events: {} as { type: 'DAYS_PASS' } | { type: 'PAY' } | { type: 'SERVER_OK' } | { type: 'SERVER_FAILS' },
  },
}).createMachine({
  id: 'paymentScheduleModel',
  initial: 'planned',
  states: {
    planned: { on: { DAYS_PASS: 'dueSoon', PAY: 'saving' } },
    dueSoon: { on: { DAYS_PASS: 'overdue', PAY: 'saving' } },
    overdue: { on: { PAY: 'saving' } },
    saving: { on: { SERVER_OK: 'paid', SERVER_FAILS: 'failed' } },
    failed: { on: { PAY: 'saving' } },
    paid: {},
  },
});
