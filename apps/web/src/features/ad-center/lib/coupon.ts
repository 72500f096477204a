/**
 * How a coupon reads on its card (pure): the big value and the condition line, by kind.
 *   fixed_amount / team / custom: `amount` off, for plans ≥ `amount_limit`
 *   deduction: `discount`% off, capped at `amount_limit`
 *   value_added: adds `amount` of platform-funded budget
 */
import type { CouponKind } from '@adc/contract';
import { parseMoney } from '@adc/domain';

export interface CouponTerms {
  kind: CouponKind;
  discount: number | null;
  amount: string | null;
  amount_limit: string | null;
}

export type CouponValue =
  | { type: 'percent'; discount: number }
  | { type: 'amount'; amount: string; bonus: boolean }
  | { type: 'none' };

export type CouponCondition =
  | { type: 'cap'; amount: string }
  | { type: 'min'; amount: string }
  | { type: 'no_min' }
  | { type: 'budget'; amount: string }
  | { type: 'none' };

const positive = (value: string | null): value is string => (parseMoney(value) ?? 0n) > 0n;

export function couponValue(terms: CouponTerms): CouponValue {
  if (terms.kind === 'deduction' || (terms.amount === null && terms.discount !== null)) {
    return terms.discount !== null
      ? { type: 'percent', discount: terms.discount }
      : { type: 'none' };
  }
  if (terms.amount !== null)
    return { type: 'amount', amount: terms.amount, bonus: terms.kind === 'value_added' };
  return { type: 'none' };
}

export function couponCondition(terms: CouponTerms): CouponCondition {
  const value = couponValue(terms);
  if (value.type === 'percent')
    return positive(terms.amount_limit)
      ? { type: 'cap', amount: terms.amount_limit }
      : { type: 'none' };
  if (terms.kind === 'value_added')
    return terms.amount !== null ? { type: 'budget', amount: terms.amount } : { type: 'none' };
  return positive(terms.amount_limit)
    ? { type: 'min', amount: terms.amount_limit }
    : { type: 'no_min' };
}
