import { amountProblem } from '@/lib/amount-rule';

export type WithdrawProblem = 'error.withdraw_zero' | 'error.withdraw_exceeds_balance';

/**
 * The client-side checks of a withdrawal (spec section 5), before the card, the PIN and the
 * server, by the app's one amount rule (src/lib/amount-rule.ts, shared with the plan launch): an
 * empty, unparsable or zero amount → "Withdrawal amount cannot be 0"; more than the available
 * balance → "Withdrawal amount cannot exceed balance". Returns the catalogue key of the problem,
 * or null. An unknown balance (still loading) leaves the upper check to the server.
 */
export function validateWithdrawAmount(
  amount: string,
  available: string | null | undefined,
): WithdrawProblem | null {
  const problem = amountProblem(amount, { available });
  if (problem === 'over_balance') return 'error.withdraw_exceeds_balance';
  return problem ? 'error.withdraw_zero' : null;
}

/** The amount as the API takes it: the sanitized input without a trailing dot ("12." → "12"). */
export function normalizeAmount(amount: string): string {
  return amount.endsWith('.') ? amount.slice(0, -1) : amount;
}
