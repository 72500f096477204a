import { describe, expect, it } from 'vitest';
import { normalizeCode } from './codes';

describe('normalizeCode', () => {
  it('upper-cases and folds a code as typed', () => {
    expect(normalizeCode('acc-p-1001')).toBe('ACC-P-1001');
    expect(normalizeCode('Lic-qa-0001')).toBe('LIC-QA-0001');
    expect(normalizeCode('ＡＵＴＨ－ＱＡ－０００１')).toBe('AUTH-QA-0001');
    expect(normalizeCode('')).toBe('');
  });

  it('drops spaces and reads full-width digits in an operator ID', () => {
    expect(normalizeCode('1000 0009 ')).toBe('10000009');
    expect(normalizeCode('１００００００９')).toBe('10000009');
  });
});
