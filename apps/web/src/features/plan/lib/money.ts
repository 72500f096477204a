/**
 * Money helpers of the plan feature. The API sends amounts as strings with two decimals
 * ("1250.00") and accepts at most two decimals: the client works in integer minor units (cents),
 * which stay exact far beyond any plan amount (Number.MAX_SAFE_INTEGER ≈ 9e15 cents). Amounts are
 * shown by src/lib/format.ts (`format.amount(fromMinor(minor))`).
 */

const AMOUNT_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;

/** "1250.5" → 125050; null for anything that is not a non-negative amount with ≤ 2 decimals. */
export function toMinor(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (!AMOUNT_PATTERN.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 125050 → "1250.50" (the API's request format). */
export function fromMinor(minor: number): string {
  const negative = minor < 0;
  const abs = Math.abs(Math.round(minor));
  return `${negative ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
