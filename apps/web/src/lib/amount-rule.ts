/**
 * THE rule for an amount a user is about to pay out of the wallet (a withdrawal, a plan launch),
 * checked as the user types, before any PIN is asked for:
 *   - it must be an amount above 0 (at most two decimals; "12." while typing counts as 12),
 *   - not above the largest amount the system takes (@adc/domain MONEY_MAX_MINOR, 13 digits):
 *     more is `too_large`, not a malformed amount,
 *   - within the [min, max] range when the screen has one (plans: the product's range),
 *   - not more than the available balance (when it is known).
 * The screens map a problem to their own catalogue message and keep their submit button disabled
 * while there is one. Nothing is clamped or rounded behind the user's back: what was typed is
 * what is checked and sent.
 */

import { parseMoney, readMoney } from '@adc/domain';

export type AmountProblem =
  'not_positive' | 'too_large' | 'below_min' | 'above_max' | 'over_balance';

export interface AmountLimits {
  /** API amount strings ("100.00"); null or absent: no bound. */
  min?: string | null;
  max?: string | null;
  /** The available balance; null or absent while unknown (the server checks it then). */
  available?: string | null;
}

/**
 * Minor units (cents) of a non-negative amount with at most two decimals (@adc/domain's
 * `parseMoney`, the server's own rule), else null; a trailing "." while typing counts ("12." is 12).
 */
export function amountToMinor(value: string | null | undefined): bigint | null {
  return parseMoney(typed(value));
}

/** What was typed, trimmed and without a trailing "." ("12." while typing is 12). */
function typed(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** True when paying `minor` cents exceeds a known `available` balance. */
export function exceedsBalance(minor: bigint, available: string | null | undefined): boolean {
  const balance = amountToMinor(available);
  return balance !== null && minor > balance;
}

/** The first problem of `amount` under `limits`, in the order of the module doc; null when fine. */
export function amountProblem(amount: string, limits: AmountLimits = {}): AmountProblem | null {
  const { minor, problem } = readMoney(typed(amount));
  if (problem === 'too_large') return 'too_large';
  if (minor === undefined || minor <= 0n) return 'not_positive';
  const min = amountToMinor(limits.min);
  if (min !== null && minor < min) return 'below_min';
  const max = amountToMinor(limits.max);
  if (max !== null && minor > max) return 'above_max';
  if (exceedsBalance(minor, limits.available)) return 'over_balance';
  return null;
}
