import { z } from 'zod';
import { DIRECTIONS, FUNDS_LIMITS, fundsMessages as fm } from './fundsText';
import { fieldMessages as m } from './messages';
import { currencyCode, moneyAmount } from './moneySchemas';
import { isCalendarDate } from './weddings';

// Funds' request bodies and queries. Amounts arrive as decimal text ("1250.50", moneySchemas.ts); the service turns
// them into minor units with the currency's own exponent, which it knows only once it has read the account or currency.

const name = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .max(FUNDS_LIMITS.name, { error: fm.nameTooLong });
const amount = moneyAmount({ required: fm.amountRequired, invalid: fm.amountInvalid });
const currency = currencyCode(fm.currencyUnknown);
const day = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .refine(isCalendarDate, { error: fm.dateInvalid });
const ref = (error: string) => z.string({ error }).trim().min(1, { error });
const optionalRef = (error: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.string({ error }).trim().min(1, { error }).nullable());
const note = z.preprocess(
  (v) => (v === null ? '' : v),
  z.string({ error: fm.noteTooLong }).trim().max(FUNDS_LIMITS.note, { error: fm.noteTooLong }),
);
const direction = z.enum(DIRECTIONS, { error: fm.directionInvalid });
const atLeastOne = (o: Record<string, unknown>) => Object.values(o).some((v) => v !== undefined);

export const fundsSettingsBody = z
  .object({
    home_currency: currency,
    budget: amount,
    reminder_days: z
      .number({ error: fm.reminderInvalid })
      .int({ error: fm.reminderInvalid })
      .min(0, { error: fm.reminderInvalid })
      .max(FUNDS_LIMITS.reminderDaysMax, { error: fm.reminderInvalid }),
  })
  .partial()
  .refine(atLeastOne, { error: m.required });
export type FundsSettingsBody = z.input<typeof fundsSettingsBody>;

export const moneyAccountCreateBody = z.object({ name, currency, opening: amount.optional() });
export type MoneyAccountCreateBody = z.input<typeof moneyAccountCreateBody>;
export const moneyAccountUpdateBody = z
  .object({ name, currency, opening: amount, archived: z.boolean({ error: m.required }) })
  .partial()
  .refine(atLeastOne, { error: m.required });
export type MoneyAccountUpdateBody = z.input<typeof moneyAccountUpdateBody>;

export const expenseTypeCreateBody = z.object({ name, planned: amount.optional() });
export type ExpenseTypeCreateBody = z.input<typeof expenseTypeCreateBody>;
export const expenseTypeUpdateBody = z
  .object({ name, planned: amount, archived: z.boolean({ error: m.required }) })
  .partial()
  .refine(atLeastOne, { error: m.required });
export type ExpenseTypeUpdateBody = z.input<typeof expenseTypeUpdateBody>;

const transactionFields = {
  direction,
  amount,
  money_account: ref(fm.accountUnknown),
  expense_type: optionalRef(fm.expenseTypeUnknown),
  vendor: optionalRef(fm.vendorUnknown),
  date: day,
  note,
  paid_by: optionalRef(fm.paidByUnknown),
};
export const transactionCreateBody = z.object({
  ...transactionFields,
  expense_type: transactionFields.expense_type.optional(),
  vendor: transactionFields.vendor.optional(),
  note: note.optional(),
  paid_by: transactionFields.paid_by.optional(),
});
export type TransactionCreateBody = z.input<typeof transactionCreateBody>;
export const transactionUpdateBody = z.object(transactionFields).partial().refine(atLeastOne, { error: m.required });
export type TransactionUpdateBody = z.input<typeof transactionUpdateBody>;

export const paymentCreateBody = z.object({
  title: name,
  amount,
  currency,
  due_date: day,
  expense_type: optionalRef(fm.expenseTypeUnknown).optional(),
  vendor: optionalRef(fm.vendorUnknown).optional(),
});
export type PaymentCreateBody = z.input<typeof paymentCreateBody>;
export const paymentUpdateBody = paymentCreateBody.partial().refine(atLeastOne, { error: m.required });
export type PaymentUpdateBody = z.input<typeof paymentUpdateBody>;

/** Paying a planned payment: from which account, on which day (today by default), by whom. */
export const paymentPayBody = z.object({
  money_account: ref(fm.accountUnknown),
  date: day.optional(),
  paid_by: optionalRef(fm.paidByUnknown).optional(),
});
export type PaymentPayBody = z.input<typeof paymentPayBody>;

/** Cash-flow filters: `?money_account=&expense_type=&month=2027-05&direction=out`. */
export const transactionFilterQuery = z.object({
  money_account: z.string().trim().min(1).optional(),
  expense_type: z.string().trim().min(1).optional(),
  month: z
    .string({ error: fm.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: fm.monthInvalid })
    .optional(),
  direction: direction.optional(),
});
export type TransactionFilter = z.output<typeof transactionFilterQuery>;

export const citiesQuery = z.object({
  q: z.string().trim().max(100).default(''),
  country: z.string().trim().length(2).optional(),
});
