/**
 * The launch rules of a pending plan, mirrored from the server (API.md "Money rules") so the
 * user sees the exact price before sending, and gets the catalogue message without a round trip:
 *
 * - the amount must be a valid amount above 0 ("Please enter a valid investment amount"),
 * - within the product's [min_amount, max_amount] ("Investment amount out of range"),
 * - the coupon must apply to the amount ("This coupon cannot be used for this amount"),
 * - what the wallet pays may not exceed the available balance ("Insufficient balance").
 *
 * Coupons: fixed kinds (fixed_amount, team, custom) take `amount` off when A ≥ amount_limit;
 * deduction takes `discount`% of A (rounded down), capped at amount_limit; value_added leaves the
 * price alone and adds `amount` of platform-funded budget (amount_limit, when set, is a minimum).
 */
import type { Coupon, CouponKind } from '@adc/contract';
import {
  amountProblem,
  amountToMinor,
  exceedsBalance,
  type AmountProblem,
} from '@/lib/amount-rule';
import { toMinor } from './money';

export type CouponTerms = Pick<Coupon, 'kind' | 'discount' | 'amount' | 'amount_limit'>;

const FIXED_KINDS: readonly CouponKind[] = ['fixed_amount', 'team', 'custom'];

export interface LaunchPricing {
  /** The plan amount A (minor units). */
  amount: number;
  /** Taken off the price by the coupon. */
  discount: number;
  /** Platform-funded budget added on top (value-added vouchers). */
  bonus: number;
  /** What the wallet pays: A − discount. */
  walletPaid: number;
  /** What the plan delivers: A + bonus. */
  budget: number;
}

/** The coupon's minimum plan amount (minor units), when it has one. */
export function couponMinimum(coupon: CouponTerms): number | null {
  if (coupon.kind === 'deduction') return null; // amount_limit is a cap there
  return toMinor(coupon.amount_limit);
}

/** Whether the coupon applies to a plan of `amount` (minor units). */
export function couponApplies(amount: number, coupon: CouponTerms): boolean {
  if (coupon.kind === 'deduction') return amount > 0;
  if (FIXED_KINDS.includes(coupon.kind) || coupon.kind === 'value_added')
    return amount >= (couponMinimum(coupon) ?? 0);
  return false;
}

/** The price of a launch of `amount` (minor units) with an optional coupon; null when it does not apply. */
export function priceLaunch(amount: number, coupon: CouponTerms | null): LaunchPricing | null {
  if (!coupon) return { amount, discount: 0, bonus: 0, walletPaid: amount, budget: amount };
  if (!couponApplies(amount, coupon)) return null;
  if (coupon.kind === 'value_added') {
    const bonus = Math.max(0, toMinor(coupon.amount) ?? 0);
    return { amount, discount: 0, bonus, walletPaid: amount, budget: amount + bonus };
  }
  let reduction: number;
  if (coupon.kind === 'deduction') {
    const percent = Math.floor((amount * (coupon.discount ?? 0)) / 100);
    const cap = toMinor(coupon.amount_limit);
    reduction = cap !== null && percent > cap ? cap : percent;
  } else {
    reduction = toMinor(coupon.amount) ?? 0;
  }
  const discount = Math.min(Math.max(reduction, 0), amount);
  return { amount, discount, bonus: 0, walletPaid: amount - discount, budget: amount };
}

export type LaunchError =
  | 'error.investment_amount_invalid'
  | 'error.investment_amount_out_of_range'
  | 'error.coupon_not_applicable'
  | 'error.insufficient_balance';

export interface LaunchInput {
  /** The amount as typed (a NumberInput string). */
  amount: string;
  /** The product's range, as API amount strings. */
  minAmount: string;
  maxAmount: string;
  /** The wallet's available balance (API amount string). */
  balance: string;
  coupon: CouponTerms | null;
}

export type LaunchCheck = { ok: true; pricing: LaunchPricing } | { ok: false; error: LaunchError };

const RANGE_ERRORS = {
  not_positive: 'error.investment_amount_invalid',
  below_min: 'error.investment_amount_out_of_range',
  above_max: 'error.investment_amount_out_of_range',
} as const satisfies Partial<Record<AmountProblem, LaunchError>>;

/**
 * Checks a launch as the user types and before the PIN; the first failing rule wins, in the order
 * of the module doc. Amount and balance follow the app's one amount rule (src/lib/amount-rule.ts,
 * shared with the withdrawal); the balance is compared with what the wallet pays after the coupon.
 * An unknown balance counts as zero.
 */
export function checkLaunch({
  amount,
  minAmount,
  maxAmount,
  balance,
  coupon,
}: LaunchInput): LaunchCheck {
  const problem = amountProblem(amount, { min: minAmount, max: maxAmount });
  if (problem && problem !== 'over_balance') return { ok: false, error: RANGE_ERRORS[problem] };
  const pricing = priceLaunch(Number(amountToMinor(amount) ?? 0n), coupon);
  if (!pricing) return { ok: false, error: 'error.coupon_not_applicable' };
  const available = amountToMinor(balance) === null ? '0' : balance;
  if (exceedsBalance(BigInt(pricing.walletPaid), available))
    return { ok: false, error: 'error.insufficient_balance' };
  return { ok: true, pricing };
}
