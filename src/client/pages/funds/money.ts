import { dueStanding, type PaymentStanding } from '../../../../machines/paymentScheduleMachine';
import type { Payment } from '../../../shared/fundsTypes';
import { currencyDigits, formatMoney, minorToDecimal } from '../../../shared/money';

// Display rules the Funds pages share: money with Intl, and where a payment stands.

export const money = (minor: number, currency: string) => formatMoney(minor, currency);
/** The amount as the edit form shows it: exact decimal text. */
export const decimal = (minor: number, currency: string) => minorToDecimal(minor, currencyDigits(currency));

/** Where a payment stands on `today`, by the schedule machine's own rule (the list rows run the machine itself). */
export function paymentStanding(payment: Payment, today: string, reminderDays: number): PaymentStanding {
  return payment.transaction ? 'paid' : dueStanding(payment.due_date, today, reminderDays);
}
