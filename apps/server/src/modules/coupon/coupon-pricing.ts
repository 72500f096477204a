import type { CouponKind } from '@adc/contract';

/** The coupon terms that decide what a launch costs the wallet. */
export interface CouponTerms {
  kind: string;
  discount: number | null;
  amount: bigint | null;
  amountLimit: bigint | null;
}

/** What a launch of `putAmount` costs: the wallet pays `walletPaid`, the platform funds `bonusBudget`. */
export interface LaunchPricing {
  walletPaid: bigint;
  bonusBudget: bigint;
}

const FIXED_KINDS: readonly string[] = ['fixed_amount', 'team', 'custom'] satisfies CouponKind[];

/**
 * The money of a launch with an optional coupon, or null when the coupon does not apply:
 * - fixed kinds (fixed_amount, team, custom): `amount` off when A ≥ amount_limit (never more than A);
 * - deduction: `discount`% of A (rounded down), capped at amount_limit;
 * - value_added: the wallet pays A and the platform adds `amount` of budget; amount_limit, when
 *   set, is a minimum plan amount as for the fixed kinds.
 * The platform funds whatever the wallet does not pay, so the budget is A (+ the value-added amount).
 */
export function priceLaunch(putAmount: bigint, coupon: CouponTerms | null): LaunchPricing | null {
  if (!coupon) return { walletPaid: putAmount, bonusBudget: 0n };
  const meetsMinimum = putAmount >= (coupon.amountLimit ?? 0n);
  if (FIXED_KINDS.includes(coupon.kind)) {
    if (!meetsMinimum) return null;
    return off(putAmount, coupon.amount ?? 0n);
  }
  if (coupon.kind === 'deduction') {
    const percent = (putAmount * BigInt(coupon.discount ?? 0)) / 100n;
    const capped =
      coupon.amountLimit !== null && percent > coupon.amountLimit ? coupon.amountLimit : percent;
    return off(putAmount, capped);
  }
  if (coupon.kind === 'value_added') {
    if (!meetsMinimum) return null;
    return { walletPaid: putAmount, bonusBudget: coupon.amount ?? 0n };
  }
  return null;
}

function off(putAmount: bigint, reduction: bigint): LaunchPricing {
  const bounded = reduction < 0n ? 0n : reduction > putAmount ? putAmount : reduction;
  return { walletPaid: putAmount - bounded, bonusBudget: bounded };
}
