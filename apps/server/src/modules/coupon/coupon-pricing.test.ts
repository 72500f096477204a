import { describe, expect, it } from 'vitest';
import { priceLaunch, type CouponTerms } from './coupon-pricing';

const coupon = (terms: Partial<CouponTerms> & Pick<CouponTerms, 'kind'>): CouponTerms => ({
  discount: null,
  amount: null,
  amountLimit: null,
  ...terms,
});

describe('priceLaunch', () => {
  it('charges the whole amount without a coupon', () => {
    expect(priceLaunch(50_000n, null)).toEqual({ walletPaid: 50_000n, bonusBudget: 0n });
  });

  it.each(['fixed_amount', 'team', 'custom'])(
    '%s: takes its amount off from the minimum plan amount on',
    (kind) => {
      const terms = coupon({ kind, amount: 2_000n, amountLimit: 10_000n });
      expect(priceLaunch(10_000n, terms)).toEqual({ walletPaid: 8_000n, bonusBudget: 2_000n });
      expect(priceLaunch(250_000n, terms)).toEqual({ walletPaid: 248_000n, bonusBudget: 2_000n });
      expect(priceLaunch(9_999n, terms)).toBeNull();
    },
  );

  it('fixed kinds never take off more than the amount', () => {
    expect(priceLaunch(1_500n, coupon({ kind: 'fixed_amount', amount: 2_000n }))).toEqual({
      walletPaid: 0n,
      bonusBudget: 1_500n,
    });
  });

  it('deduction: takes discount percent off (rounded down), capped at amount_limit', () => {
    const terms = coupon({ kind: 'deduction', discount: 5, amountLimit: 5_000n });
    expect(priceLaunch(10_000n, terms)).toEqual({ walletPaid: 9_500n, bonusBudget: 500n });
    expect(priceLaunch(12_345n, terms)).toEqual({ walletPaid: 11_728n, bonusBudget: 617n });
    expect(priceLaunch(100_000n, terms)).toEqual({ walletPaid: 95_000n, bonusBudget: 5_000n });
    expect(priceLaunch(1_000_000n, terms)).toEqual({ walletPaid: 995_000n, bonusBudget: 5_000n });
    expect(priceLaunch(1_000_000n, coupon({ kind: 'deduction', discount: 5 }))).toEqual({
      walletPaid: 950_000n,
      bonusBudget: 50_000n,
    });
  });

  it('value_added: the wallet pays everything and the platform adds budget', () => {
    expect(priceLaunch(10_000n, coupon({ kind: 'value_added', amount: 3_000n }))).toEqual({
      walletPaid: 10_000n,
      bonusBudget: 3_000n,
    });
    const withMinimum = coupon({ kind: 'value_added', amount: 3_000n, amountLimit: 20_000n });
    expect(priceLaunch(19_999n, withMinimum)).toBeNull();
    expect(priceLaunch(20_000n, withMinimum)).toEqual({ walletPaid: 20_000n, bonusBudget: 3_000n });
  });

  it('refuses an unknown kind', () => {
    expect(priceLaunch(10_000n, coupon({ kind: 'mystery', amount: 1n }))).toBeNull();
  });
});
