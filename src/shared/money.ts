// Exact money: amounts are integers in the currency's minor units. Text becomes minor units by digits alone, and
// minor units become text by digits alone, so no amount ever passes through a binary fraction.

const AMOUNT = /^(\d{1,16})(?:\.(\d+))?$/;

export type AmountProblem = 'invalid' | 'decimals' | 'tooLarge';

/** `"1250.5"` with 2 digits is 125050; a problem says why it is not an amount (signs are the caller's business). */
export function parseMinor(text: string, digits: number, max: number): number | AmountProblem {
  const match = AMOUNT.exec(text.trim().replace(/[\s,_]/g, ''));
  if (!match) return 'invalid';
  const [, whole, fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > digits) return 'decimals';
  const minor = BigInt(whole!) * 10n ** BigInt(digits) + BigInt(significant.padEnd(digits, '0') || '0');
  if (minor > BigInt(max)) return 'tooLarge';
  return Number(minor);
}

/** The decimal text of an amount in minor units: 125050 with 2 digits is "1250.50". */
export function minorToDecimal(minor: number, digits: number): string {
  const negative = minor < 0;
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = digits ? text.slice(0, -digits) : text;
  const fraction = digits ? `.${text.slice(-digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(currency: string, locale?: string): Intl.NumberFormat {
  const key = `${locale ?? ''}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}

/** How many decimals a currency has, as Intl knows it (the client's view; the server uses ISO 4217 data). */
export function currencyDigits(currency: string): number {
  return formatFor(currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** "$1,250.50": Intl formats the exact decimal string, so no binary fraction rounds the cents. */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const decimal = minorToDecimal(minor, currencyDigits(currency));
  // Intl's format takes a decimal string exactly (ES2023); its type still says number.
  return formatFor(currency, locale).format(decimal as unknown as number);
}

/** An amount written as decimal text ("2400.00", the API's money format) as people read it in its currency. */
export function formatDecimalMoney(decimal: string, currency: string, locale?: string): string {
  // Intl's format takes a decimal string exactly (ES2023); its type still says number.
  return formatFor(currency, locale).format(decimal as unknown as number);
}
