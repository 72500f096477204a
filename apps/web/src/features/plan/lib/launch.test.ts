import { describe, expect, it } from 'vitest';
import {
  checkLaunch,
  couponApplies,
  priceLaunch,
  type CouponTerms,
  type LaunchInput,
} from './launch';

const fixed: CouponTerms = {
  kind: 'fixed_amount',
  discount: null,
  amount: '20.00',
  amount_limit: '100.00',
};
const deduction: CouponTerms = {
  kind: 'deduction',
  discount: 5,
  amount: null,
  amount_limit: '50.00',
};
const valueAdded: CouponTerms = {
  kind: 'value_added',
  discount: null,
  amount: '30.00',
  amount_limit: null,
};

const base: LaunchInput = {
  amount: '500',
  minAmount: '100.00',
  maxAmount: '50000.00',
  balance: '10000.00',
  coupon: null,
};
const check = (over: Partial<LaunchInput>) => checkLaunch({ ...base, ...over });

describe('checkLaunch: amount and range', () => {
  it('accepts a valid amount within the range and balance', () => {
    expect(check({})).toEqual({
      ok: true,
      pricing: {
        amount: 50000n,
        discount: 0n,
        bonus: 0n,
        walletPaid: 50000n,
        bonusBudget: 0n,
        budget: 50000n,
      },
    });
  });

  it.each(['', '0', '0.00', '.', 'abc', '1.234'])(
    '"%s" is not a valid investment amount',
    (amount) => {
      expect(check({ amount })).toEqual({ ok: false, error: 'error.investment_amount_invalid' });
    },
  );

  it('an amount above the largest there is (more than 13 digits) is out of range, not invalid', () => {
    expect(check({ amount: '99999999999999.99' })).toEqual({
      ok: false,
      error: 'error.investment_amount_out_of_range',
    });
  });

  it('rejects amounts outside [min, max], inclusive bounds accepted', () => {
    expect(check({ amount: '99.99' })).toEqual({
      ok: false,
      error: 'error.investment_amount_out_of_range',
    });
    expect(check({ amount: '50000.01' })).toEqual({
      ok: false,
      error: 'error.investment_amount_out_of_range',
    });
    expect(check({ amount: '100' }).ok).toBe(true);
    expect(check({ amount: '50000', balance: '50000.00' }).ok).toBe(true);
  });

  it('checks the range before the balance', () => {
    expect(check({ amount: '60000', balance: '0.00' })).toEqual({
      ok: false,
      error: 'error.investment_amount_out_of_range',
    });
  });
});

describe('checkLaunch: balance', () => {
  it('refuses more than the available balance', () => {
    expect(check({ amount: '500.01', balance: '500.00' })).toEqual({
      ok: false,
      error: 'error.insufficient_balance',
    });
    expect(check({ amount: '500', balance: '500.00' }).ok).toBe(true);
  });

  it('an unknown or empty balance counts as zero', () => {
    expect(check({ balance: '' })).toEqual({ ok: false, error: 'error.insufficient_balance' });
  });

  it('compares what the wallet pays, after the coupon', () => {
    // 120 with 20 off: the wallet pays 100.
    expect(check({ amount: '120', balance: '100.00', coupon: fixed })).toMatchObject({
      ok: true,
      pricing: { walletPaid: 10000n },
    });
    expect(check({ amount: '120', balance: '99.99', coupon: fixed })).toEqual({
      ok: false,
      error: 'error.insufficient_balance',
    });
  });

  it('a value-added voucher does not lower the price', () => {
    expect(check({ amount: '200', balance: '199.99', coupon: valueAdded })).toEqual({
      ok: false,
      error: 'error.insufficient_balance',
    });
  });
});

describe('coupon pricing', () => {
  it('fixed kinds take their amount off when the plan reaches amount_limit', () => {
    expect(priceLaunch(10000n, fixed)).toEqual({
      amount: 10000n,
      discount: 2000n,
      bonus: 0n,
      walletPaid: 8000n,
      bonusBudget: 2000n,
      budget: 10000n,
    });
    expect(priceLaunch(9999n, fixed)).toBeNull();
    expect(couponApplies(9999n, fixed)).toBe(false);
    for (const kind of ['team', 'custom'] as const)
      expect(priceLaunch(10000n, { ...fixed, kind })?.discount).toBe(2000n);
  });

  it('a fixed discount never exceeds the amount', () => {
    const big: CouponTerms = { ...fixed, amount: '500.00', amount_limit: null };
    expect(priceLaunch(10000n, big)).toMatchObject({ discount: 10000n, walletPaid: 0n });
  });

  it('deduction takes discount% (rounded down) capped at amount_limit', () => {
    expect(priceLaunch(50000n, deduction)).toMatchObject({ discount: 2500n, walletPaid: 47500n }); // 5% of 500
    expect(priceLaunch(200000n, deduction)).toMatchObject({ discount: 5000n, walletPaid: 195000n }); // 100 capped at 50
    expect(priceLaunch(1999n, deduction)).toMatchObject({ discount: 99n }); // 99.95 cents → 99
    expect(priceLaunch(1_000_000n, { ...deduction, amount_limit: null })).toMatchObject({
      discount: 50_000n,
    });
  });

  it('deduction has no minimum: amount_limit is a cap', () => {
    expect(couponApplies(100n, deduction)).toBe(true);
    expect(check({ amount: '100', coupon: deduction }).ok).toBe(true);
  });

  it('value-added adds budget instead of a discount, honouring a minimum when set', () => {
    expect(priceLaunch(10000n, valueAdded)).toEqual({
      amount: 10000n,
      discount: 0n,
      bonus: 3000n,
      walletPaid: 10000n,
      bonusBudget: 3000n,
      budget: 13000n,
    });
    const withMin: CouponTerms = { ...valueAdded, amount_limit: '200.00' };
    expect(priceLaunch(19999n, withMin)).toBeNull();
    expect(priceLaunch(20000n, withMin)?.bonus).toBe(3000n);
  });

  it('a coupon that does not apply is reported before the balance', () => {
    expect(check({ amount: '99.99', minAmount: '1.00', coupon: fixed, balance: '0.00' })).toEqual({
      ok: false,
      error: 'error.coupon_not_applicable',
    });
  });
});
