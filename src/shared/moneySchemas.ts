import { z } from 'zod';

// Money on the API, one format for every area in both directions: an amount is a decimal string in the currency's
// major units ("2400.00") beside the currency's ISO 4217 code ("EUR"). Servers keep minor units (ARCHITECTURE.md) and
// convert with the currency's own exponent, which only they know for sure, so the schema checks the shape alone.

/** An amount as the API writes it: digits, at most one point, a sign for balances. */
export const DECIMAL_AMOUNT = /^-?\d{1,16}(?:\.\d+)?$/;

/** The messages an area gives for an amount: none sent where one is needed, and one that is not an amount. */
export interface AmountMessages {
  required: string;
  invalid: string;
}

const described = {
  description: 'A decimal amount in the major units of the currency beside it, such as "2400.00".',
  examples: ['2400.00'],
};

/**
 * An amount a caller sends: decimal text, spaces and thousands separators ignored. A JSON number is refused rather
 * than read, so a caller still sending minor units (vendors' old `240000`) is told, not charged a hundred times over.
 * A sign is refused here unless `signed` (Funds names a negative amount's problem itself). The service turns the
 * text into minor units and refuses too many decimals or a size it does not take.
 */
export const moneyAmount = (m: AmountMessages, { signed = true } = {}) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.required : m.invalid) })
    .transform((v) => v.trim().replace(/[\s,_]/g, ''))
    .refine((v) => v.length > 0, { error: m.required, abort: true })
    .refine((v) => DECIMAL_AMOUNT.test(v) && (signed || !v.startsWith('-')), { error: m.invalid })
    .meta(described);

/** An amount the API answers with. */
export const moneyText = z.string().regex(DECIMAL_AMOUNT).meta(described);

/** A three-letter currency code, upper-cased; whether it is a known one is the service's business. */
export const currencyCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[A-Za-z]{3}$/, { error: message })
    .transform((v) => v.toUpperCase())
    .meta({ description: 'An ISO 4217 currency code, such as "EUR".', examples: ['EUR'] });
