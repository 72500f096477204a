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
/**
 * The largest amount the system takes or holds: 9999999999999.99 (MAX_WHOLE_DIGITS digits before
 * the point). A well-formed request amount above it is "too large", not "not an amount".
 */
export const MONEY_MAX_MINOR = 10n ** BigInt(MAX_WHOLE_DIGITS) * MINOR_PER_UNIT - 1n;
/** Digits, then at most two decimals, each part captured (the size is MONEY_MAX_MINOR's to say). */
const AMOUNT = `(\\d+)(?:\\.(\\d{1,2}))?`;
/**
 * A well-formed request amount string: digits, then at most two decimals (its size is checked
 * against MONEY_MAX_MINOR apart, so that a too large amount can be told from a malformed one).
 */
export const AMOUNT_INPUT_PATTERN = `^${AMOUNT}$`;
const UNSIGNED = new RegExp(`^()${AMOUNT}$`);
const SIGNED = new RegExp(`^([+-]?)${AMOUNT}$`);

export interface ParseMoneyOptions {
  /** Accepts a leading "-" or "+" (amounts the API answers, e.g. a flow's "-100.00"). */
  signed?: boolean;
}

/** Why a value is not an amount: not one at all (`invalid`), or one above MONEY_MAX_MINOR. */
export type MoneyProblem = 'invalid' | 'too_large';

/** An amount read: its minor units, or why it is not one. */
export type MoneyReading =
  | { readonly minor: bigint; readonly problem?: undefined }
  | { readonly minor?: undefined; readonly problem: MoneyProblem };

const INVALID: MoneyReading = { problem: 'invalid' };
const TOO_LARGE: MoneyReading = { problem: 'too_large' };

/**
 * THE money rule of a request: a number, or a decimal string of digits with at most two decimals
 * and nothing around it (a request's " 100 " is refused, as the API document says; a screen trims
 * what the user typed first); non-negative unless `signed`; and, well-formed, at most
 * MONEY_MAX_MINOR (in size, when signed). "99999999999999.99" is `too_large`, "1.234" `invalid`.
 */
export function readMoney(
  value: unknown,
  { signed = false }: ParseMoneyOptions = {},
): MoneyReading {
  if (typeof value === 'number' && Number.isFinite(value) && (signed || value >= 0)) {
    // Above the maximum a number is too large whatever its decimals (1e21 would print "1e+21").
    if (Math.abs(value) > Number(MONEY_MAX_MINOR) / Number(MINOR_PER_UNIT)) return TOO_LARGE;
  }
  const text = moneyText(value);
  if (text === null) return INVALID;
  const match = (signed ? SIGNED : UNSIGNED).exec(text);
  if (!match) return INVALID;
  const [, sign = '', whole = '0', fraction = ''] = match;
  // Leading zeros add no size: "007" is 7.
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) return TOO_LARGE;
  const minor = BigInt(whole) * MINOR_PER_UNIT + BigInt(fraction.padEnd(2, '0'));
  return { minor: sign === '-' ? -minor : minor };
}

/**
 * Minor units of an amount by `readMoney`'s rule, or null for anything else (too large included).
 * "1250.5" → 125050n, 7 → 700n, "-0.05" (signed) → -5n.
 */
export function parseMoney(value: unknown, options: ParseMoneyOptions = {}): bigint | null {
  return readMoney(value, options).minor ?? null;
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
