/**
 * Amounts travel as strings with two decimals ("1250.00", "-100.00"); @adc/domain parses them
 * (bigint minor units, never floating point) and src/lib/format.ts shows them.
 */
import { moneySign } from '@adc/domain';

/** -1, 0 or 1 by the sign of the amount (0 for unparsable values). */
export const amountSign = (value: string | null | undefined): -1 | 0 | 1 => moneySign(value);

/**
 * Masks an account or address but its last 4 characters: "6222 0000 1234" → "**** 1234", with a
 * no-break space: the mask and its digits never end up on two lines.
 */
export function maskAccount(account: string): string {
  const compact = account.replace(/\s+/g, '');
  if (compact.length <= 4) return compact;
  return `****\u00a0${compact.slice(-4)}`;
}
