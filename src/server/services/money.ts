import { minorToDecimal, parseMinor } from '../../shared/money';
import { fieldError } from '../lib/problem';
import { currency } from './fundsReference';

// Minor units in the database, decimal text on the API (shared/moneySchemas.ts), converted here by the currency's
// ISO 4217 exponent so the server never trusts a browser's idea of how many decimals a currency has.

/** The currency's exponent; a code ISO does not list (a row from before it was checked) counts as two decimals. */
export const digitsOf = (code: string): number => currency(code)?.digits ?? 2;

/** Minor units as the API's decimal text: 240000 EUR is "2400.00". */
export function decimalOf(minor: number, code: string): string;
export function decimalOf(minor: number | null, code: string): string | null;
export function decimalOf(minor: number | null, code: string): string | null {
  return minor === null ? null : minorToDecimal(minor, digitsOf(code));
}

/**
 * An optional amount a caller sent, in minor units of a known currency: undefined (not sent) and null (cleared) pass
 * through; a negative amount, one with more decimals than the currency has or one above `max` is a field error with
 * the area's one message, as is an unknown currency on `currencyField`.
 */
export function optionalMinor(
  text: string | null | undefined,
  code: string,
  field: string,
  messages: { amount: string; currency: string; currencyField?: string },
  max: number,
): number | null | undefined {
  if (text === undefined || text === null) return text;
  const known = currency(code);
  if (!known) throw fieldError(messages.currencyField ?? 'currency', messages.currency);
  const minor = text.startsWith('-') ? 'invalid' : parseMinor(text, known.digits, max);
  if (typeof minor !== 'number') throw fieldError(field, messages.amount);
  return minor;
}

/**
 * An amount kept in minor units of `from`, in minor units of `to`: the same sum when a currency changes under it
 * (1000 JPY stays 1000, "1000.00" EUR), refused on `field` when `to` cannot hold its decimals.
 */
export function rescaled(
  minor: number | null,
  from: string,
  to: string,
  field: string,
  messages: { amount: string; currency: string },
  max: number,
): number | null {
  if (minor === null || from === to) return minor;
  return optionalMinor(decimalOf(minor, from), to, field, messages, max) ?? null;
}
