/**
 * Amounts travel as strings with two decimals ("1250.00", "-100.00"). They are compared in
 * minor units (bigint) and shown with thousands separators; never through floating point.
 */
const AMOUNT = /^([+-])?(\d+)(?:\.(\d{0,2}))?$/;

/** Minor units of an amount string (≤ 2 decimals, optionally signed), or null when it is not one. */
export function toMinor(value: string | null | undefined): bigint | null {
  const match = AMOUNT.exec((value ?? '').trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -minor : minor;
}

/** -1, 0 or 1 by the sign of the amount (0 for unparsable values). */
export function amountSign(value: string | null | undefined): -1 | 0 | 1 {
  const minor = toMinor(value);
  if (minor === null || minor === 0n) return 0;
  return minor < 0n ? -1 : 1;
}

/**
 * "1234567.5" → "1,234,567.50"; with `signed`, positive amounts get a "+" ("-" is kept for
 * negatives). Unparsable or missing values show "--".
 */
export function formatAmount(
  value: string | null | undefined,
  { signed = false }: { signed?: boolean } = {},
): string {
  const minor = toMinor(value);
  if (minor === null) return '--';
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % 100n).toString().padStart(2, '0');
  const prefix = negative ? '-' : signed && abs > 0n ? '+' : '';
  return `${prefix}${whole}.${fraction}`;
}

/** Masks an account or address but its last 4 characters: "6222 0000 1234" → "**** 1234". */
export function maskAccount(account: string): string {
  const compact = account.replace(/\s+/g, '');
  if (compact.length <= 4) return compact;
  return `**** ${compact.slice(-4)}`;
}
