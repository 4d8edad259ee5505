import { FUNDS_LIMITS } from '../../../shared/fundsText';
import type { Payment } from '../../../shared/fundsTypes';
import { currencyDigits, formatMoney, minorToDecimal } from '../../../shared/money';

// Display rules the Funds pages share: money with Intl, and where a payment stands.

export const money = (minor: number, currency: string) => formatMoney(minor, currency);
/** The amount as the edit form shows it: exact decimal text. */
export const decimal = (minor: number, currency: string) => minorToDecimal(minor, currencyDigits(currency));

export type PaymentStanding = 'planned' | 'dueSoon' | 'overdue' | 'paid';

/** Paid; overdue after its due date; due soon within the reminder window (or two weeks); otherwise planned. */
export function paymentStanding(payment: Payment, today: string, reminderDays: number): PaymentStanding {
  if (payment.transaction) return 'paid';
  if (payment.due_date < today) return 'overdue';
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + (reminderDays || FUNDS_LIMITS.dueSoonDays));
  return payment.due_date <= soon.toISOString().slice(0, 10) ? 'dueSoon' : 'planned';
}

export const todayIso = () => new Date().toISOString().slice(0, 10);
