import { describe, expect, it } from 'vitest';
import {
  checkPasswordChange,
  passwordChangeRules,
  passwordIssueMessage,
  type PasswordChangeValues,
} from './login-password';

const values = (
  old_password: string,
  new_password: string,
  confirm_password: string,
): PasswordChangeValues => ({
  old_password,
  new_password,
  confirm_password,
});

describe('checkPasswordChange', () => {
  it('accepts a valid change', () => {
    expect(checkPasswordChange(values('demo1234', 'better567', 'better567'))).toEqual({});
  });

  it('requires every field', () => {
    expect(checkPasswordChange(values('', '', ''))).toEqual({
      old_password: 'required',
      new_password: 'required',
      confirm_password: 'required',
    });
  });

  it('wants a new password of 6 to 64 characters', () => {
    expect(checkPasswordChange(values('demo1234', '12345', '12345')).new_password).toBe('length');
    expect(
      checkPasswordChange(values('demo1234', '123456', '123456')).new_password,
    ).toBeUndefined();
    expect(
      checkPasswordChange(values('demo1234', 'x'.repeat(64), 'x'.repeat(64))).new_password,
    ).toBeUndefined();
    expect(
      checkPasswordChange(values('demo1234', 'x'.repeat(65), 'x'.repeat(65))).new_password,
    ).toBe('length');
  });

  it('refuses a new password equal to the old one', () => {
    expect(checkPasswordChange(values('demo1234', 'demo1234', 'demo1234')).new_password).toBe(
      'same_as_old',
    );
  });

  it('wants the confirmation to match the new password', () => {
    expect(checkPasswordChange(values('demo1234', 'better567', 'better568')).confirm_password).toBe(
      'mismatch',
    );
  });
});

describe('password change messages', () => {
  it('uses the catalogue texts', () => {
    expect(passwordIssueMessage('required', 'Current password')).toBe(
      'Current password is required',
    );
    expect(passwordIssueMessage('length', 'New password')).toBe('Password must be 6-64 characters');
    expect(passwordIssueMessage('same_as_old', 'New password')).toBe(
      'New password cannot be the same as the old',
    );
    expect(passwordIssueMessage('mismatch', 'Confirm new password')).toBe(
      'The two passwords do not match',
    );
  });

  it('gives useForm one rule per field that reads all values', () => {
    const rules = passwordChangeRules({
      old_password: 'Old',
      new_password: 'New',
      confirm_password: 'Confirm',
    });
    const all = values('same-pass', 'same-pass', 'other');
    expect(rules.old_password?.[0]?.(all.old_password, all)).toBeNull();
    expect(rules.new_password?.[0]?.(all.new_password, all)).toBe(
      'New password cannot be the same as the old',
    );
    expect(rules.confirm_password?.[0]?.(all.confirm_password, all)).toBe(
      'The two passwords do not match',
    );
  });
});
