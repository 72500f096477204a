import { describe, expect, it } from 'vitest';
import {
  checkLaunch,
  couponApplies,
  priceLaunch,
  type CouponTerms,
  type LaunchInput,
} from './launch';
import { fromMinor, toMinor } from './money';

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

describe('money', () => {
  it('parses amounts with up to two decimals into minor units', () => {
    expect(toMinor('1250.5')).toBe(125050);
    expect(toMinor('0.01')).toBe(1);
    expect(toMinor('100')).toBe(10000);
    expect(toMinor(' 7.25 ')).toBe(725);
  });

  it('rejects anything else', () => {
    for (const bad of ['', '.', '1.234', '-5', 'abc', '1e3', '1,000', null, undefined])
      expect(toMinor(bad)).toBeNull();
  });

  it('formats minor units back to the API format', () => {
    expect(fromMinor(125050)).toBe('1250.50');
    expect(fromMinor(5)).toBe('0.05');
    expect(fromMinor(-2000)).toBe('-20.00');
  });
});

describe('checkLaunch: amount and range', () => {
  it('accepts a valid amount within the range and balance', () => {
    expect(check({})).toEqual({
      ok: true,
      pricing: { amount: 50000, discount: 0, bonus: 0, walletPaid: 50000, budget: 50000 },
    });
  });

  it.each(['', '0', '0.00', '.', 'abc', '1.234'])(
    '"%s" is not a valid investment amount',
    (amount) => {
      expect(check({ amount })).toEqual({ ok: false, error: 'error.investment_amount_invalid' });
    },
  );

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
      pricing: { walletPaid: 10000 },
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
    expect(priceLaunch(10000, fixed)).toEqual({
      amount: 10000,
      discount: 2000,
      bonus: 0,
      walletPaid: 8000,
      budget: 10000,
    });
    expect(priceLaunch(9999, fixed)).toBeNull();
    expect(couponApplies(9999, fixed)).toBe(false);
    for (const kind of ['team', 'custom'] as const)
      expect(priceLaunch(10000, { ...fixed, kind })?.discount).toBe(2000);
  });

  it('a fixed discount never exceeds the amount', () => {
    const big: CouponTerms = { ...fixed, amount: '500.00', amount_limit: null };
    expect(priceLaunch(10000, big)).toMatchObject({ discount: 10000, walletPaid: 0 });
  });

  it('deduction takes discount% (rounded down) capped at amount_limit', () => {
    expect(priceLaunch(50000, deduction)).toMatchObject({ discount: 2500, walletPaid: 47500 }); // 5% of 500
    expect(priceLaunch(200000, deduction)).toMatchObject({ discount: 5000, walletPaid: 195000 }); // 100 capped at 50
    expect(priceLaunch(1999, deduction)).toMatchObject({ discount: 99 }); // 99.95 cents → 99
    expect(priceLaunch(1_000_000, { ...deduction, amount_limit: null })).toMatchObject({
      discount: 50_000,
    });
  });

  it('deduction has no minimum: amount_limit is a cap', () => {
    expect(couponApplies(100, deduction)).toBe(true);
    expect(check({ amount: '100', coupon: deduction }).ok).toBe(true);
  });

  it('value-added adds budget instead of a discount, honouring a minimum when set', () => {
    expect(priceLaunch(10000, valueAdded)).toEqual({
      amount: 10000,
      discount: 0,
      bonus: 3000,
      walletPaid: 10000,
      budget: 13000,
    });
    const withMin: CouponTerms = { ...valueAdded, amount_limit: '200.00' };
    expect(priceLaunch(19999, withMin)).toBeNull();
    expect(priceLaunch(20000, withMin)?.bonus).toBe(3000);
  });

  it('a coupon that does not apply is reported before the balance', () => {
    expect(check({ amount: '99.99', minAmount: '1.00', coupon: fixed, balance: '0.00' })).toEqual({
      ok: false,
      error: 'error.coupon_not_applicable',
    });
  });
});
