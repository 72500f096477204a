/**
 * What a plan launch costs (API.md "Money rules"): the one rule of the server (which charges it)
 * and of the web client (which shows the price before the PIN). All amounts in minor units.
 *
 * - fixed kinds (fixed_amount, team, custom): `amount` off when A ≥ amount_limit (never more than A);
 * - deduction: `discount`% of A (rounded down), capped at amount_limit (a cap there, not a minimum);
 * - value_added: the wallet pays A and the platform adds `amount` of budget; amount_limit, when
 *   set, is a minimum plan amount as for the fixed kinds.
 * The platform funds whatever the wallet does not pay, plus the value-added budget.
 */
import { parseMoney } from './money';

export const COUPON_KINDS = ['fixed_amount', 'value_added', 'deduction', 'team', 'custom'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** The kinds that take a fixed amount off the price. */
export const FIXED_COUPON_KINDS: readonly string[] = [
  'fixed_amount',
  'team',
  'custom',
] satisfies CouponKind[];

/** The coupon terms that decide what a launch costs (a stored coupon's columns). */
export interface CouponTerms {
  kind: string;
  discount: number | null;
  amount: bigint | null;
  amountLimit: bigint | null;
}

/** The terms of a coupon as the API sends it (amounts as strings). */
export interface ApiCouponTerms {
  kind: string;
  discount: number | null;
  amount: string | null;
  amount_limit: string | null;
}

export interface LaunchPricing {
  /** The plan amount A. */
  amount: bigint;
  /** Taken off the price by the coupon. */
  discount: bigint;
  /** Platform-funded budget added on top (value-added coupons). */
  bonus: bigint;
  /** What the wallet pays: A − discount. */
  walletPaid: bigint;
  /** What the platform funds: discount + bonus. */
  bonusBudget: bigint;
  /** What the plan delivers: walletPaid + bonusBudget = A + bonus. */
  budget: bigint;
}

/** Terms from an API coupon; an unreadable amount counts as absent. */
export function couponTermsOf(coupon: ApiCouponTerms): CouponTerms {
  return {
    kind: coupon.kind,
    discount: coupon.discount,
    amount: parseMoney(coupon.amount),
    amountLimit: parseMoney(coupon.amount_limit),
  };
}

/** The coupon's minimum plan amount, when it has one (a deduction's amount_limit is a cap). */
export function couponMinimum(coupon: CouponTerms): bigint | null {
  return coupon.kind === 'deduction' ? null : coupon.amountLimit;
}

/** Whether the coupon applies to a plan of `amount`. */
export function couponApplies(amount: bigint, coupon: CouponTerms): boolean {
  if (coupon.kind === 'deduction') return amount > 0n;
  if (FIXED_COUPON_KINDS.includes(coupon.kind) || coupon.kind === 'value_added')
    return amount >= (couponMinimum(coupon) ?? 0n);
  return false;
}

/** The price of a launch of `amount` with an optional coupon; null when the coupon does not apply. */
export function priceLaunch(amount: bigint, coupon: null): LaunchPricing;
export function priceLaunch(amount: bigint, coupon: CouponTerms | null): LaunchPricing | null;
export function priceLaunch(amount: bigint, coupon: CouponTerms | null): LaunchPricing | null {
  if (!coupon) return pricing(amount, 0n, 0n);
  if (!couponApplies(amount, coupon)) return null;
  if (coupon.kind === 'value_added') return pricing(amount, 0n, atLeastZero(coupon.amount ?? 0n));
  return pricing(amount, reductionOf(amount, coupon), 0n);
}

function reductionOf(amount: bigint, coupon: CouponTerms): bigint {
  const reduction =
    coupon.kind === 'deduction'
      ? capped((amount * BigInt(coupon.discount ?? 0)) / 100n, coupon.amountLimit)
      : (coupon.amount ?? 0n);
  return reduction > amount ? amount : atLeastZero(reduction);
}

const capped = (value: bigint, cap: bigint | null): bigint =>
  cap !== null && value > cap ? cap : value;

const atLeastZero = (value: bigint): bigint => (value < 0n ? 0n : value);

function pricing(amount: bigint, discount: bigint, bonus: bigint): LaunchPricing {
  const walletPaid = amount - discount;
  return {
    amount,
    discount,
    bonus,
    walletPaid,
    bonusBudget: discount + bonus,
    budget: amount + bonus,
  };
}
