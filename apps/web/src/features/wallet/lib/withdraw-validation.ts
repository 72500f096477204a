import { amountProblem } from '@/lib/amount-rule';

export type WithdrawProblem = 'error.withdraw_zero' | 'error.withdraw_exceeds_balance';

/**
 * The client-side checks of a withdrawal (spec section 5), before the card, the PIN and the
 * server, by the app's one amount rule (src/lib/amount-rule.ts, shared with the plan launch): an
 * empty, unparsable or zero amount → "Withdrawal amount cannot be 0"; more than the available
 * balance, or than the largest amount there is → "Withdrawal amount cannot exceed balance".
 * Returns the catalogue key of the problem, or null. An unknown balance (still loading) leaves the
 * upper check to the server.
 */
export function validateWithdrawAmount(
  amount: string,
  available: string | null | undefined,
): WithdrawProblem | null {
  const problem = amountProblem(amount, { available });
  // An amount too large for the system is more than any balance.
  if (problem === 'over_balance' || problem === 'too_large')
    return 'error.withdraw_exceeds_balance';
  return problem ? 'error.withdraw_zero' : null;
}

/** The amount as the API takes it: the sanitized input without a trailing dot ("12." → "12"). */
export function normalizeAmount(amount: string): string {
  return amount.endsWith('.') ? amount.slice(0, -1) : amount;
}

/** The texts of the app language a PIN refusal is checked against (`t` of react-i18next). */
export type Translate = (
  key: 'error.pay_password_incorrect' | 'error.pay_password_locked',
  options?: { minutes: string },
) => string;

/**
 * Whether the server's message refuses the transaction password itself: a wrong one, or the lock
 * after too many ("… try again in {{minutes}} min", whatever the minutes). The PIN dialog then
 * stays open and says it under its boxes; any other refusal closes it.
 */
export function isPinRefusal(msg: string, t: Translate): boolean {
  if (msg === t('error.pay_password_incorrect')) return true;
  const [before = '', after = ''] = t('error.pay_password_locked', { minutes: '\u0000' }).split(
    '\u0000',
  );
  return msg.length > before.length + after.length && msg.startsWith(before) && msg.endsWith(after);
}
