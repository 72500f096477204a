import { describe, expect, it } from 'vitest';
import { couponCondition, couponValue, type CouponTerms } from './coupon';
import { faqKeys, FAQ_IDS, isFaqId, paragraphs } from './faq';
import { checkFollowId } from './follow';
import { toShopLevel } from './levels';

const terms = (over: Partial<CouponTerms>): CouponTerms => ({
  kind: 'fixed_amount',
  discount: null,
  amount: null,
  amount_limit: null,
  ...over,
});

describe('coupon terms by kind', () => {
  it('fixed amount: the amount off, for plans from the limit', () => {
    const coupon = terms({ amount: '20.00', amount_limit: '100.00' });
    expect(couponValue(coupon)).toEqual({ type: 'amount', amount: '20.00', bonus: false });
    expect(couponCondition(coupon)).toEqual({ type: 'min', amount: '100.00' });
    expect(couponCondition(terms({ amount: '5.00', amount_limit: '0.00' }))).toEqual({
      type: 'no_min',
    });
  });

  it('deduction: a percentage with a cap', () => {
    const coupon = terms({ kind: 'deduction', discount: 5, amount_limit: '50.00' });
    expect(couponValue(coupon)).toEqual({ type: 'percent', discount: 5 });
    expect(couponCondition(coupon)).toEqual({ type: 'cap', amount: '50.00' });
  });

  it('value added: extra budget', () => {
    const coupon = terms({ kind: 'value_added', amount: '30.00' });
    expect(couponValue(coupon)).toEqual({ type: 'amount', amount: '30.00', bonus: true });
    expect(couponCondition(coupon)).toEqual({ type: 'budget', amount: '30.00' });
  });

  it('team and custom coupons follow their fields', () => {
    expect(couponValue(terms({ kind: 'team', amount: '10.00' }))).toEqual({
      type: 'amount',
      amount: '10.00',
      bonus: false,
    });
    expect(couponValue(terms({ kind: 'custom', discount: 8 }))).toEqual({
      type: 'percent',
      discount: 8,
    });
    expect(couponValue(terms({ kind: 'custom' }))).toEqual({ type: 'none' });
  });
});

describe('follow ID check', () => {
  it('needs an ID different from the one followed now', () => {
    expect(checkFollowId('  ', null)).toBe('required');
    expect(checkFollowId('10000009', '10000009')).toBe('same');
    expect(checkFollowId(' 10000009 ', '10000009')).toBe('same');
    expect(checkFollowId('10000009', null)).toBeNull();
    expect(checkFollowId('10000009', '10000001')).toBeNull();
  });
});

describe('FAQ and levels', () => {
  it('knows its questions and splits answers into paragraphs', () => {
    expect(FAQ_IDS).toContain('learning_phase');
    expect(isFaqId('withdrawal')).toBe(true);
    expect(isFaqId('nope')).toBe(false);
    expect(isFaqId(null)).toBe(false);
    expect(faqKeys('coupons')).toEqual({
      question: 'ad_center.faq.items.coupons.q',
      answer: 'ad_center.faq.items.coupons.a',
    });
    expect(paragraphs('One.\n\n Two. ')).toEqual(['One.', 'Two.']);
  });

  it('clamps the shop level to 1–6', () => {
    expect(toShopLevel(3)).toBe(3);
    expect(toShopLevel(0)).toBe(1);
    expect(toShopLevel(9)).toBe(6);
    expect(toShopLevel(undefined)).toBe(1);
  });
});
