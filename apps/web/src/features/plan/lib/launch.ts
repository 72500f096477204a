/**
 * The launch rules of a pending plan, checked as the user types so the user sees the exact price
 * before sending and gets the catalogue message without a round trip:
 *
 * - the amount must be a valid amount above 0 ("Please enter a valid investment amount"),
 * - within the product's [min_amount, max_amount] ("Investment amount out of range"),
 * - the coupon must apply to the amount ("This coupon cannot be used for this amount"),
 * - what the wallet pays may not exceed the available balance ("Insufficient balance").
 *
 * The price is the server's own rule (@adc/domain `priceLaunch`, in bigint minor units); this
 * module only reads the API's coupon (amount strings) into the domain's terms.
 */
import type { Coupon } from '@adc/contract';
import * as domain from '@adc/domain';
import type { LaunchPricing } from '@adc/domain';
import {
  amountProblem,
  amountToMinor,
  exceedsBalance,
  type AmountProblem,
} from '@/lib/amount-rule';

export type { LaunchPricing };

/** A coupon as the API sends it: what decides the price. */
export type CouponTerms = Pick<Coupon, 'kind' | 'discount' | 'amount' | 'amount_limit'>;

/** The coupon's minimum plan amount (minor units), when it has one. */
export function couponMinimum(coupon: CouponTerms): bigint | null {
  return domain.couponMinimum(domain.couponTermsOf(coupon));
}

/** Whether the coupon applies to a plan of `amount` (minor units). */
export function couponApplies(amount: bigint, coupon: CouponTerms): boolean {
  return domain.couponApplies(amount, domain.couponTermsOf(coupon));
}

/** The price of a launch of `amount` (minor units) with an optional coupon; null when it does not apply. */
export function priceLaunch(amount: bigint, coupon: CouponTerms | null): LaunchPricing | null {
  return domain.priceLaunch(amount, coupon && domain.couponTermsOf(coupon));
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
  too_large: 'error.investment_amount_out_of_range',
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
  const pricing = priceLaunch(amountToMinor(amount) ?? 0n, coupon);
  if (!pricing) return { ok: false, error: 'error.coupon_not_applicable' };
  const available = amountToMinor(balance) === null ? '0' : balance;
  if (exceedsBalance(pricing.walletPaid, available))
    return { ok: false, error: 'error.insufficient_balance' };
  return { ok: true, pricing };
}
