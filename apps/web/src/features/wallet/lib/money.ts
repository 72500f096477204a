/**
 * Amounts travel as strings with two decimals ("1250.00", "-100.00"); @adc/domain parses them
 * (bigint minor units, never floating point) and src/lib/format.ts shows them.
 */
import { moneySign } from '@adc/domain';

/** -1, 0 or 1 by the sign of the amount (0 for unparsable values). */
export const amountSign = (value: string | null | undefined): -1 | 0 | 1 => moneySign(value);
