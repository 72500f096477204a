import { describe, expect, it } from 'vitest';
import { amountProblem, amountToMinor, exceedsBalance } from './amount-rule';

describe('the amount rule (withdrawal and plan launch)', () => {
  it('reads amounts with up to two decimals, "12." while typing included', () => {
    expect(amountToMinor('1250.5')).toBe(125050n);
    expect(amountToMinor('12.')).toBe(1200n);
    for (const bad of ['', '.', '1.234', '-5', '1e3', '1,000', null])
      expect(amountToMinor(bad)).toBeNull();
  });

  it('needs an amount above 0', () => {
    for (const amount of ['', '0', '0.00', 'abc'])
      expect(amountProblem(amount)).toBe('not_positive');
    expect(amountProblem('0.01')).toBeNull();
  });

  it('says an amount above the largest the system takes is too large, not malformed', () => {
    for (const amount of ['99999999999999.99', '10000000000000', '12345678901234.'])
      expect(amountProblem(amount, { min: '1.00', max: '50.00', available: '5.00' })).toBe(
        'too_large',
      );
    expect(amountProblem('9999999999999.99', { available: '5.00' })).toBe('over_balance');
  });

  it('checks the range, bounds included, before the balance', () => {
    const limits = { min: '100.00', max: '50000.00', available: '0.00' };
    expect(amountProblem('50', limits)).toBe('below_min');
    expect(amountProblem('60000', limits)).toBe('above_max');
    expect(amountProblem('100', { ...limits, available: '100.00' })).toBeNull();
    expect(amountProblem('50000', { ...limits, available: '50000.00' })).toBeNull();
  });

  it('refuses more than a known balance; an unknown one is left to the server', () => {
    expect(amountProblem('100.01', { available: '100.00' })).toBe('over_balance');
    expect(amountProblem('100.00', { available: '100.00' })).toBeNull();
    expect(amountProblem('5', { available: null })).toBeNull();
    expect(exceedsBalance(1n, '0.00')).toBe(true);
    expect(exceedsBalance(1n, undefined)).toBe(false);
  });
});
