import { describe, expect, it } from 'vitest';
import {
  couponApplies,
  couponMinimum,
  couponTermsOf,
  priceLaunch,
  type CouponTerms,
  type LaunchPricing,
} from './pricing';

const coupon = (terms: Partial<CouponTerms> & Pick<CouponTerms, 'kind'>): CouponTerms => ({
  discount: null,
  amount: null,
  amountLimit: null,
  ...terms,
});

/** walletPaid and bonusBudget (what the server stores), then discount and bonus (what the web shows). */
const priced = (
  amount: bigint,
  { discount = 0n, bonus = 0n }: { discount?: bigint; bonus?: bigint },
): LaunchPricing => ({
  amount,
  discount,
  bonus,
  walletPaid: amount - discount,
  bonusBudget: discount + bonus,
  budget: amount + bonus,
});

describe('priceLaunch', () => {
  it('charges the whole amount without a coupon', () => {
    expect(priceLaunch(50_000n, null)).toEqual(priced(50_000n, {}));
  });

  it.each(['fixed_amount', 'team', 'custom'])(
    '%s: takes its amount off from the minimum plan amount on',
    (kind) => {
      const terms = coupon({ kind, amount: 2_000n, amountLimit: 10_000n });
      expect(priceLaunch(10_000n, terms)).toEqual(priced(10_000n, { discount: 2_000n }));
      expect(priceLaunch(250_000n, terms)).toEqual(priced(250_000n, { discount: 2_000n }));
      expect(priceLaunch(9_999n, terms)).toBeNull();
    },
  );

  it('fixed kinds never take off more than the amount, nor less than nothing', () => {
    expect(priceLaunch(1_500n, coupon({ kind: 'fixed_amount', amount: 2_000n }))).toEqual(
      priced(1_500n, { discount: 1_500n }),
    );
    expect(priceLaunch(1_500n, coupon({ kind: 'team', amount: -5n }))).toEqual(priced(1_500n, {}));
  });

  it.each([
    [10_000n, 500n],
    [12_345n, 617n],
    [100_000n, 5_000n],
    [1_000_000n, 5_000n],
  ])('deduction 5%% capped at 50.00: %s → %s off (rounded down)', (amount, discount) => {
    const terms = coupon({ kind: 'deduction', discount: 5, amountLimit: 5_000n });
    expect(priceLaunch(amount, terms)).toEqual(priced(amount, { discount }));
  });

  it('deduction without a cap, and never on nothing', () => {
    const terms = coupon({ kind: 'deduction', discount: 5 });
    expect(priceLaunch(1_000_000n, terms)).toEqual(priced(1_000_000n, { discount: 50_000n }));
    expect(priceLaunch(0n, terms)).toBeNull();
  });

  it('value_added: the wallet pays everything and the platform adds budget', () => {
    expect(priceLaunch(10_000n, coupon({ kind: 'value_added', amount: 3_000n }))).toEqual(
      priced(10_000n, { bonus: 3_000n }),
    );
    const withMinimum = coupon({ kind: 'value_added', amount: 3_000n, amountLimit: 20_000n });
    expect(priceLaunch(19_999n, withMinimum)).toBeNull();
    expect(priceLaunch(20_000n, withMinimum)).toEqual(priced(20_000n, { bonus: 3_000n }));
  });

  it('refuses an unknown kind', () => {
    expect(priceLaunch(10_000n, coupon({ kind: 'mystery', amount: 1n }))).toBeNull();
  });
});

describe('couponMinimum and couponApplies', () => {
  it.each([
    [coupon({ kind: 'fixed_amount', amountLimit: 10_000n }), 10_000n],
    [coupon({ kind: 'value_added', amountLimit: 20_000n }), 20_000n],
    [coupon({ kind: 'custom' }), null],
    [coupon({ kind: 'deduction', amountLimit: 5_000n }), null],
  ])('%# has minimum %s', (terms, minimum) => {
    expect(couponMinimum(terms)).toBe(minimum);
  });

  it.each([
    ['fixed_amount', 9_999n, false],
    ['fixed_amount', 10_000n, true],
    ['deduction', 1n, true],
    ['deduction', 0n, false],
    ['mystery', 10_000n, false],
  ] as const)('%s applies to %s: %s', (kind, amount, applies) => {
    expect(couponApplies(amount, coupon({ kind, discount: 5, amountLimit: 10_000n }))).toBe(
      applies,
    );
  });
});

describe('couponTermsOf', () => {
  it('reads the API coupon amounts into minor units', () => {
    expect(
      couponTermsOf({
        kind: 'fixed_amount',
        discount: null,
        amount: '20.00',
        amount_limit: '100.00',
      }),
    ).toEqual({ kind: 'fixed_amount', discount: null, amount: 2_000n, amountLimit: 10_000n });
    expect(
      couponTermsOf({ kind: 'deduction', discount: 5, amount: null, amount_limit: 'x' }),
    ).toEqual({ kind: 'deduction', discount: 5, amount: null, amountLimit: null });
  });
});
