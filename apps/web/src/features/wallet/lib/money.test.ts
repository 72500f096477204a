import { describe, expect, it } from 'vitest';
import { amountSign, maskAccount, toMinor } from './money';

describe('money', () => {
  it('parses amount strings to minor units', () => {
    expect(toMinor('1250.00')).toBe(125000n);
    expect(toMinor('-100.5')).toBe(-10050n);
    expect(toMinor('7')).toBe(700n);
    expect(toMinor('abc')).toBeNull();
    expect(toMinor('1.234')).toBeNull();
  });

  it('signs and masks', () => {
    expect(amountSign('-0.01')).toBe(-1);
    expect(amountSign('0.00')).toBe(0);
    expect(amountSign('3')).toBe(1);
    expect(maskAccount('6222 0000 1234 5678')).toBe('**** 5678');
    expect(maskAccount('123')).toBe('123');
  });
});
