/**
 * Money: integer minor units (cents) as `bigint`, everywhere. The API writes amounts as decimal
 * strings with two decimals ("1250.00", "-100.00") and accepts at most two decimals in requests.
 * These are the one parser and the one printer of that format; how an amount reads in a language
 * (grouping, decimal mark, minus sign) is @adc/messages/format's business.
 */

/** Minor units per unit (two decimals). */
export const MINOR_PER_UNIT = 100n;

/** At most this many digits before the decimal point (1e15 minor units stay a safe JS number). */
const MAX_WHOLE_DIGITS = 13;
/** Digits (at most 13) and at most two decimals, each part captured. */
const AMOUNT = `(\\d{1,${MAX_WHOLE_DIGITS}})(?:\\.(\\d{1,2}))?`;
/** A request's amount string, as the API document states it: digits, then at most two decimals. */
export const AMOUNT_INPUT_PATTERN = `^${AMOUNT}$`;
const UNSIGNED = new RegExp(`^()${AMOUNT}$`);
const SIGNED = new RegExp(`^([+-]?)${AMOUNT}$`);

export interface ParseMoneyOptions {
  /** Accepts a leading "-" or "+" (amounts the API answers, e.g. a flow's "-100.00"). */
  signed?: boolean;
}

/**
 * Minor units of an amount: a number or a decimal string with at most two decimals and 13 digits
 * before the point, nothing around it (a request's " 100 " is refused, as the API document says;
 * a screen trims what the user typed first); non-negative unless `signed`. Null for anything else.
 * "1250.5" → 125050n, 7 → 700n, "-0.05" (signed) → -5n.
 */
export function parseMoney(
  value: unknown,
  { signed = false }: ParseMoneyOptions = {},
): bigint | null {
  const text = moneyText(value);
  if (text === null) return null;
  const match = (signed ? SIGNED : UNSIGNED).exec(text);
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * MINOR_PER_UNIT + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -minor : minor;
}

function moneyText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** The API's amount string of minor units: 125000n → "1250.00", -5n → "-0.05". */
export function formatMoney(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const fraction = (abs % MINOR_PER_UNIT).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${abs / MINOR_PER_UNIT}.${fraction}`;
}

/** -1, 0 or 1 by the sign of a (signed) amount string; 0 when it is not an amount. */
export function moneySign(value: unknown): -1 | 0 | 1 {
  const minor = parseMoney(value, { signed: true });
  if (minor === null || minor === 0n) return 0;
  return minor < 0n ? -1 : 1;
}
