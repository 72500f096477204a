/**
 * Amounts travel as strings with two decimals ("1250.00", "-100.00"). They are compared in
 * minor units (bigint), never through floating point; they are shown by src/lib/format.ts.
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

/** Masks an account or address but its last 4 characters: "6222 0000 1234" → "**** 1234". */
export function maskAccount(account: string): string {
  const compact = account.replace(/\s+/g, '');
  if (compact.length <= 4) return compact;
  return `**** ${compact.slice(-4)}`;
}
