import { describe, expect, it } from 'vitest';
import { amountSign, maskAccount } from './money';

describe('money', () => {
  it('signs and masks', () => {
    expect(amountSign('-0.01')).toBe(-1);
    expect(amountSign('0.00')).toBe(0);
    expect(amountSign('3')).toBe(1);
    expect(maskAccount('6222 0000 1234 5678')).toBe('****\u00a05678');
    expect(maskAccount('123')).toBe('123');
  });
});
