import { describe, expect, it } from 'vitest';
import { isPinRefusal, normalizeAmount, validateWithdrawAmount } from './withdraw-validation';

describe('validateWithdrawAmount', () => {
  it('refuses an empty or zero amount: "Withdrawal amount cannot be 0"', () => {
    for (const amount of ['', '0', '0.', '0.0', '0.00', '.']) {
      expect(validateWithdrawAmount(amount, '100.00'), amount).toBe('error.withdraw_zero');
    }
  });

  it('refuses more than the available balance, compared exactly (no float rounding)', () => {
    expect(validateWithdrawAmount('100.01', '100.00')).toBe('error.withdraw_exceeds_balance');
    expect(validateWithdrawAmount('0.01', '0.00')).toBe('error.withdraw_exceeds_balance');
    expect(validateWithdrawAmount('9999999999999.99', '9999999999999.98')).toBe(
      'error.withdraw_exceeds_balance',
    );
  });

  it('says an amount above the largest there is (more than 13 digits) exceeds the balance, not that it is 0', () => {
    expect(validateWithdrawAmount('10000000000000.10', '99999999999999.99')).toBe(
      'error.withdraw_exceeds_balance',
    );
    expect(validateWithdrawAmount('99999999999999.99', null)).toBe(
      'error.withdraw_exceeds_balance',
    );
  });

  it('accepts up to the whole balance', () => {
    expect(validateWithdrawAmount('100', '100.00')).toBeNull();
    expect(validateWithdrawAmount('100.00', '100.00')).toBeNull();
    expect(validateWithdrawAmount('0.01', '100.00')).toBeNull();
    expect(validateWithdrawAmount('12.', '100.00')).toBeNull();
  });

  it('leaves the upper bound to the server while the balance is unknown', () => {
    expect(validateWithdrawAmount('5', undefined)).toBeNull();
  });

  it('sends the amount without a trailing dot', () => {
    expect(normalizeAmount('12.')).toBe('12');
    expect(normalizeAmount('12.5')).toBe('12.5');
  });
});

describe('isPinRefusal', () => {
  const texts: Record<string, string> = {
    'error.pay_password_incorrect': 'Введите правильный пароль для транзакций',
    'error.pay_password_locked':
      'Слишком много неудачных попыток, повторите через {{minutes}} мин.',
  };
  const t = (key: string, options?: { minutes: string }) =>
    (texts[key] ?? key).replace('{{minutes}}', options?.minutes ?? '');

  it('is a wrong PIN, or the lock whatever its minutes', () => {
    expect(isPinRefusal('Введите правильный пароль для транзакций', t)).toBe(true);
    expect(isPinRefusal('Слишком много неудачных попыток, повторите через 15 мин.', t)).toBe(true);
    expect(isPinRefusal('Слишком много неудачных попыток, повторите через 1 мин.', t)).toBe(true);
  });

  it('is not another refusal of the withdrawal', () => {
    expect(isPinRefusal('Сумма вывода не может превышать баланс', t)).toBe(false);
    expect(isPinRefusal('Слишком много неудачных попыток, повторите через  мин.', t)).toBe(false);
  });
});
