import { describe, expect, it } from 'vitest';
import { amountSign } from './money';

describe('money', () => {
  it('signs', () => {
    expect(amountSign('-0.01')).toBe(-1);
    expect(amountSign('0.00')).toBe(0);
    expect(amountSign('3')).toBe(1);
  });
});
